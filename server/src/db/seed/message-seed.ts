import type { Lang } from '../../../../contract';
import type { messageTypes } from '../../../../contract/message-center';

type MessageType = (typeof messageTypes)[number];

/** A demo text in Chinese and English (messages are stored in both). */
export type DemoText = Record<Lang, string>;

function bi(zh: string, en: string): DemoText {
  return { 'zh-CN': zh, 'en-US': en };
}

export interface MessageTemplate {
  type: MessageType;
  title: DemoText;
  /** {n} placeholders are filled from the pools below, picked by the message's position. */
  content: DemoText;
  /** Only for those who approve and manage (roles 0-2); members get the others. */
  managersOnly?: boolean;
}

export const people = [
  bi('李娜', 'Li Na'),
  bi('王强', 'Wang Qiang'),
  bi('刘洋', 'Liu Yang'),
  bi('陈静', 'Chen Jing'),
  bi('赵磊', 'Zhao Lei'),
  bi('孙敏', 'Sun Min'),
  bi('周杰', 'Zhou Jie'),
  bi('吴芳', 'Wu Fang'),
];
export const devices = [
  bi('智能印章 S20G-0215', 'Smart seal S20G-0215'),
  bi('智能印章 V5-1032', 'Smart seal V5-1032'),
  bi('智能印章 S30-0877', 'Smart seal S30-0877'),
  bi('电子印章 E1-0106', 'Electronic seal E1-0106'),
];
export const seals = [
  bi('公章', 'official seal'),
  bi('合同专用章', 'contract seal'),
  bi('财务专用章', 'finance seal'),
  bi('人事专用章', 'HR seal'),
];
export const documents = [
  bi('《设备采购合同》', '“Equipment Purchase Contract”'),
  bi('《年度审计报告》', '“Annual Audit Report”'),
  bi('《劳动合同续签书》', '“Employment Contract Renewal”'),
  bi('《项目投标文件》', '“Project Bid Documents”'),
  bi('《租赁协议补充条款》', '“Lease Agreement Supplementary Terms”'),
  bi('《银行开户授权书》', '“Bank Account Opening Authorisation”'),
];

/** Message texts of the message centre; {person}, {device}, {seal}, {doc}, {count} and {days} are filled in. */
export const messageTemplates: MessageTemplate[] = [
  {
    type: 'approval',
    title: bi('用印申请待审批', 'Seal-use application to approve'),
    content: bi(
      '{person}提交了{doc}的用印申请（{seal}，{count}次），请及时审批。',
      '{person} submitted a seal-use application for {doc} ({seal}, {count} use(s)); please approve it soon.',
    ),
    managersOnly: true,
  },
  {
    type: 'approval',
    title: bi('用印申请已通过', 'Seal-use application approved'),
    content: bi(
      '您提交的{doc}用印申请已审批通过，可在“待我使用”中查看授权。',
      'Your seal-use application for {doc} was approved; find the authorisation under “To be used by me”.',
    ),
  },
  {
    type: 'approval',
    title: bi('用印申请被驳回', 'Seal-use application rejected'),
    content: bi(
      '您提交的{doc}用印申请被驳回，驳回原因：用印事由填写不完整，请修改后重新提交。',
      'Your seal-use application for {doc} was rejected. Reason: the reason for stamping is incomplete; please correct it and submit it again.',
    ),
  },
  {
    type: 'approval',
    title: bi('审批催办提醒', 'Approval reminder'),
    content: bi(
      '{person}催办了{doc}的用印申请，该申请已等待审批超过24小时。',
      '{person} sent a reminder about the seal-use application for {doc}; it has been waiting for approval for more than 24 hours.',
    ),
    managersOnly: true,
  },
  {
    type: 'authorization',
    title: bi('用印授权待激活', 'Seal-use authorisation to activate'),
    content: bi(
      '您获得{device}（{seal}）的用印授权，共{count}次，请在设备上激活后使用。',
      'You have a seal-use authorisation for {device} ({seal}), {count} use(s); activate it on the device to use it.',
    ),
  },
  {
    type: 'authorization',
    title: bi('授权即将到期', 'Authorisation expires soon'),
    content: bi(
      '您在{device}上的用印授权将于{days}天后到期，剩余可用{count}次。',
      'Your seal-use authorisation on {device} expires in {days} day(s); {count} use(s) left.',
    ),
  },
  {
    type: 'authorization',
    title: bi('授权已结束', 'Authorisation ended'),
    content: bi(
      '{device}上关于{doc}的用印授权已使用完毕，授权已自动结束。',
      'The seal-use authorisation on {device} for {doc} was used up and ended by itself.',
    ),
  },
  {
    type: 'authorization',
    title: bi('盖章异常提醒', 'Stamping exception'),
    content: bi(
      '{person}在{device}上的盖章记录存在异常（未检测到文件），请核查使用记录。',
      'A stamp by {person} on {device} was recorded as an exception (no document detected); please check the use records.',
    ),
    managersOnly: true,
  },
  {
    type: 'device',
    title: bi('设备电量低', 'Low device battery'),
    content: bi(
      '{device}电量低于15%，请及时充电，以免影响正常用印。',
      'The battery of {device} is below 15%; charge it soon so that stamping is not interrupted.',
    ),
    managersOnly: true,
  },
  {
    type: 'device',
    title: bi('设备离线', 'Device offline'),
    content: bi(
      '{device}已离线超过{days}小时，请检查设备网络连接。',
      '{device} has been offline for more than {days} hour(s); please check its network connection.',
    ),
    managersOnly: true,
  },
  {
    type: 'device',
    title: bi('设备服务即将到期', 'Device service expires soon'),
    content: bi(
      '{device}的印章服务将于{days}天后到期，请前往费用中心续费。',
      'The seal service of {device} expires in {days} day(s); please renew it in the cost center.',
    ),
    managersOnly: true,
  },
  {
    type: 'device',
    title: bi('设备需要加墨', 'Device needs ink'),
    content: bi(
      '{device}的印油余量不足，已累计盖章{count}次，请尽快加墨。',
      '{device} is running out of ink after {count} stamp(s); please refill it soon.',
    ),
  },
  {
    type: 'system',
    title: bi('系统升级通知', 'System upgrade'),
    content: bi(
      '平台将于本周六 22:00-24:00 进行升级维护，期间部分功能暂停使用，给您带来不便敬请谅解。',
      'The platform will be upgraded this Saturday from 22:00 to 24:00 and some functions will be unavailable meanwhile; we apologise for the inconvenience.',
    ),
  },
  {
    type: 'system',
    title: bi('新版本 6.0.5 已发布', 'Version 6.0.5 released'),
    content: bi(
      '印章管理平台 6.0.5 已发布，新增消息中心筛选和批量已读，详情请查看版本历史。',
      'Seal management platform 6.0.5 is out, with filters in the message center and marking many messages read at once; see the version history for details.',
    ),
  },
  {
    type: 'system',
    title: bi('账号安全提醒', 'Account security reminder'),
    content: bi(
      '您的账号仍在使用初始密码，为了账号安全，请尽快修改密码。',
      'Your account still uses its initial password; please change it soon to keep the account safe.',
    ),
  },
  {
    type: 'system',
    title: bi('单位认证审核通过', 'Unit certification approved'),
    content: bi(
      '您所在单位的企业认证已审核通过，现已开通全部用印功能。',
      "Your unit's certification was approved; every stamping function is now available.",
    ),
    managersOnly: true,
  },
];

/** Messages per demo staff user per unit. */
export const MESSAGES_PER_MEMBER = 25;
/** They spread over this many days before the seed runs. */
export const MESSAGE_SPAN_DAYS = 60;
