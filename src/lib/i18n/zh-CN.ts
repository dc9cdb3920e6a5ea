/**
 * Chinese texts (the default) the login page needs; the console's are in zh-CN-console.ts and load with the first
 * page after log-in. Texts the spec gives in Chinese are verbatim.
 */
export const zhCN = {
  app: {
    title: '印章及文件安全管控系统',
    /** The product's name by edition, as the header shows it. */
    name: { general: '印章及文件安全管控系统', security: '印章及文件安全管控系统（安全版）' },
    language: '语言',
    loading: '拼命加载中',
  },
  errors: {
    sessionExpired: '登录状态已过期，请重新登录',
    requestError: '请求错误',
    networkTimeout: '网络请求超时',
    loginInvalid: '登录失效，请重新登录',
    internal: '内部服务错误，请联系管理员',
    upgrading: '系统升级中，请稍后再试',
    userInfoFailed: '获取用户信息失败，请重新登录',
  },
  login: {
    welcome: '欢迎登录',
    servicePhone: '客服电话 {{phone}}',
    subtitle: '智能印章 · 电子印章 · 文件防伪一站式管控',
    tabPhone: '验证码登录',
    tabPassword: '账号密码登录',
    tabSystem: '系统管理登录',
    phone: '手机号码',
    phonePlaceholder: '请输入手机号码',
    code: '验证码',
    codePlaceholder: '请输入6位验证码',
    sendCode: '获取验证码',
    resendIn: '{{seconds}}秒后重新获取',
    codeSent: '验证码已发送',
    username: '用户名',
    usernamePlaceholder: '请输入用户名或手机号码',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
    submitting: '正在登录…',
    register: '还没有单位？注册单位',
    success: '登录成功',
    systemHint: '系统管理员使用用户名和密码登录',
  },
  routeError: {
    title: '页面出错了',
    message: '这个页面遇到了问题，没有显示出来。菜单和其他页面仍可使用。',
    back: '返回上一页',
    home: '返回首页',
    reload: '重新加载',
  },
  sysUnlock: {
    open: '账号被锁定？短信验证解锁',
    title: '解锁系统账号',
    hint: '密码错误次数过多被锁定时，可向账号登记的手机发送验证码立即解锁。',
    sent: '若该账号已被锁定，验证码已发送至其绑定手机',
    submit: '解锁',
    done: '账号已解锁，请使用密码登录',
    back: '返回登录',
  },
  roles: { '0': '超级管理员', '1': '管理员', '2': '印章保管人', '3': '单位成员' },
  common: { confirm: '确定', cancel: '取消', retry: '重试', none: '无' },
  /** The help documents, linked from the login page and the shell, and the chrome of their page. */
  help: { manual: '用户手册', faq: '常见问题', contents: '目录', search: '搜索帮助内容', toConsole: '进入控制台' },
};

export type CoreResources = typeof zhCN;
