import { defineErrorTexts } from './error-texts';

/** Refusals of devices. Registered when imported (see contract/error-texts.ts). */
export const deviceErrorTexts = defineErrorTexts({
  // devices
  'e.deviceBound': {
    'zh-CN': '该设备已被绑定，请先解绑后再绑定',
    'en-US': 'This device is already bound; unbind it first',
  },
  'e.connectUnsupported': {
    'zh-CN': '该设备不支持此连接方式',
    'en-US': 'The device hardware does not support this connection',
  },
  'e.keeperInvalid': {
    'zh-CN': '印章保管人必须是本单位的在用成员',
    'en-US': 'The keeper must be an active member of the unit',
  },
  'e.approverInvalid': {
    'zh-CN': '审批人必须是本单位的在用成员',
    'en-US': 'Every approver must be an active member of the unit',
  },
  'e.deviceUnbindOpenApplications': {
    'zh-CN': '该设备还有{{0}}条待审批或审批中的用印申请，请在审批结束或申请撤回后再解绑',
    'en-US':
      'The device still has {{0}} application(s) waiting for or under approval; unbind it once they are decided or revoked',
  },
  'e.deviceUnbindOpenAuthorization': {
    'zh-CN': '该设备还有未结束的用印授权（授权编号{{0}}），请先结束授权后再解绑',
    'en-US': 'The device still has an open authorisation (number {{0}}); end it before unbinding the device',
  },
  'e.templateFileTypeOverlap': {
    'zh-CN': '文件类型“{{0}}”已在该设备的审批模板“{{1}}”中，同一设备的审批模板不能包含相同的文件类型',
    'en-US':
      'The file type "{{0}}" is already in the device\'s approval template "{{1}}"; templates of one device cannot share a file type',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    device: typeof deviceErrorTexts;
  }
}
