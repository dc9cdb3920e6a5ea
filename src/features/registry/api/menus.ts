import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as menu from '@contract/menu';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { registryKeys } from './keys';

export type MenuSave = RequestOf<typeof menu.menuSave>;
export type MenuUpdate = RequestOf<typeof menu.menuUpdate>;

/** Every entry of a system, buttons included, as a tree. */
export function useMenuTree(systemCode: string) {
  return useQuery({ queryKey: registryKeys.menus(systemCode), queryFn: () => call(menu.menuList, { systemCode }) });
}

export function useSystems() {
  return useQuery({ queryKey: registryKeys.systems, queryFn: () => call(menu.systemSelect, {}), staleTime: Infinity });
}

/** A menu change refreshes the editor and the signed-in user's own menu. */
function useMenuMutation<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...queryRoots.registry, 'menus'] }),
        client.invalidateQueries({ queryKey: queryRoots.menu }),
      ]),
  });
}

export const useSaveMenu = () => useMenuMutation((input: MenuSave) => call(menu.menuSave, input, { silent: true }));
export const useUpdateMenu = () =>
  useMenuMutation((input: MenuUpdate) => call(menu.menuUpdate, input, { silent: true }));
export const useDeleteMenu = () => useMenuMutation((id: number) => call(menu.menuDelete, { id }, { silent: true }));

/** The entry of an id anywhere in a tree. */
export function findMenu(tree: readonly menu.MenuEntry[], id: number): menu.MenuEntry | undefined {
  for (const entry of tree) {
    if (entry.id === id) return entry;
    const found = findMenu(entry.children, id);
    if (found) return found;
  }
  return undefined;
}
