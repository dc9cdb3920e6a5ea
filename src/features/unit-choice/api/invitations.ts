import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as invitation from '@contract/invitation';
import { call } from '@/lib/api-client';
import { unitChoiceKeys } from './keys';

/** The signed-in user's pending invitations. */
export function useMyInvitations() {
  return useQuery(
    queryOptions({ queryKey: unitChoiceKeys.invitations(), queryFn: () => call(invitation.myInvitations, {}) }),
  );
}

/** Accepts or declines one; either way both lists are asked again (an accepted unit joins the user's units). */
export function useDecideInvitation(decision: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      decision === 'accept'
        ? call(invitation.invitationAccept, { id })
        : call(invitation.invitationDecline, { id }).then(() => null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unitChoiceKeys.all() }),
  });
}
