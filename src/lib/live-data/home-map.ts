import { homePageMap } from '@contract/dashboard';
import { call } from '../api-client';
import { polledAtom } from './query-atom';

/** Devices per province and per device type (home-page map), polled. */
export const homeMapQueryAtom = polledAtom({
  name: 'home-map',
  every: 60_000,
  fetch: () => call(homePageMap, {}, { silent: true }),
});
