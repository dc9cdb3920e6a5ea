import { defineErrorTexts } from './error-texts';

/** Refusals of authorisations and use records. Registered when imported (see contract/error-texts.ts). */
export const authorizationErrorTexts = defineErrorTexts({
  // authorisations and use records
  'e.authDeviceBusy': {
    'zh-CN': '该设备已有未结束的授权，请先结束后再授权',
    'en-US': 'This device already has an open authorisation; end it first',
  },
  'e.authUserInvalid': {
    'zh-CN': '被授权人必须是本单位的在用成员',
    'en-US': 'The authorised person must be an active member of the unit',
  },
  'e.authValidToPast': {
    'zh-CN': '授权截止时间必须晚于开始时间和当前时间',
    'en-US': 'The end of the validity must be after its start and in the future',
  },
  'e.authValidityTooLong': {
    'zh-CN': '授权有效期不能超过{{0}}天',
    'en-US': 'An authorisation can be valid for at most {{0}} days',
  },
  'e.authNotYours': {
    'zh-CN': '只有被授权人或有结束授权权限的人员可以执行此操作',
    'en-US': 'Only the authorised member, or staff allowed to end authorisations, can do this',
  },
  'e.authOnlyMember': {
    'zh-CN': '只有被授权人本人可以激活授权',
    'en-US': 'Only the authorised member can activate it',
  },
  'e.authNotActivatable': {
    'zh-CN': '只有未激活的授权可以激活',
    'en-US': 'Only an authorisation that has not been activated can be activated',
  },
  'e.authNotStarted': {
    'zh-CN': '授权尚未到开始时间',
    'en-US': 'The validity period has not started yet',
  },
  'e.authExpired': { 'zh-CN': '授权已过期', 'en-US': 'The authorisation has expired' },
  'e.authEnded': { 'zh-CN': '授权已结束', 'en-US': 'The authorisation has ended' },
  'e.authNotPausable': {
    'zh-CN': '只有已激活的授权可以临时结束',
    'en-US': 'Only an activated authorisation can be paused',
  },
  'e.authNotResumable': {
    'zh-CN': '只有临时结束的授权可以重新激活',
    'en-US': 'Only a temporarily ended authorisation can be resumed',
  },
  'e.authNotCancellable': {
    'zh-CN': '授权已激活，不能撤销，请结束授权',
    'en-US': 'The authorisation was activated; close it instead of cancelling',
  },
  'e.authNotAuditable': {
    'zh-CN': '只有已结束或已过期的授权可以审核',
    'en-US': 'Only an ended or expired authorisation can be reviewed',
  },
  'e.authReviewed': { 'zh-CN': '授权已审核完成', 'en-US': 'The authorisation has already been reviewed' },
  'e.authUsed': {
    'zh-CN': '授权已有用印记录，不能更换被授权人',
    'en-US': 'The authorisation has been used; its member cannot change',
  },
  'e.authSameUser': { 'zh-CN': '该成员已是被授权人', 'en-US': 'This member already holds the authorisation' },
  'e.authFingerprint': {
    'zh-CN': '该设备需要指纹验证，请先录入指纹',
    'en-US': 'This device needs a fingerprint: enrol yours first',
  },
  'e.authNoPhotoAbility': {
    'zh-CN': '该设备不支持拍照',
    'en-US': 'This device cannot take photos',
  },
  'e.authPhotoLocked': { 'zh-CN': '拍照已锁定', 'en-US': 'Photographs are already locked' },
  'e.authPhotoUnlocked': { 'zh-CN': '拍照未锁定', 'en-US': 'Photographs are not locked' },
  'e.authStale': {
    'zh-CN': '授权已被他人修改，请刷新后重试',
    'en-US': 'Someone else changed the authorisation; reload and try again',
  },
  'e.applyNotCompleted': {
    'zh-CN': '只有审批通过的申请可以授权',
    'en-US': 'Only an approved application can be authorised',
  },
  'e.applyAuthorized': {
    'zh-CN': '该申请已授权',
    'en-US': 'This application has already been authorised',
  },
  'e.exportOrdersUnavailable': {
    'zh-CN': '订单导出需要费用中心，目前尚无订单可导出',
    'en-US': 'Order exports need the cost center, which is not available yet: there are no orders to export',
  },
  'e.deviceTokenInvalid': {
    'zh-CN': '设备编号或设备令牌无效',
    'en-US': 'The device id or device token is invalid',
  },
  'e.useNoAuthorization': {
    'zh-CN': '设备没有已激活的授权，不能联网用印',
    'en-US': 'The device has no activated authorisation for a networked use',
  },
  'e.usePaused': {
    'zh-CN': '授权已临时结束，设备已锁定',
    'en-US': 'The authorisation is temporarily ended; the device is locked',
  },
  'e.useNotActivated': {
    'zh-CN': '授权尚未激活，请被授权人先激活',
    'en-US': 'The authorisation has not been activated yet',
  },
  'e.photoLocked': {
    'zh-CN': '该授权已锁定拍照',
    'en-US': 'Photographs are locked for this authorisation',
  },
  'e.phonePhotoNoAuth': {
    'zh-CN': '只能为自己未结束的授权上传照片',
    'en-US': 'Photos can only be added to your own open authorisation',
  },
  'e.photoType': { 'zh-CN': '仅支持JPG、PNG图片', 'en-US': 'Only JPG and PNG images are accepted' },
  'e.approverNoPermission': {
    'zh-CN': '审批人必须具有审批权限：{{0}}没有审批权限',
    'en-US': 'Every approver must hold the approval permission: {{0}} does not',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    authorization: typeof authorizationErrorTexts;
  }
}
