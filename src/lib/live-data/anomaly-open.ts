import { anomalyOpenCount } from '@contract/anomaly';
import { call } from '../api-client';
import { sharedKeys } from '../query-keys';
import { polledAtom } from './query-atom';

export const ANOMALY_OPEN_POLL_MS = 30_000;
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
