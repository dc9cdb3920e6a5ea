import type { Lang } from '../../../../contract';

/** A feature a unit can switch on or off (功能配置, /unit/companyset). */
export interface ConfigFeature {
  key: string;
  name: Record<Lang, string>;
  description: Record<Lang, string>;
  /** Whether it is on for a unit that never switched it. */
  enabled: boolean;
}

/**
 * The configurable features as data: the console lists them, the session keeps the enabled keys (spec section 6:
 * "company feature configs are kept in session and checked by substring"), later issues read them.
 */
export const configCatalogue: readonly ConfigFeature[] = [
  {
    key: 'photo-required',
    name: { 'zh-CN': '盖章拍照', 'en-US': 'Photo on stamping' },
    description: {
      'zh-CN': '盖章时设备自动拍摄用印文件并上传，作为用印记录的凭证',
      'en-US': 'The device photographs the document at every stamp and uploads it with the use record',
    },
    enabled: true,
  },
  {
    key: 'fingerprint',
    name: { 'zh-CN': '指纹验证', 'en-US': 'Fingerprint check' },
    description: {
      'zh-CN': '盖章前须在设备上验证被授权人的指纹',
      'en-US': "The authorised user's fingerprint is checked on the device before stamping",
    },
    enabled: false,
  },
  {
    key: 'offline-stamping',
    name: { 'zh-CN': '离线盖章', 'en-US': 'Offline stamping' },
    description: {
      'zh-CN': '设备离线时允许按已下发的授权盖章，联网后补传记录',
      'en-US': 'Devices may stamp with their authorisations while offline and upload the records later',
    },
    enabled: false,
  },
  {
    key: 'approval-reminder',
    name: { 'zh-CN': '审批短信提醒', 'en-US': 'SMS approval reminders' },
    description: {
      'zh-CN': '有待审批的用印申请时，以短信提醒审批人（计入短信提醒额度）',
      'en-US': 'Approvers get an SMS when a seal-use application waits for them (counts against the SMS quota)',
    },
    enabled: true,
  },
  {
    key: 'watermark',
    name: { 'zh-CN': '文件水印', 'en-US': 'File watermark' },
    description: {
      'zh-CN': '预览和下载用印文件时加上单位名称与查看人水印',
      'en-US': "Previews and downloads of stamped documents carry the unit's and the viewer's watermark",
    },
    enabled: false,
  },
  {
    key: 'face-recognition',
    name: { 'zh-CN': '人脸识别', 'en-US': 'Face recognition' },
    description: {
      'zh-CN': '激活授权时核验被授权人的人脸',
      'en-US': "The authorised user's face is checked when an authorisation is activated",
    },
    enabled: false,
  },
  {
    key: 'apply-attachment-required',
    name: { 'zh-CN': '申请须附文件', 'en-US': 'Applications need a document' },
    description: {
      'zh-CN': '提交用印申请时必须上传待盖章文件',
      'en-US': 'A seal-use application can only be submitted with the document to stamp',
    },
    enabled: false,
  },
  {
    key: 'remote-lock',
    name: { 'zh-CN': '远程锁定', 'en-US': 'Remote lock' },
    description: {
      'zh-CN': '管理员可远程锁定丢失或异常的设备',
      'en-US': 'Administrators can lock a lost or misbehaving device remotely',
    },
    enabled: true,
  },
];

export function featureOf(key: string): ConfigFeature | undefined {
  return configCatalogue.find((f) => f.key === key);
}
