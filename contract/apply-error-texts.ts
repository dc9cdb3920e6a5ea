import { defineErrorTexts } from './error-texts';

/** Refusals of file types and applications. Registered when imported (see contract/error-texts.ts). */
export const applyErrorTexts = defineErrorTexts({
  // file types and applications
  'e.fileTypeNameTaken': { 'zh-CN': '文件类型名称已存在', 'en-US': 'A file type of this name already exists' },
  'e.fileTypeInUse': {
    'zh-CN': '该文件类型正被{{0}}个审批模板使用，不能删除',
    'en-US': 'This file type is listed by {{0}} approval template(s) and cannot be deleted',
  },
  'e.fileTypeUnknown': {
    'zh-CN': '文件类型“{{0}}”不存在，请先在文件类型中添加',
    'en-US': 'The file type "{{0}}" does not exist; add it to the file types first',
  },
  'e.fileAttached': {
    'zh-CN': '该文件是用印申请的附件，不能删除',
    'en-US': 'This file is attached to an application and cannot be deleted',
  },
  'e.attachmentInvalid': {
    'zh-CN': '只能添加您本人上传的附件',
    'en-US': 'Only attachments you uploaded yourself can be added',
  },
  'e.applyServiceExpired': {
    'zh-CN': '该设备的服务已到期，不能申请用印',
    'en-US': "The device's service has expired; no application can be made for it",
  },
  'e.applyNoTemplate': {
    'zh-CN': '该设备没有适用于此文件类型的审批模板',
    'en-US': 'The device has no approval template for this file type',
  },
  'e.applyNoApprover': {
    'zh-CN': '审批模板中没有除您以外的审批人，无法提交',
    'en-US': 'The approval template names no approver other than you; the application cannot be submitted',
  },
  'e.applyApproverInactive': {
    'zh-CN': '审批人{{0}}已停用或已不在本单位，请联系管理员修改审批模板',
    'en-US': 'The approver {{0}} is disabled or no longer in the unit; ask an administrator to change the template',
  },
  'e.applyUseCountOverTemplate': {
    'zh-CN': '授权次数不能超过审批模板限制的{{0}}次',
    'en-US': 'The approval template allows at most {{0}} uses',
  },
  'e.applyStale': {
    'zh-CN': '该申请已被他人处理，请刷新后重试',
    'en-US': 'Someone else has handled this application; refresh and try again',
  },
  'e.applyNotCurrentApprover': {
    'zh-CN': '您不是该申请的当前审批人',
    'en-US': 'You are not the current approver of this application',
  },
  'e.applyAlreadyActed': { 'zh-CN': '您已审批过该申请', 'en-US': 'You have already acted on this application' },
  'e.applyCompleted': { 'zh-CN': '该申请已审批通过', 'en-US': 'This application has already been approved' },
  'e.applyRejected': { 'zh-CN': '该申请已被驳回', 'en-US': 'This application has been rejected' },
  'e.applyRevoked': { 'zh-CN': '该申请已被撤回', 'en-US': 'This application has been revoked' },
  'e.applyRejectReason': {
    'zh-CN': '驳回时请填写驳回原因（2-200个字符）',
    'en-US': 'A rejection needs a reason of 2-200 characters',
  },
  'e.applyRevokeApplicantOnly': {
    'zh-CN': '只有申请人可以撤回申请',
    'en-US': 'Only the applicant can revoke the application',
  },
  'e.applyRenotifyApplicantOnly': {
    'zh-CN': '只有申请人可以提醒审批人',
    'en-US': 'Only the applicant can remind the approver',
  },
  'e.applyRenotifyTooSoon': {
    'zh-CN': '提醒过于频繁，请{{0}}秒后再试',
    'en-US': 'You reminded the approver just now; try again in {{0}} s',
  },
  // batch approval
  'v.batchIdsRequired': { 'zh-CN': '请选择要审批的申请', 'en-US': 'Choose the applications to decide on' },
  'v.batchIdsMax': { 'zh-CN': '一次最多审批{{0}}个申请', 'en-US': 'At most {{0}} applications can be decided at once' },
  'v.batchIdsDistinct': { 'zh-CN': '申请不能重复', 'en-US': 'An application cannot appear twice' },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    apply: typeof applyErrorTexts;
  }
}
