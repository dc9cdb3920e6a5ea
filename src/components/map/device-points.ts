/** Device positions for the map's canvas layer (no Leaflet here, so screens use the types without loading it). */

/** What a marker's colour says, most urgent last. */
export const deviceMarkStates = ['online', 'offline', 'lowBattery', 'alert'] as const;
export type DeviceMarkState = (typeof deviceMarkStates)[number];

export interface DevicePoint {
  id: string;
  lat: number;
  lng: number;
  state: DeviceMarkState;
}

export type StateCounts = Record<DeviceMarkState, number>;

export function emptyCounts(): StateCounts {
  return { online: 0, offline: 0, lowBattery: 0, alert: 0 };
}

/** How a point list changed: another list (devices came, went or were reordered), or points replaced in place. */
export type PointChange = 'list' | 'positions' | 'states';

/**
 * Map points that change in place: at 10,000 devices and a few dozen changes a batch, a copy of the list per batch
 * would cost more than the changes. `points` is another array after a 'list' change.
 */
export interface PointSource {
  readonly points: readonly DevicePoint[];
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: (change: PointChange) => void): () => void;
}
