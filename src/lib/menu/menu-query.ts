import { queryOptions } from '@tanstack/react-query';
import * as menu from '@contract/menu';
import { call } from '../api-client';
import { permissionsAtom } from '../permissions';
import { readToken } from '../storage';
import { appStore } from '../store';

/** The signed-in user's menu and button permissions from the server (menu/nav); keyed by the session's token. */
export const menuNavQuery = () =>
  queryOptions({
    queryKey: ['menu-nav', readToken()],
    queryFn: async () => {
      const nav = await call(menu.menuNav, {}, { silent: true });
      appStore.set(permissionsAtom, nav.permissions);
      return nav;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
