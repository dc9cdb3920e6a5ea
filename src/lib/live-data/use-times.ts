import { atom } from 'jotai';
import { deviceUseTimes, type UseTimesRange } from '@contract/dashboard';
import { call } from '../api-client';
import { polledAtom } from './query-atom';

/** The range the use-times chart shows. */
export const useTimesRangeAtom = atom<UseTimesRange>('30d');

/** Use times over the chosen range: series, per use type, top devices and departments (device use times), polled. */
export const useTimesQueryAtom = polledAtom({
  name: 'use-times',
  every: 60_000,
  params: (get) => get(useTimesRangeAtom),
  fetch: (_companyId, range) => call(deviceUseTimes, { range }, { silent: true }),
});
