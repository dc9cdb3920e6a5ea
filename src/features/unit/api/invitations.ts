import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as invitation from '@contract/invitation';
import { call } from '@/lib/api-client';
import { unitKeys } from './keys';

/** The unit's pending member invitations (for holders of member:add). */
export function useUnitInvitations(page: { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({
    queryKey: unitKeys.invitations(page),
    queryFn: () => call(invitation.invitationList, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Resends or revokes one invitation; the client toasts a refusal (e.g. resending within a minute). */
export function useInvitationAction(action: 'resend' | 'revoke') {
  const queryClient = useQueryClient();
  const endpoint = action === 'resend' ? invitation.invitationResend : invitation.invitationRevoke;
  return useMutation({
    mutationFn: (id: number) => call(endpoint, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.members() }),
  });
}
