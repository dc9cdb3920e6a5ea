import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dashboardLayoutGet,
  dashboardLayoutReset,
  dashboardLayoutSave,
  type DashboardLayouts,
} from '@contract/dashboard';
import { call } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** The caller's dashboard layout in the chosen unit (the default one until they arrange their own). */
export const layoutQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.layout(),
    queryFn: () => call(dashboardLayoutGet, {}),
    staleTime: Infinity,
  });

/** Stores the layout; the answer becomes the cached layout. */
export function useSaveLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (layouts: DashboardLayouts) => call(dashboardLayoutSave, { layouts }),
    onSuccess: (answer) => client.setQueryData(layoutQuery().queryKey, answer),
  });
}

/** Forgets the user's layout: the default applies again. */
export function useResetLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(dashboardLayoutReset, {}),
    onSuccess: (answer) => client.setQueryData(layoutQuery().queryKey, answer),
  });
}
