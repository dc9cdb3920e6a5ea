import { defineErrorTexts } from './error-texts';

/** Refusals of units, their organisation and roles, and of quota management and reviews (system side). Registered when imported (see contract/error-texts.ts). */
export const unitErrorTexts = defineErrorTexts({
  // units, organisation, roles
  'e.industryUnknown': {
    'zh-CN': '所属行业不存在，请重新选择',
    'en-US': 'This industry does not exist; please choose again',
  },
  'e.unitNotEmpty': {
    'zh-CN': '该下级单位还有成员、设备或下级单位，不能删除',
    'en-US': 'This subsidiary still has members, devices or subsidiaries of its own; it cannot be deleted',
  },
  'e.certReviewing': {
    'zh-CN': '认证资料正在审核中，请耐心等待',
    'en-US': 'The certification is under review',
  },
  'e.certCertified': { 'zh-CN': '单位已通过认证，无需重复提交', 'en-US': 'The unit is already certified' },
  'e.ocrNotConfigured': {
    'zh-CN': '未配置营业执照识别服务，请手动填写',
    'en-US': 'Business licence recognition (OCR) is not configured; please fill in the fields',
  },
  'e.ocrUnreadable': {
    'zh-CN': '无法读取该文件，请上传清晰的营业执照图片（JPG/PNG）或PDF，或手动填写',
    'en-US':
      'This file cannot be read; upload a clear image (JPG/PNG) or PDF of the business licence, or fill in the fields',
  },
  'e.ocrImageTooLarge': {
    'zh-CN': '图片像素过大（超过{{0}}百万像素），请缩小后重新上传',
    'en-US': 'The image is too large (over {{0}} megapixels); please scale it down and upload it again',
  },
  'e.ocrNoLicence': {
    'zh-CN': '未识别到营业执照内容，请上传完整、端正的营业执照照片，或手动填写',
    'en-US':
      'No business licence was found in this file; upload a complete, upright photo of it, or fill in the fields',
  },
  'e.ocrTimeout': {
    'zh-CN': '识别超时，请稍后重试或手动填写',
    'en-US': 'Recognition took too long; try again later or fill in the fields',
  },
  'e.configUnknown': { 'zh-CN': '配置项不存在：{{0}}', 'en-US': 'Unknown configuration item: {{0}}' },
  'e.partnerOpen': {
    'zh-CN': '已有正在审核的合作伙伴申请，请等待审核结果',
    'en-US': 'A partner application of this unit is already under review',
  },
  'e.partnerPassed': {
    'zh-CN': '单位已是合作伙伴，无需重复申请',
    'en-US': 'The unit is already a partner',
  },
  'e.partnerReviewed': { 'zh-CN': '该申请已审核', 'en-US': 'This application has already been reviewed' },
  'e.partnerNotPassed': {
    'zh-CN': '只有审核通过的申请可以设置发货时间',
    'en-US': 'Only a passed application can get a delivery time',
  },
  'e.departmentNameTaken': {
    'zh-CN': '同一上级部门下已有同名部门',
    'en-US': 'A department of this name already exists under the same parent',
  },
  'e.departmentCycle': {
    'zh-CN': '不能把部门移动到它自身或它的下级部门之下',
    'en-US': 'A department cannot move under itself or one of its sub-departments',
  },
  'e.departmentHasChildren': {
    'zh-CN': '该部门下还有子部门，请先删除或移走子部门',
    'en-US': 'This department still has sub-departments; delete or move them first',
  },
  'e.departmentHasMembers': {
    'zh-CN': '该部门下还有成员，请先将成员移出该部门',
    'en-US': 'This department still has members; move them out first',
  },
  'e.memberExists': {
    'zh-CN': '该手机号已是本单位成员',
    'en-US': 'This phone number already belongs to a member of this unit',
  },
  'e.invitationPending': {
    'zh-CN': '已向该手机号发出邀请，可在待接受的邀请中重新发送',
    'en-US': 'This phone number has already been invited; you can resend the invitation from the pending list',
  },
  'e.invitationExpired': {
    'zh-CN': '邀请已过期，请联系单位管理员重新发送',
    'en-US': 'The invitation has expired; ask the unit administrator to send it again',
  },
  'e.chiefLocked': {
    'zh-CN': '不能在此修改或停用超级管理员，请通过“设为超级管理员”转交',
    'en-US': 'The chief administrator cannot be changed or disabled here; hand the role over instead',
  },
  'e.selfRoleLocked': {
    'zh-CN': '不能修改自己的角色或停用自己',
    'en-US': 'You cannot change your own role or disable yourself',
  },
  'e.adminOnlyByChief': {
    'zh-CN': '只有超级管理员可以任免、修改或停用管理员',
    'en-US': 'Only the chief administrator can appoint, change or disable administrators',
  },
  'e.chiefOnly': {
    'zh-CN': '只有当前超级管理员可以转交超级管理员',
    'en-US': 'Only the current chief administrator can hand the role over',
  },
  'e.chiefTargetInvalid': {
    'zh-CN': '请选择本单位其他未停用的成员',
    'en-US': 'Choose another active member of this unit',
  },
  'e.quotaBindableSeals': {
    'zh-CN': '单位可绑定印章数已达上限（{{0}}个）',
    'en-US': 'The unit has reached its limit of bindable seals ({{0}})',
  },
  'e.quotaMaxSingleAuthUses': {
    'zh-CN': '单次授权次数不能超过{{0}}次',
    'en-US': 'One authorisation allows at most {{0}} uses',
  },
  'e.quotaMaxTemplatesPerDevice': {
    'zh-CN': '每台设备的审批模板数已达上限（{{0}}条）',
    'en-US': 'The device has reached its limit of approval templates ({{0}})',
  },
  'e.quotaUsers': {
    'zh-CN': '单位成员数已达上限（{{0}}人）',
    'en-US': 'The unit has reached its limit of members ({{0}})',
  },
  'e.quotaDepartments': {
    'zh-CN': '单位部门数已达上限（{{0}}个）',
    'en-US': 'The unit has reached its limit of departments ({{0}})',
  },
  'e.quotaUnits': {
    'zh-CN': '该用户加入的单位数已达上限（{{0}}个）',
    'en-US': 'This user has reached the limit of units one may belong to ({{0}})',
  },
  'e.quotaStorage': {
    'zh-CN': '单位存储空间已达上限（{{0}}M）',
    'en-US': 'The unit has used up its storage ({{0}} MB)',
  },
  'e.quotaSms': {
    'zh-CN': '单位短信提醒次数已达上限（{{0}}次）',
    'en-US': 'The unit has used up its SMS reminders ({{0}})',
  },
  // quota management and reviews (system side)
  'v.quotaLimit': { 'zh-CN': '请输入0到1000000之间的整数', 'en-US': 'Enter a whole number from 0 to 1000000' },
  'e.quotaBelowUsed': {
    'zh-CN': '上限不能低于该单位已使用的数量（{{0}}）',
    'en-US': 'The limit cannot be lower than what the unit already uses ({{0}})',
  },
  'e.quotaApplyNotMore': {
    'zh-CN': '申请的上限须高于当前上限（{{0}}）',
    'en-US': 'Ask for more than the current limit ({{0}})',
  },
  'e.quotaApplyOpen': {
    'zh-CN': '该配额已有审核中的申请，请耐心等待',
    'en-US': 'An application for this quota is already under review',
  },
  'e.reviewed': { 'zh-CN': '该申请已审核', 'en-US': 'This application has already been reviewed' },
  'e.rejectReasonRequired': { 'zh-CN': '请填写驳回原因', 'en-US': 'Please give the reason for the rejection' },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    unit: typeof unitErrorTexts;
  }
}
