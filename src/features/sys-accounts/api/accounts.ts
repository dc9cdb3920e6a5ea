import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '@contract/endpoint';
import * as sysAccount from '@contract/sys-account';
import * as sysOrg from '@contract/sys-org';
import { call } from '@/lib/api-client';
import { sysAccountKeys } from './keys';

export type AccountAdd = RequestOf<typeof sysAccount.accountAdd>;
export type AccountUpdate = RequestOf<typeof sysAccount.accountUpdate>;
export type AccountListRequest = RequestOf<typeof sysAccount.accountList>;

export function useAccounts(request: AccountListRequest) {
  return useQuery({
    queryKey: sysAccountKeys.list(request),
    queryFn: () => call(sysAccount.accountList, request),
    placeholderData: keepPreviousData,
  });
}

export function useAccount(id: number) {
  return useQuery({
    queryKey: sysAccountKeys.detail(id),
    queryFn: () => call(sysAccount.accountDetail, { id }),
    enabled: id > 0,
  });
}

/** The platform's departments as an indented choice list (value: the id). */
export function useDepartmentOptions() {
  return useQuery({
    queryKey: sysAccountKeys.departments,
    queryFn: () => call(sysOrg.orgQuery, {}),
    select: (tree) => flatten(tree),
  });
}

function flatten(tree: readonly sysOrg.SysDepartment[], depth = 0): Array<{ value: string; label: string }> {
  return tree.flatMap((d) => [
    { value: String(d.id), label: `${'　'.repeat(depth)}${d.name}` },
    ...flatten(d.children, depth + 1),
  ]);
}

function useAccountMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: sysAccountKeys.all }),
  });
}

export const useAddAccount = () =>
  useAccountMutation((input: AccountAdd) => call(sysAccount.accountAdd, input, { silent: true }));
export const useUpdateAccount = () =>
  useAccountMutation((input: AccountUpdate) => call(sysAccount.accountUpdate, input, { silent: true }));
export const useSetAccountDisabled = () =>
  useAccountMutation((input: { id: number; disabled: boolean }) =>
    call(sysAccount.accountState, input, { silent: true }),
  );
export const useResetAccountPassword = () =>
  useAccountMutation((id: number) => call(sysAccount.accountResetPassword, { id }, { silent: true }));

/** Whether the signed-in system account still has an initial password (it must change it first). */
export function useOwnPasswordState() {
  return useQuery({
    queryKey: sysAccountKeys.ownPassword,
    queryFn: () => call(sysAccount.ownPasswordState, {}, { silent: true }),
  });
}

export const useChangeOwnPassword = () =>
  useAccountMutation((input: RequestOf<typeof sysAccount.changeOwnPassword>) =>
    call(sysAccount.changeOwnPassword, input, { silent: true }),
  );
