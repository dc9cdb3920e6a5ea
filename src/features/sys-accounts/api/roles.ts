import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as sysRole from '@contract/sys-role';
import { call } from '@/lib/api-client';
import { sysAccountKeys } from './keys';

export type RoleGrantsSave = RequestOf<typeof sysRole.roleGrantsSave>;

/** The staff menu tree and what the staff role holds. */
export function useRoleGrants(role: number) {
  return useQuery({
    queryKey: sysAccountKeys.roleGrants(role),
    queryFn: () => call(sysRole.roleGrants, { role }),
  });
}

export function useSaveRoleGrants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleGrantsSave) => call(sysRole.roleGrantsSave, input, { silent: true }),
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: sysAccountKeys.roleGrants(input.role) }),
  });
}
