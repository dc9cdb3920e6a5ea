import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { readToken } from '@/lib/storage';

export type SubsidiaryFilters = RequestOf<typeof unit.subsidiaryList>;
export type SubsidiaryInput = RequestOf<typeof unit.subsidiaryAdd>;

export function useSubsidiaries(filters: SubsidiaryFilters) {
  return useQuery({
    queryKey: ['unit', 'subsidiaries', readToken(), filters],
    queryFn: () => call(unit.subsidiaryList, filters),
    placeholderData: keepPreviousData,
  });
}

/** A new subsidiary also appears among the user's units (its chief administrator is the caller). */
function useRefreshSubsidiaries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['unit', 'subsidiaries'] }),
      queryClient.invalidateQueries({ queryKey: ['unit', 'company'] }),
      queryClient.invalidateQueries({ queryKey: ['unit', 'quotas'] }),
      queryClient.invalidateQueries({ queryKey: ['units'] }),
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
