import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as display from '@contract/display';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { displayKeys } from './keys';

export type DisplayAdd = RequestOf<typeof display.displayAdd>;
export type DisplayRename = RequestOf<typeof display.displayRename>;

export function useDisplays(companyId: number) {
  return useQuery({
    queryKey: displayKeys.list(companyId),
    queryFn: () => call(display.displayList, { companyId }),
    // The list kit's shape: a unit holds few links (at most MAX_DISPLAYS live), all on one page.
    select: (list) => ({ list, total: list.length }),
    // Last-seen times move while the page is open.
    refetchInterval: 30_000,
  });
}

function useDisplayMutation<Req, Res>(run: (request: Req) => Promise<Res>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: displayKeys.all }),
  });
}

export const useAddDisplay = () =>
  useDisplayMutation((request: DisplayAdd) => call(display.displayAdd, request, { silent: true }));

export const useRenameDisplay = () =>
  useDisplayMutation((request: DisplayRename) => call(display.displayRename, request, { silent: true }));

export const useRevokeDisplay = () =>
  useDisplayMutation((id: number) => call(display.displayRevoke, { id }, { silent: true }));

/** The address a display link opens: the wall page with the token in the fragment (never sent to a server). */
export function displayUrl(token: string): string {
  return `${window.location.origin}${display.DISPLAY_PAGE}#${token}`;
}
