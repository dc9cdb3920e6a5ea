import { z } from 'zod/mini';
import { roleSchema } from './account';
import { endpoint } from './endpoint';
import { page, pathId } from './paging';

/**
 * Member invitations (org.memberAdd makes them): the unit's administrators see, resend and revoke the pending ones;
 * the invitee, once logged in, sees theirs and accepts or declines. Only acceptance makes the membership.
 */
const id = z.int();

/** A pending invitation as the unit sees it: what the administrator entered, never the invitee's account. */
export const unitInvitationSchema = z.object({
  id,
  realName: z.string(),
  mobile: z.string(),
  role: roleSchema,
  departmentName: z.nullable(z.string()),
  invitedAt: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type UnitInvitation = z.infer<typeof unitInvitationSchema>;

export const invitationList = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'invitation/v1/list',
  access: 'unit',
  permission: 'member:add',
  summary: "The chosen unit's pending member invitations, newest first (expired ones included, to resend)",
  request: z.object({ ...page }),
  response: z.object({ list: z.array(unitInvitationSchema), total: z.int() }),
});

export const invitationResend = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'invitation/v1/:id/resend',
  access: 'unit',
  permission: 'member:add',
  summary: 'Send a pending invitation again and renew its expiry (at most once a minute)',
  request: z.object({ id: pathId }),
  response: z.null(),
});

export const invitationRevoke = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'invitation/v1/:id/revoke',
  access: 'unit',
  permission: 'member:add',
  summary: 'Withdraw a pending invitation; the invitee can no longer accept it',
  request: z.object({ id: pathId }),
  response: z.null(),
});

/** An invitation as its invitee sees it. */
export const myInvitationSchema = z.object({
  id,
  unitName: z.string(),
  role: roleSchema,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const myInvitations = endpoint({
  method: 'GET',
  service: 'account-enterprise',
  path: 'invitation/v1/mine',
  access: 'session',
  summary: "The signed-in user's pending, unexpired invitations",
  request: z.object({}),
  response: z.array(myInvitationSchema),
});

export const invitationAccept = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'invitation/v1/:id/accept',
  access: 'session',
  summary: "Accept one's own pending invitation: the membership is made (within the unit's and the user's quotas)",
  request: z.object({ id: pathId }),
  response: z.object({ companyId: id }),
});

export const invitationDecline = endpoint({
  method: 'POST',
  service: 'account-enterprise',
  path: 'invitation/v1/:id/decline',
  access: 'session',
  summary: "Decline one's own pending invitation",
  request: z.object({ id: pathId }),
  response: z.null(),
});
