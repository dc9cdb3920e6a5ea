/** Chinese texts of the console: member invitations (the unit's pending list and the invitee's choice page). */
export const zhCNInvitation = {
  invite: {
    pending: {
      title: '待接受的邀请',
      hint: '对方登录后在“选择单位”页接受邀请，接受后才成为本单位成员。邀请 7 天内有效。',
      table: '待接受的邀请列表',
      realName: '姓名',
      mobile: '手机号码',
      role: '角色',
      department: '部门',
      sentAt: '发送时间',
      expiresAt: '有效期至',
      expired: '已过期',
      resend: '重新发送',
      resent: '邀请短信已重新发送',
      revoke: '撤销',
      revokeConfirm: '确定撤销对“{{name}}”的邀请吗？撤销后对方无法再接受。',
      revoked: '邀请已撤销',
    },
    mine: {
      title: '待处理的邀请',
      invitedAs: '邀请您以“{{role}}”身份加入',
      until: '{{date}} 前有效',
      accept: '接受',
      decline: '拒绝',
      declineConfirm: '确定拒绝“{{unit}}”的邀请吗？',
      accepted: '已加入“{{unit}}”',
      declined: '已拒绝邀请',
    },
    sent: '邀请已发送，对方接受后成为本单位成员',
  },
};
