import type { messageTypes } from '../../../../contract/message';

type MessageType = (typeof messageTypes)[number];

export interface MessageTemplate {
  type: MessageType;
  title: string;
  /** {n} placeholders are filled from the pools below, picked by the message's position. */
  content: string;
  /** Only for those who approve and manage (roles 0-2); members get the others. */
  managersOnly?: boolean;
}

export const people = ['李娜', '王强', '刘洋', '陈静', '赵磊', '孙敏', '周杰', '吴芳'];
export const devices = ['智能印章 S20G-0215', '智能印章 V5-1032', '智能印章 S30-0877', '电子印章 E1-0106'];
export const seals = ['公章', '合同专用章', '财务专用章', '人事专用章'];
export const documents = [
  '《设备采购合同》',
  '《年度审计报告》',
  '《劳动合同续签书》',
  '《项目投标文件》',
  '《租赁协议补充条款》',
  '《银行开户授权书》',
];

/** Message texts of the message centre; {person}, {device}, {seal}, {doc}, {count} and {days} are filled in. */
export const messageTemplates: MessageTemplate[] = [
  {
    type: 'approval',
    title: '用印申请待审批',
    content: '{person}提交了{doc}的用印申请（{seal}，{count}次），请及时审批。',
    managersOnly: true,
  },
  {
    type: 'approval',
    title: '用印申请已通过',
    content: '您提交的{doc}用印申请已审批通过，可在“待我使用”中查看授权。',
  },
  {
    type: 'approval',
    title: '用印申请被驳回',
    content: '您提交的{doc}用印申请被驳回，驳回原因：用印事由填写不完整，请修改后重新提交。',
  },
  {
    type: 'approval',
    title: '审批催办提醒',
    content: '{person}催办了{doc}的用印申请，该申请已等待审批超过24小时。',
    managersOnly: true,
  },
  {
    type: 'authorization',
    title: '用印授权待激活',
    content: '您获得{device}（{seal}）的用印授权，共{count}次，请在设备上激活后使用。',
  },
  {
    type: 'authorization',
    title: '授权即将到期',
    content: '您在{device}上的用印授权将于{days}天后到期，剩余可用{count}次。',
  },
  {
    type: 'authorization',
    title: '授权已结束',
    content: '{device}上关于{doc}的用印授权已使用完毕，授权已自动结束。',
  },
  {
    type: 'authorization',
    title: '盖章异常提醒',
    content: '{person}在{device}上的盖章记录存在异常（未检测到文件），请核查使用记录。',
    managersOnly: true,
  },
  {
    type: 'device',
    title: '设备电量低',
    content: '{device}电量低于15%，请及时充电，以免影响正常用印。',
    managersOnly: true,
  },
  {
    type: 'device',
    title: '设备离线',
    content: '{device}已离线超过{days}小时，请检查设备网络连接。',
    managersOnly: true,
  },
  {
    type: 'device',
    title: '设备服务即将到期',
    content: '{device}的印章服务将于{days}天后到期，请前往费用中心续费。',
    managersOnly: true,
  },
  {
    type: 'device',
    title: '设备需要加墨',
    content: '{device}的印油余量不足，已累计盖章{count}次，请尽快加墨。',
  },
  {
    type: 'system',
    title: '系统升级通知',
    content: '平台将于本周六 22:00-24:00 进行升级维护，期间部分功能暂停使用，给您带来不便敬请谅解。',
  },
  {
    type: 'system',
    title: '新版本 6.0.5 已发布',
    content: '印章管理平台 6.0.5 已发布，新增消息中心筛选和批量已读，详情请查看版本历史。',
  },
  {
    type: 'system',
    title: '账号安全提醒',
    content: '您的账号仍在使用初始密码，为了账号安全，请尽快修改密码。',
  },
  {
    type: 'system',
    title: '单位认证审核通过',
    content: '您所在单位的企业认证已审核通过，现已开通全部用印功能。',
    managersOnly: true,
  },
];

/** Messages per demo staff user per unit. */
export const MESSAGES_PER_MEMBER = 25;
/** They spread over this many days before the seed runs. */
export const MESSAGE_SPAN_DAYS = 60;
