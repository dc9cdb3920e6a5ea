import { queryOptions } from '@tanstack/react-query';
import * as menu from '@contract/menu';
import { call } from '../api-client';
import { permissionsAtom } from '../permissions';
import { appStore } from '../store';
import { queryRoots } from '../query-keys';

/** The signed-in user's menu and button permissions from the server (menu/nav); keyed by the session's token. */
export const menuNavQuery = () =>
  queryOptions({
    queryKey: queryRoots.menu,
    queryFn: async () => {
      const nav = await call(menu.menuNav, {}, { silent: true });
      appStore.set(permissionsAtom, nav.permissions);
      return nav;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
