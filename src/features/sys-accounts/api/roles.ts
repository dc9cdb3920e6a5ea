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

export type PlatformRoleSave = RequestOf<typeof sysRole.platformRoleSave>;

/** The system menu tree and the platform's roles with what each holds. */
export function usePlatformRoles() {
  return useQuery({
    queryKey: sysAccountKeys.platformRoles,
    queryFn: () => call(sysRole.platformRoles, {}),
  });
}

/** A role change shows in the role list and in the accounts (their role names). */
function usePlatformRoleMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: sysAccountKeys.all }) });
}

export const useSavePlatformRole = () =>
  usePlatformRoleMutation((input: PlatformRoleSave) => call(sysRole.platformRoleSave, input, { silent: true }));
export const useDeletePlatformRole = () =>
  usePlatformRoleMutation((id: number) => call(sysRole.platformRoleDelete, { id }, { silent: true }));
