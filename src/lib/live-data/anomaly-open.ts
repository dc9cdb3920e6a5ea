import { anomalyOpenCount } from '@contract/anomaly';
import { call } from '../api-client';
import { queryClient } from '../query-client';
import { sharedKeys } from '../query-keys';
import { keyedThrottle } from '../realtime/throttle';
import { polledAtom } from './query-atom';

export const ANOMALY_OPEN_POLL_MS = 30_000;
/** How often at most an abnormal stamp arriving live asks for the count again (a wall gets several a second). */
export const ANOMALY_OPEN_ASK_MS = 1_000;
const NAME = 'anomaly-open';

/** The source's query key: a change to an alert in this console refreshes the widget at once. */
export const anomalyOpenKey = sharedKeys.live(NAME, null);

/**
 * The unit's anomaly alerts still to handle (open-count), polled; the widget asks again at once when an abnormal
 * stamp arrives live, since a stamp may open alerts.
 */
export const anomalyOpenQueryAtom = polledAtom({
  name: NAME,
  every: ANOMALY_OPEN_POLL_MS,
  fetch: (companyId) => call(anomalyOpenCount, { companyId }, { silent: true }),
});

const askThrottled = keyedThrottle(
  () => void queryClient.invalidateQueries({ queryKey: anomalyOpenKey }),
  ANOMALY_OPEN_ASK_MS,
);

/** Asks for the count again now, or once when the current second is over if it was just asked. */
export function askAnomalyOpenAgain(): void {
  askThrottled(null);
}
