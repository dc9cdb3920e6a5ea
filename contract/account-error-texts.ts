import { defineErrorTexts } from './error-texts';

/** Refusals of the request protocol, of accounts and codes, and of menus. Registered when imported (see contract/error-texts.ts). */
export const accountErrorTexts = defineErrorTexts({
  // request protocol
  'e.signMissing': { 'zh-CN': '请求缺少签名', 'en-US': 'The request is not signed' },
  'e.signInvalid': { 'zh-CN': '请求签名校验失败', 'en-US': 'The request signature is invalid' },
  'e.signStale': {
    'zh-CN': '请求时间戳无效或与服务器时间相差超过5分钟',
    'en-US': 'The request timestamp is missing or more than 5 minutes off the server clock',
  },
  'e.signReplayed': { 'zh-CN': '重复的请求已被拒绝', 'en-US': 'A replayed request was refused' },
  'e.signVersion': {
    'zh-CN': '客户端签名方式已过期，请刷新页面或升级客户端后重试',
    'en-US': 'This client signs requests in an outdated form; reload the page or update the client and try again',
  },
  'e.noSession': { 'zh-CN': '未登录或登录已失效', 'en-US': 'Not logged in' },
  'e.sessionExpired': { 'zh-CN': '登录已过期', 'en-US': 'The session has expired' },
  'e.sessionRevoked': { 'zh-CN': '登录已在别处退出或账号已停用', 'en-US': 'The session was revoked' },
  'e.unitRequired': { 'zh-CN': '请先选择单位', 'en-US': 'Please choose a unit first' },
  'e.forbidden': { 'zh-CN': '没有执行此操作的权限', 'en-US': 'You are not allowed to do this' },
  'e.notFound': { 'zh-CN': '请求的资源不存在', 'en-US': 'The requested resource does not exist' },
  'e.internal': { 'zh-CN': '服务器内部错误', 'en-US': 'Internal server error' },
  'e.tooLarge': { 'zh-CN': '请求内容过大', 'en-US': 'The request is too large' },

  // accounts and codes
  'e.smsTooSoon': {
    'zh-CN': '验证码发送过于频繁，请{{0}}秒后再试',
    'en-US': 'Codes are sent too often, try again in {{0}} s',
  },
  'e.smsCapReached': {
    'zh-CN': '验证码发送次数已达上限，请稍后再试',
    'en-US': 'Too many codes were requested, try again later',
  },
  'e.codeWrong': { 'zh-CN': '验证码错误', 'en-US': 'Wrong verification code' },
  'e.codeExpired': {
    'zh-CN': '验证码已失效，请重新获取',
    'en-US': 'The verification code is no longer valid, request a new one',
  },
  'e.noAccount': {
    'zh-CN': '该手机号尚未加入任何单位，请先注册单位',
    'en-US': 'This phone number belongs to no unit yet; register a unit first',
  },
  'e.badCredentials': { 'zh-CN': '用户名或密码错误', 'en-US': 'Wrong user name or password' },
  'e.accountLocked': {
    'zh-CN': '密码错误次数过多，账号已锁定，请{{0}}分钟后再试',
    'en-US': 'Too many wrong passwords; the account is locked for {{0}} minutes',
  },
  'e.unlockCodeInvalid': {
    'zh-CN': '验证码错误或已失效，请重新获取',
    'en-US': 'The verification code is wrong or no longer valid; request a new one',
  },
  'e.loginThrottled': {
    'zh-CN': '登录失败次数过多，请{{0}}分钟后再试',
    'en-US': 'Too many failed log-ins from this address; try again in {{0}} minutes',
  },
  'e.accountDisabled': { 'zh-CN': '账号已停用，请联系管理员', 'en-US': 'The account is disabled' },
  'e.notMember': { 'zh-CN': '您不是该单位的成员', 'en-US': 'You are not a member of this unit' },
  'e.unitDisabled': { 'zh-CN': '该单位已停用', 'en-US': 'This unit is disabled' },
  'e.unitCreateDisabled': {
    'zh-CN': '当前版本不支持创建单位',
    'en-US': 'This edition does not allow creating units',
  },
  'e.unitNameTaken': { 'zh-CN': '单位名称已存在', 'en-US': 'A unit with this name already exists' },
  'e.creditCodeTaken': {
    'zh-CN': '该统一社会信用代码已被其他单位使用',
    'en-US': 'Another unit already uses this unified social credit code',
  },
  'e.phoneOrSession': {
    'zh-CN': '请登录，或填写手机号码和验证码',
    'en-US': 'Log in, or give a phone number and verification code',
  },

  // menus
  'e.systemUnknown': { 'zh-CN': '所属系统不存在', 'en-US': 'The system does not exist' },
  'e.menuParentUnknown': { 'zh-CN': '上级菜单不存在', 'en-US': 'The parent menu does not exist' },
  'e.menuParentInvalid': {
    'zh-CN': '上级菜单无效：不能是按钮、其他系统的菜单、自身或其下级菜单',
    'en-US': 'Invalid parent: it cannot be a button, a menu of another system, the entry itself or an entry below it',
  },
  'e.menuButtonCode': { 'zh-CN': '按钮必须填写权限标识', 'en-US': 'A button needs a permission code' },
  'e.menuHasChildren': {
    'zh-CN': '该菜单下还有子菜单或按钮，请先删除它们',
    'en-US': 'This menu still has entries below it; delete them first',
  },
  'e.menuChildrenLocked': {
    'zh-CN': '该菜单下还有子菜单或按钮，不能改为按钮或移到其他系统',
    'en-US': 'A menu with entries below it cannot become a button or move to another system',
  },
  'e.roleGrantUnknown': {
    'zh-CN': '所选菜单或按钮不存在，请刷新后重试',
    'en-US': 'A chosen menu or button does not exist; reload and try again',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    account: typeof accountErrorTexts;
  }
}
