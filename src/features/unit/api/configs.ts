import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import { call } from '@/lib/api-client';
import { companyConfigsQuery } from '@/lib/company-configs';
import { companyConfigsAtom } from '@/lib/permissions';
import { appStore } from '@/lib/store';
import { queryRoots } from '@/lib/query-keys';
import { unitKeys } from './keys';

/** The features a unit can switch, with their defaults. */
export function useConfigItems(companyId: number | undefined) {
  return useQuery({
    queryKey: unitKeys.configItems(companyId),
    queryFn: () => call(unit.configList, { companyId: companyId! }),
    enabled: typeof companyId === 'number',
  });
}

/** The keys switched on for the unit: the same query the shell loads into companyConfigsAtom. */
export function useCompanyConfigs(companyId: number | undefined) {
  return useQuery(companyConfigsQuery(companyId));
}

/** Saves the switches; the session's company configs (companyConfigsAtom) follow at once. */
export function useSaveConfigs(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (switches: Record<string, boolean>) =>
      call(unit.companyConfigUpdate, {
        companyId: companyId!,
        configs: Object.entries(switches).map(([key, enabled]) => ({ key, enabled })),
      }),
    onSuccess: (_data, switches) => {
      const before = queryClient.getQueryData(companyConfigsQuery(companyId).queryKey) ?? [];
      const enabled = [
        ...before.filter((key) => !(key in switches)),
        ...Object.keys(switches).filter((key) => switches[key]),
      ];
      appStore.set(companyConfigsAtom, enabled);
      queryClient.setQueryData(companyConfigsQuery(companyId).queryKey, enabled);
      return queryClient.invalidateQueries({ queryKey: queryRoots.companyConfigs });
    },
  });
}
