import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as org from '@contract/org';
import type { Member } from '@contract/org';
import type { RequestOf } from '@contract/endpoint';
import { call } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { unitKeys } from './keys';

export type MemberFilters = RequestOf<typeof org.memberList>;
export type MemberAdd = RequestOf<typeof org.memberAdd>;
export type MemberUpdate = RequestOf<typeof org.memberUpdate>;

export function useMembers(filters: MemberFilters) {
  return useQuery({
    queryKey: unitKeys.memberList(filters),
    queryFn: () => call(org.memberList, filters),
    placeholderData: keepPreviousData,
  });
}

export function useMember(userId: number) {
  return useQuery({
    queryKey: unitKeys.member(userId),
    queryFn: () => call(org.memberDetail, { userId }, { silent: true }),
    enabled: Number.isInteger(userId) && userId > 0,
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unitKeys.members() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.departments() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.company() }),
      queryClient.invalidateQueries({ queryKey: unitKeys.quotas() }),
    ]);
}

export function useAddMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: MemberAdd) => call(org.memberAdd, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** Dialogs pass silent (they show the refusal); a quick disable/enable lets the client toast it. */
export function useUpdateMember(options: { silent?: boolean } = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: MemberUpdate) => call(org.memberUpdate, input, options),
    onSuccess: refresh,
  });
}

/** The fields memberUpdate needs, from a member as listed, with some changed. */
export function updateOf(member: Member, changes: Partial<MemberUpdate> = {}): MemberUpdate {
  return {
    userId: member.userId,
    realName: member.realName,
    role: member.role === 0 ? 1 : member.role,
    departmentId: member.departmentId,
    email: member.email ?? undefined,
    idCard: member.idCard ?? undefined,
    disabled: member.disabled,
    ...changes,
  };
}

/**
 * Hands the chief administrator role to another member. The caller becomes an administrator: their role, menu and
 * button permissions are loaded again.
 */
export function useChangeSuperAdmin() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: number) => call(org.changeSuperAdmin, { userId }),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: queryRoots.currentUser }),
        queryClient.invalidateQueries({ queryKey: queryRoots.menu }),
      ]),
  });
}
