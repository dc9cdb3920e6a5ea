import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { unitKeys } from './keys';

export type SubsidiaryFilters = RequestOf<typeof unit.subsidiaryList>;
export type SubsidiaryInput = RequestOf<typeof unit.subsidiaryAdd>;

export function useSubsidiaries(filters: SubsidiaryFilters) {
  return useQuery({
    queryKey: unitKeys.subsidiaryList(filters),
    queryFn: () => call(unit.subsidiaryList, filters),
    placeholderData: keepPreviousData,
  });
}

/** A new subsidiary also appears among the user's units (its chief administrator is the caller). */
function useRefreshSubsidiaries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unitKeys.subsidiaries() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.company() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.quotas() }),
      queryClient.invalidateQueries({ queryKey: queryRoots.units }),
    ]);
}

export function useAddSubsidiary() {
  const refresh = useRefreshSubsidiaries();
  return useMutation({
    mutationFn: (input: SubsidiaryInput) => call(unit.subsidiaryAdd, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** Deletes a subsidiary; a refusal (it still has members) is toasted by the client. */
export function useDeleteSubsidiary() {
  const refresh = useRefreshSubsidiaries();
  return useMutation({
    mutationFn: (companyId: number) => call(unit.companyDelete, { companyId }),
    onSuccess: refresh,
  });
}
