import type { zhCNInvitation } from './invitation.zh-CN';

/** English texts of the console: member invitations (the unit's pending list and the invitee's choice page). */
export const enUSInvitation: typeof zhCNInvitation = {
  invite: {
    pending: {
      title: 'Pending invitations',
      hint: 'The invitee accepts on the "Choose a unit" page after logging in and becomes a member only then. An invitation is valid for 7 days.',
      table: 'Pending invitations',
      realName: 'Name',
      mobile: 'Phone number',
      role: 'Role',
      department: 'Department',
      sentAt: 'Sent',
      expiresAt: 'Valid until',
      expired: 'Expired',
      resend: 'Resend',
      resent: 'The invitation SMS was sent again',
      revoke: 'Revoke',
      revokeConfirm: 'Revoke the invitation of "{{name}}"? They will no longer be able to accept it.',
      revoked: 'Invitation revoked',
    },
    mine: {
      title: 'Invitations for you',
      invitedAs: 'invites you to join as {{role}}',
      until: 'Valid until {{date}}',
      accept: 'Accept',
      decline: 'Decline',
      declineConfirm: 'Decline the invitation of "{{unit}}"?',
      accepted: 'You joined "{{unit}}"',
      declined: 'Invitation declined',
    },
    sent: 'Invitation sent; the person becomes a member once they accept',
  },
};
