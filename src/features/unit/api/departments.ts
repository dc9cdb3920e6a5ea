import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as org from '@contract/org';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { unitKeys } from './keys';

export type DepartmentAdd = RequestOf<typeof org.orgAdd>;
export type DepartmentUpdate = RequestOf<typeof org.orgUpdate>;

/** The unit's department tree with member counts (also the department choices of the member forms). */
export function useDepartments() {
  return useQuery({
    queryKey: unitKeys.departments(),
    queryFn: () => call(org.orgList, {}),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unitKeys.departments() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.company() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.quotas() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.members() }),
    ]);
}

/** Dialog calls are silent: the dialog shows the refusal (quota reached, name taken, a cycle). */
export function useAddDepartment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DepartmentAdd) => call(org.orgAdd, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useUpdateDepartment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DepartmentUpdate) => call(org.orgUpdate, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** Deletes a department; the server refuses one with members or sub-departments and the client toasts why. */
export function useDeleteDepartment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(org.orgDelete, { id }),
    onSuccess: refresh,
  });
}
