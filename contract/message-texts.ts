import { fillText, type Catalogue, type Lang } from './error-texts';

/*
 * What the server writes into the message centre, in both languages: a message is stored with its Chinese and its
 * English text, rendered from one key and the same arguments. Chinese texts are verbatim what was stored before
 * English came. Apart from `messages` so the login page's bundle does not carry texts only the server renders.
 */
export const messageTexts = {
  // applications: {{0}} application number, {{1}} file type, {{2}} device, {{3}} applicant, {{4}} who acted,
  // {{5}} the next approver, {{6}} the reason of a rejection
  'm.apply.submitted.title': { 'zh-CN': '用印申请已提交', 'en-US': 'Seal-use application submitted' },
  'm.apply.submitted.content': {
    'zh-CN': '您的用印申请（{{0}}，{{1}}，{{2}}）已提交，等待{{5}}审批',
    'en-US': 'Your seal-use application ({{0}}, {{1}}, {{2}}) was submitted and waits for approval by {{5}}',
  },
  'm.apply.pending.title': { 'zh-CN': '用印申请待审批', 'en-US': 'Seal-use application to approve' },
  'm.apply.pending.content': {
    'zh-CN': '{{3}}提交的用印申请（{{0}}，{{1}}，{{2}}）等待您审批',
    'en-US': 'The seal-use application ({{0}}, {{1}}, {{2}}) submitted by {{3}} waits for your approval',
  },
  'm.apply.approved.title': { 'zh-CN': '用印申请审批进度', 'en-US': 'Seal-use application progress' },
  'm.apply.approved.content': {
    'zh-CN': '您的用印申请（{{0}}，{{1}}，{{2}}）已由{{4}}审批通过，等待{{5}}审批',
    'en-US': 'Your seal-use application ({{0}}, {{1}}, {{2}}) was approved by {{4}} and waits for approval by {{5}}',
  },
  'm.apply.completed.title': { 'zh-CN': '用印申请已通过', 'en-US': 'Seal-use application approved' },
  'm.apply.completed.content': {
    'zh-CN': '您的用印申请（{{0}}，{{1}}，{{2}}）已全部审批通过',
    'en-US': 'Your seal-use application ({{0}}, {{1}}, {{2}}) has been approved by every approver',
  },
  'm.apply.completed.approverContent': {
    'zh-CN': '您审批过的{{3}}的用印申请（{{0}}，{{1}}，{{2}}）已全部审批通过',
    'en-US':
      'The seal-use application of {{3}} ({{0}}, {{1}}, {{2}}) that you approved has been approved by every approver',
  },
  'm.apply.rejected.title': { 'zh-CN': '用印申请被驳回', 'en-US': 'Seal-use application rejected' },
  'm.apply.rejected.content': {
    'zh-CN': '您的用印申请（{{0}}，{{1}}，{{2}}）被{{4}}驳回，原因：{{6}}',
    'en-US': 'Your seal-use application ({{0}}, {{1}}, {{2}}) was rejected by {{4}}. Reason: {{6}}',
  },
  'm.apply.rejected.approverContent': {
    'zh-CN': '您审批过的{{3}}的用印申请（{{0}}，{{1}}，{{2}}）被{{4}}驳回，原因：{{6}}',
    'en-US':
      'The seal-use application of {{3}} ({{0}}, {{1}}, {{2}}) that you approved was rejected by {{4}}. Reason: {{6}}',
  },
  'm.apply.revoked.title': { 'zh-CN': '用印申请已撤回', 'en-US': 'Seal-use application revoked' },
  'm.apply.revoked.content': {
    'zh-CN': '您已撤回用印申请（{{0}}，{{1}}，{{2}}）',
    'en-US': 'You revoked your seal-use application ({{0}}, {{1}}, {{2}})',
  },
  'm.apply.revoked.approverContent': {
    'zh-CN': '{{3}}撤回了用印申请（{{0}}，{{1}}，{{2}}）',
    'en-US': '{{3}} revoked the seal-use application ({{0}}, {{1}}, {{2}})',
  },
  'm.apply.renotified.title': { 'zh-CN': '用印申请催办', 'en-US': 'Reminder: seal-use application to approve' },
  'm.apply.renotified.content': {
    'zh-CN': '{{3}}提醒您尽快审批用印申请（{{0}}，{{1}}，{{2}}）',
    'en-US': '{{3}} asks you to approve the seal-use application ({{0}}, {{1}}, {{2}}) soon',
  },

  // authorisations, to the authorised member: {{0}} authorisation number, {{1}} device, {{2}} uses, {{3}} last local day
  // complaints and advice: {{0}} the category, {{1}} the first words of the text, {{2}} who acted, {{3}} the reply
  'm.complaint.submitted.title': { 'zh-CN': '投诉建议已提交', 'en-US': 'Complaint or advice submitted' },
  'm.complaint.submitted.content': {
    'zh-CN': '您的投诉建议（{{0}}：{{1}}）已提交，平台将尽快处理',
    'en-US': 'Your complaint or advice ({{0}}: {{1}}) was submitted; the platform will handle it soon',
  },
  'm.complaint.assigned.title': { 'zh-CN': '投诉建议处理中', 'en-US': 'Complaint or advice in progress' },
  'm.complaint.assigned.content': {
    'zh-CN': '您的投诉建议（{{0}}：{{1}}）已由{{2}}受理',
    'en-US': 'Your complaint or advice ({{0}}: {{1}}) was taken on by {{2}}',
  },
  'm.complaint.replied.title': { 'zh-CN': '投诉建议已回复', 'en-US': 'Complaint or advice answered' },
  'm.complaint.replied.content': {
    'zh-CN': '您的投诉建议（{{0}}：{{1}}）已回复：{{3}}',
    'en-US': 'Your complaint or advice ({{0}}: {{1}}) was answered: {{3}}',
  },
  'm.complaint.resolved.title': { 'zh-CN': '投诉建议已解决', 'en-US': 'Complaint or advice resolved' },
  'm.complaint.resolved.content': {
    'zh-CN': '您的投诉建议（{{0}}：{{1}}）已处理完成',
    'en-US': 'Your complaint or advice ({{0}}: {{1}}) has been resolved',
  },
  'm.auth.granted.title': { 'zh-CN': '您获得了新的用印授权', 'en-US': 'You have a new seal-use authorisation' },
  'm.auth.userChanged.title': {
    'zh-CN': '您获得了转交的用印授权',
    'en-US': 'A seal-use authorisation was handed over to you',
  },
  'm.auth.closed.title': { 'zh-CN': '您的用印授权已被结束', 'en-US': 'Your seal-use authorisation was ended' },
  'm.auth.cancelled.title': { 'zh-CN': '您的用印授权已被撤销', 'en-US': 'Your seal-use authorisation was cancelled' },
  'm.auth.tmpFinished.title': {
    'zh-CN': '您的用印授权已被临时结束',
    'en-US': 'Your seal-use authorisation was ended for the time being',
  },
  'm.auth.reActivated.title': {
    'zh-CN': '您的用印授权已重新激活',
    'en-US': 'Your seal-use authorisation was activated again',
  },
  'm.auth.photographLocked.title': {
    'zh-CN': '您的用印授权已锁定拍照',
    'en-US': 'Photographs of your seal-use authorisation are locked',
  },
  'm.auth.photographUnlocked.title': {
    'zh-CN': '您的用印授权已解除拍照锁定',
    'en-US': 'Photographs of your seal-use authorisation are unlocked',
  },
  'm.auth.fenceLocked.title': {
    'zh-CN': '您的用印授权因在围栏外用印已被锁定',
    'en-US': 'Your seal-use authorisation is locked after a stamp outside its fence',
  },
  'm.auth.fenceUnlocked.title': {
    'zh-CN': '您的用印授权已解除围栏锁定',
    'en-US': 'Your seal-use authorisation is unlocked after its fence lock',
  },
  'm.auth.content': {
    'zh-CN': '授权编号 {{0}}，设备「{{1}}」，共 {{2}} 次，有效期至 {{3}}',
    'en-US': 'Authorisation {{0}}, device “{{1}}”, {{2}} use(s), valid until {{3}}',
  },
  // content sections: {{0}} the item's title
  'm.content.changed.title': { 'zh-CN': '报名内容有更新', 'en-US': 'An item you signed up for changed' },
  'm.content.changed.content': {
    'zh-CN': '您单位已报名的“{{0}}”内容有更新，请查看详情',
    'en-US': 'The item "{{0}}" your unit signed up for has been updated; please read it again',
  },
  'm.content.withdrawn.title': { 'zh-CN': '报名内容已撤回', 'en-US': 'An item you signed up for was withdrawn' },
  'm.content.withdrawn.content': {
    'zh-CN': '您单位已报名的“{{0}}”已被平台撤回，如有疑问请联系平台',
    'en-US':
      'The platform has withdrawn the item "{{0}}" your unit signed up for; contact the platform with any questions',
  },
  // the platform's reviews: {{0}} the unit, {{1}} the quota item, {{2}} the limit asked for, {{3}} the reason
  'm.cert.passed.title': { 'zh-CN': '单位认证已通过', 'en-US': 'Unit certification passed' },
  'm.cert.passed.content': {
    'zh-CN': '{{0}}的认证资料已审核通过',
    'en-US': 'The certification of {{0}} has been approved',
  },
  'm.cert.rejected.title': { 'zh-CN': '单位认证被驳回', 'en-US': 'Unit certification rejected' },
  'm.cert.rejected.content': {
    'zh-CN': '{{0}}的认证资料被驳回，原因：{{3}}。请修改后重新提交',
    'en-US': 'The certification of {{0}} was rejected. Reason: {{3}}. Please correct it and submit again',
  },
  // partner applications: {{0}} the unit, {{1}} the platform's remark
  'm.partner.passed.title': { 'zh-CN': '合作伙伴申请已通过', 'en-US': 'Partner application approved' },
  'm.partner.passed.content': {
    'zh-CN': '{{0}}的合作伙伴申请已审核通过，设备交付时间确定后将另行通知',
    'en-US': 'The partner application of {{0}} has been approved; the device delivery date follows',
  },
  'm.partner.rejected.title': { 'zh-CN': '合作伙伴申请被驳回', 'en-US': 'Partner application rejected' },
  'm.partner.rejected.content': {
    'zh-CN': '{{0}}的合作伙伴申请被驳回，原因：{{1}}。可修改后重新申请',
    'en-US': 'The partner application of {{0}} was rejected. Reason: {{1}}. You may correct it and apply again',
  },
  'm.partner.rejectedNoReason.content': {
    'zh-CN': '{{0}}的合作伙伴申请被驳回，可修改后重新申请',
    'en-US': 'The partner application of {{0}} was rejected. You may correct it and apply again',
  },
  // invoices: {{0}} request number, {{1}} amount in yuan, {{2}} the issuer's number or the reason of a rejection
  'm.invoice.issued.title': { 'zh-CN': '发票已开具', 'en-US': 'Invoice issued' },
  'm.invoice.issued.content': {
    'zh-CN': '您的开票申请{{0}}（{{1}}元）已开具，发票号码{{2}}，可在开票详情中下载',
    'en-US': 'Your invoice request {{0}} ({{1}} yuan) was issued as invoice {{2}}; download it from its detail page',
  },
  'm.invoice.rejected.title': { 'zh-CN': '开票申请被驳回', 'en-US': 'Invoice request rejected' },
  'm.invoice.rejected.content': {
    'zh-CN': '您的开票申请{{0}}（{{1}}元）被驳回，原因：{{2}}。订单可重新申请开票',
    'en-US': 'Your invoice request {{0}} ({{1}} yuan) was rejected. Reason: {{2}}. Its orders can be invoiced again',
  },
  // refunds: {{0}} order number, {{1}} amount in yuan, {{2}} the reason of a rejection
  'm.refund.done.title': { 'zh-CN': '退款已完成', 'en-US': 'Refund completed' },
  'm.refund.done.content': {
    'zh-CN': '订单{{0}}的退款申请（{{1}}元）已通过，款项已原路退回',
    'en-US': 'The refund of {{1}} yuan on order {{0}} was approved and paid back the way it came',
  },
  'm.refund.rejected.title': { 'zh-CN': '退款申请被驳回', 'en-US': 'Refund request rejected' },
  'm.refund.rejected.content': {
    'zh-CN': '订单{{0}}的退款申请（{{1}}元）被驳回，原因：{{2}}',
    'en-US': 'The refund of {{1}} yuan on order {{0}} was rejected. Reason: {{2}}',
  },
  'm.transfer.confirmed.title': { 'zh-CN': '对公转账已确认', 'en-US': 'Bank transfer confirmed' },
  'm.transfer.confirmed.content': {
    'zh-CN': '订单{{0}}的对公转账（{{1}}元）已到账确认，订单已支付',
    'en-US': 'The bank transfer of {{1}} yuan for order {{0}} was confirmed; the order is paid',
  },
  'm.transfer.rejected.title': { 'zh-CN': '转账回单审核未通过', 'en-US': 'Transfer receipt not accepted' },
  'm.transfer.rejected.content': {
    'zh-CN': '订单{{0}}的转账回单审核未通过，原因：{{1}}。请核对后重新上传',
    'en-US': 'The transfer receipt for order {{0}} was not accepted. Reason: {{1}}. Check it and upload again',
  },
  'm.refund.failed.title': { 'zh-CN': '退款未成功', 'en-US': 'Refund failed' },
  'm.refund.failed.content': {
    'zh-CN': '订单{{0}}的退款（{{1}}元）被支付渠道拒绝，订单恢复为已支付，可重新申请',
    'en-US':
      'The payment channel refused the refund of {{1}} yuan on order {{0}}; the order is paid again and a refund may be asked for anew',
  },
  // orders: {{0}} order number, {{1}} amount in yuan
  'm.order.paid.title': { 'zh-CN': '订单已支付', 'en-US': 'Order paid' },
  // auto-renewal: {{0}} order number, {{1}} amount in yuan, {{2}} the product, {{3}} the day its period ends
  'm.order.renewal.title': { 'zh-CN': '续费订单待支付', 'en-US': 'Renewal order to pay' },
  'm.order.renewal.content': {
    'zh-CN': '{{2}}将于{{3}}到期，已按自动续费生成续费订单{{0}}（{{1}}元），请在到期前支付',
    'en-US': '{{2}} ends on {{3}}; auto-renewal placed order {{0}} ({{1}} yuan). Pay it before then',
  },
  'm.order.paid.content': {
    'zh-CN': '订单{{0}}已支付{{1}}元，所购服务已开通',
    'en-US': 'Order {{0}} is paid ({{1}} yuan); what it bought is now in service',
  },
  // invoice red reversal: {{0}} request number, {{1}} amount in yuan, {{2}} the red invoice's number, {{3}} the reason
  'm.invoice.reversed.title': { 'zh-CN': '发票已红冲', 'en-US': 'Invoice reversed' },
  'm.invoice.reversed.content': {
    'zh-CN': '您的发票{{0}}（{{1}}元）已由平台红冲，红字发票号码{{2}}，原因：{{3}}。订单可重新申请开票',
    'en-US':
      'Your invoice {{0}} ({{1}} yuan) was reversed by the platform with red invoice {{2}}. Reason: {{3}}. Its orders can be invoiced again',
  },
  'm.quota.passed.title': { 'zh-CN': '配额申请已通过', 'en-US': 'Quota application approved' },
  'm.quota.passed.content': {
    'zh-CN': '{{0}}的配额申请（{{1}}：{{2}}）已审核通过，新上限已生效',
    'en-US': 'The quota application of {{0}} ({{1}}: {{2}}) was approved; the new limit applies now',
  },
  'm.quota.rejected.title': { 'zh-CN': '配额申请被驳回', 'en-US': 'Quota application rejected' },
  'm.quota.rejected.content': {
    'zh-CN': '{{0}}的配额申请（{{1}}：{{2}}）被驳回，原因：{{3}}',
    'en-US': 'The quota application of {{0}} ({{1}}: {{2}}) was rejected. Reason: {{3}}',
  },
  'm.quota.item.bindableSeals': { 'zh-CN': '可绑定印章', 'en-US': 'bindable seals' },
  'm.quota.item.maxSingleAuthUses': { 'zh-CN': '单次授权最大次数', 'en-US': 'uses per authorisation' },
  'm.quota.item.maxTemplatesPerDevice': { 'zh-CN': '单设备审批模板', 'en-US': 'approval templates per device' },
  'm.quota.item.usersPerUnit': { 'zh-CN': '单位用户数', 'en-US': 'users per unit' },
  'm.quota.item.departmentsPerUnit': { 'zh-CN': '单位部门数', 'en-US': 'departments per unit' },
  'm.quota.item.maxUnitsPerUser': { 'zh-CN': '单用户可加入单位', 'en-US': 'units per person' },
  'm.quota.item.freeStorageMb': { 'zh-CN': '免费存储空间', 'en-US': 'free storage (MB)' },
  'm.quota.item.freeSmsReminders': { 'zh-CN': '免费短信提醒', 'en-US': 'free SMS reminders' },
  // the anomaly centre: {{0}} device, {{1}} person (or —), {{2}} local time; one content per rule
  'm.anomaly.title': { 'zh-CN': '异常用印告警', 'en-US': 'Anomaly alert' },
  'm.anomaly.afterHours': {
    'zh-CN': '「{{0}}」于{{2}}发生非工作时间用印（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: a stamp outside working hours ({{1}}); please handle it',
  },
  'm.anomaly.privileged': {
    'zh-CN': '「{{0}}」于{{2}}发生特权盖章（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: a privileged stamp ({{1}}); please handle it',
  },
  'm.anomaly.offline': {
    'zh-CN': '「{{0}}」于{{2}}发生离线盖章（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: an offline stamp ({{1}}); please handle it',
  },
  'm.anomaly.noPhoto': {
    'zh-CN': '「{{0}}」于{{2}}发生用印无照片（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: a stamp without a photo ({{1}}); please handle it',
  },
  'm.anomaly.lost': {
    'zh-CN': '「{{0}}」于{{2}}发生挂失设备用印（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: a stamp by a device reported lost ({{1}}); please handle it',
  },
  'm.anomaly.frequency': {
    'zh-CN': '「{{0}}」于{{2}}发生用印频率异常（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: unusually frequent stamps ({{1}}); please handle it',
  },
  'm.anomaly.outsideFence': {
    'zh-CN': '「{{0}}」于{{2}}在授权围栏外用印（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: a stamp outside the authorisation’s fence ({{1}}); please handle it',
  },
  'm.anomaly.fenceNoLocation': {
    'zh-CN': '「{{0}}」于{{2}}在有围栏的授权下用印但未上报位置（{{1}}），请及时处理',
    'en-US': '“{{0}}” at {{2}}: a stamp under a fenced authorisation without a location ({{1}}); please handle it',
  },
} satisfies Catalogue;

export type MessageTextKey = keyof typeof messageTexts;

/** One text of the message centre in one language, its {{i}} filled from args. */
export function messageTextOf(key: MessageTextKey, lang: Lang, args: ReadonlyArray<string | number> = []): string {
  return fillText(messageTexts[key][lang], args);
}
