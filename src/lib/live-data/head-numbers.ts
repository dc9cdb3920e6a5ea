import { atom } from 'jotai';
import { headStatisNum, type HeadStatisNum } from '@contract/dashboard';
import { call } from '../api-client';
import { isNewer, liveCountersAtom } from '../realtime';
import { polledAtom } from './query-atom';

export const HEAD_NUMBERS_POLL_MS = 30_000;

/** The head numbers (head-statis-num), polled. */
export const headNumbersQueryAtom = polledAtom({
  name: 'head-numbers',
  every: HEAD_NUMBERS_POLL_MS,
  fetch: (companyId) => call(headStatisNum, { companyId }, { silent: true }),
});

/**
 * The head numbers on screen: the polled ones, or the counters the channel pushed since (those are the unit's, so
 * a member, whose use numbers are their own, keeps the polled ones).
 */
export const headNumbersAtom = atom<HeadStatisNum | null>((get) => {
  const polled = get(headNumbersQueryAtom);
  const pushed = get(liveCountersAtom);
  if (!polled.data) return pushed?.value ?? null;
  if (pushed && polled.data.scope === 'unit' && isNewer(pushed.receivedAt, polled.dataUpdatedAt)) return pushed.value;
  return polled.data;
});
