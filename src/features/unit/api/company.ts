import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as unit from '@contract/unit';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { unitKeys } from './keys';

export type CompanyUpdate = RequestOf<typeof unit.companyUpdate>;

/** The chosen unit with its counts and certification state. */
export function useCompany() {
  return useQuery({
    queryKey: unitKeys.company(),
    queryFn: () => call(unit.companyManage, {}),
  });
}

export function useCompanyParent() {
  return useQuery({
    queryKey: unitKeys.parent(),
    queryFn: () => call(unit.companyParent, {}),
    staleTime: 5 * 60_000,
  });
}

/** Saves the unit's information; refusals come back to the dialog. The unit and the user's unit name refresh. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyUpdate) => call(unit.companyUpdate, input, { silent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.company() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.currentUser }),
      ]),
  });
}
