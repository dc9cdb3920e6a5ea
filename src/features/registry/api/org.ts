import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as sysOrg from '@contract/sys-org';
import { call } from '@/lib/api-client';
import { registryKeys } from './keys';

export type OrgSave = RequestOf<typeof sysOrg.orgSave>;
export type OrgUpdate = RequestOf<typeof sysOrg.orgUpdate>;

export function useOrgTree() {
  return useQuery({ queryKey: registryKeys.org, queryFn: () => call(sysOrg.orgQuery, {}) });
}

/** The accounts of one department, or every account (undefined). */
export function useOrgAccounts(departmentId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: registryKeys.orgAccounts(departmentId),
    queryFn: () => call(sysOrg.orgAccounts, departmentId === undefined ? {} : { departmentId }),
    enabled,
  });
}

function useOrgMutation<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: registryKeys.org }) });
}

export const useSaveOrg = () => useOrgMutation((input: OrgSave) => call(sysOrg.orgSave, input, { silent: true }));
export const useUpdateOrg = () => useOrgMutation((input: OrgUpdate) => call(sysOrg.orgUpdate, input, { silent: true }));
export const useDeleteOrg = () => useOrgMutation((id: number) => call(sysOrg.orgDelete, { id }, { silent: true }));
export const useAssignOrg = () =>
  useOrgMutation((input: RequestOf<typeof sysOrg.orgAssign>) => call(sysOrg.orgAssign, input, { silent: true }));

/** Every department as an indented choice list, without `except` and what lies below it. */
export function flattenDepartments(
  tree: readonly sysOrg.SysDepartment[],
  except?: number,
  depth = 0,
): Array<{ id: number; name: string; depth: number }> {
  return tree.flatMap((d) =>
    d.id === except ? [] : [{ id: d.id, name: d.name, depth }, ...flattenDepartments(d.children, except, depth + 1)],
  );
}
