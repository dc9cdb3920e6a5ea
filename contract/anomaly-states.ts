/** An anomaly alert's states; a file of its own so that the realtime contract names them without the centre's texts. */
export const alertStates = ['open', 'acknowledged', 'resolved', 'dismissed'] as const;
export type AlertState = (typeof alertStates)[number];
