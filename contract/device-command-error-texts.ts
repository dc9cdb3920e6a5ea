import { defineErrorTexts } from './error-texts';

/** Device parameters (their rules, spec section 5) and commands. Registered when imported (see contract/error-texts.ts). */
export const deviceCommandErrorTexts = defineErrorTexts({
  'v.backlight': { 'zh-CN': '背光时长为1-180秒的整数', 'en-US': 'Backlight time is a whole number of 1-180 seconds' },
  'v.shutdown': {
    'zh-CN': '自动关机时长为1-30分钟的整数（最长30分钟）',
    'en-US': 'Automatic shutdown is a whole number of 1-30 minutes (30 at most)',
  },
  'v.volume': { 'zh-CN': '音量为0-{{0}}的整数', 'en-US': 'Volume is a whole number of 0-{{0}}' },
  'v.numeric': {
    'zh-CN': '请输入9-32位数字，不含小数点',
    'en-US': 'Enter 9-32 digits without a decimal point',
  },
  'e.settingsUnsupported': {
    'zh-CN': '该设备型号不支持此参数设置',
    'en-US': "The device's model does not offer this setting",
  },
  'e.settingsEmpty': { 'zh-CN': '请至少修改一项参数', 'en-US': 'Change at least one setting' },
  'e.commandOpen': {
    'zh-CN': '该设备已有一条同类指令等待执行，请等设备执行或指令过期后再试',
    'en-US': 'A command of this kind already waits for the device; try again once it is done or expired',
  },
  'e.remoteLockUnsupported': {
    'zh-CN': '该设备不支持远程锁定',
    'en-US': 'The device does not support remote locking',
  },
  'e.deviceLocked': { 'zh-CN': '设备已挂失锁定', 'en-US': 'The device is already reported lost and locked' },
  'e.deviceNotLocked': { 'zh-CN': '设备未锁定，无需解锁', 'en-US': 'The device is not locked' },
  'e.trialWhileLocked': {
    'zh-CN': '设备已挂失锁定，不能试盖章',
    'en-US': 'The device is reported lost and locked: it cannot make a trial stamp',
  },
  'e.commandClosed': {
    'zh-CN': '该指令已结束，不能再次确认',
    'en-US': 'This command has ended and cannot be acknowledged again',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    deviceCommand: typeof deviceCommandErrorTexts;
  }
}
