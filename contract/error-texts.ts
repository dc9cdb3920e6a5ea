/**
 * Messages that both sides show: validation rules (spec section 5) and the server's business refusals. Chinese texts
 * of the spec are verbatim. A message reference is `key` or `key|arg0|arg1` (filling {{0}} and {{1}}), so a zod message can carry its limits.
 */
import { anomalyErrorTexts } from './anomaly-error-texts';
import { costErrorTexts } from './cost-error-texts';
import { compareErrorTexts } from './compare-error-texts';
import { invoiceErrorTexts } from './invoice-error-texts';
import { deviceErrorTexts } from './device-error-texts';
import { displayErrorTexts } from './display-error-texts';

export type Lang = 'zh-CN' | 'en-US';

export type Catalogue = Record<string, { 'zh-CN': string; 'en-US': string }>;

export const errorTexts = {
  // validation (spec section 5)
  'v.required': { 'zh-CN': '输入框不能为空', 'en-US': 'This field cannot be empty' },
  'v.lengthRange': { 'zh-CN': '长度范围为{{0}}-{{1}}', 'en-US': 'Length must be {{0}}-{{1}} characters' },
  'v.maxLength': { 'zh-CN': '长度不超过{{0}}个字符', 'en-US': 'At most {{0}} characters' },
  'v.inputTooLong': { 'zh-CN': '输入内容不能超过{{0}}个字符', 'en-US': 'Input cannot exceed {{0}} characters' },
  'v.creditCode': { 'zh-CN': '统一社会信用代码格式错误', 'en-US': 'Invalid unified social credit code' },
  'v.alphanumeric': {
    'zh-CN': '请输入正确格式（数字/字母/数字和字母组合）',
    'en-US': 'Use digits, letters or a combination of both',
  },
  'v.mobile': { 'zh-CN': '请输入正确的电话号码', 'en-US': 'Please enter a valid phone number' },
  'v.email': { 'zh-CN': '请输入正确的邮箱地址', 'en-US': 'Please enter a valid e-mail address' },
  'v.phoneRequired': { 'zh-CN': '请输入手机号码', 'en-US': 'Please enter your phone number' },
  'v.phoneEmpty': { 'zh-CN': '手机号码不能为空', 'en-US': 'Phone number cannot be empty' },
  'v.phoneFormat': {
    'zh-CN': '手机号码格式不正确，请重新输入',
    'en-US': 'Wrong phone number format, please enter it again',
  },
  'v.codeRequired': { 'zh-CN': '请输入验证码', 'en-US': 'Please enter the verification code' },
  'v.codeFormat': { 'zh-CN': '验证码为6位数字', 'en-US': 'The verification code has 6 digits' },
  'v.passwordRequired': { 'zh-CN': '请输入新密码', 'en-US': 'Please enter a new password' },
  'v.passwordEnter': { 'zh-CN': '请输入密码', 'en-US': 'Please enter the password' },
  'v.usernameRequired': { 'zh-CN': '请输入用户名', 'en-US': 'Please enter the user name' },
  'v.sysUsername': {
    'zh-CN': '用户名只能包含字母、数字及 _ . @ -',
    'en-US': 'User names hold only letters, digits and _ . @ -',
  },
  'v.passwordLength': {
    'zh-CN': '长度必须为8到16个字符',
    'en-US': 'Length must be 8 to 16 characters',
  },
  'v.passwordFormat': { 'zh-CN': '密码格式输入不正确！', 'en-US': 'The password format is incorrect!' },
  'v.confirmRequired': { 'zh-CN': '请再次输入新密码', 'en-US': 'Please confirm the new password' },
  'v.passwordMismatch': { 'zh-CN': '两次输入的密码不一致', 'en-US': 'The two passwords are inconsistent' },
  'v.idCard': { 'zh-CN': '请输入正确的身份证号码', 'en-US': 'Please enter a valid ID card number' },
  'v.deviceId': {
    'zh-CN': '设备编号为4-32位数字、字母或短横线',
    'en-US': 'A device id has 4-32 digits, letters or hyphens',
  },
  // applications
  'v.deviceRequired': { 'zh-CN': '请选择印章设备', 'en-US': 'Please choose a seal device' },
  'v.fileTypeRequired': { 'zh-CN': '请选择文件类型', 'en-US': 'Please choose a file type' },
  'v.copiesPositive': { 'zh-CN': '文件份数必须大于0', 'en-US': 'The number of copies must be greater than 0' },
  'v.copiesMax': { 'zh-CN': '文件份数不能超过{{0}}', 'en-US': 'At most {{0}} copies' },
  'v.useCountInteger': { 'zh-CN': '授权次数必须是整数', 'en-US': 'The use count must be a whole number' },
  'v.useCountPositive': { 'zh-CN': '授权次数不能为0', 'en-US': 'The use count cannot be 0' },
  'v.useCountMax': { 'zh-CN': '授权次数不能超过{{0}}次', 'en-US': 'The use count cannot exceed {{0}}' },
  'v.reasonRequired': { 'zh-CN': '请输入用印事由', 'en-US': 'Please enter the reason for stamping' },
  'v.attachmentsMax': { 'zh-CN': '附件最多{{0}}个', 'en-US': 'At most {{0}} attachments' },
  'v.approversRequired': { 'zh-CN': '请选择审批人', 'en-US': 'Please choose the approvers' },
  'v.approversMax': { 'zh-CN': '审批人最多{{0}}个', 'en-US': 'At most {{0}} approvers' },
  'v.approversDistinct': { 'zh-CN': '审批人不能重复', 'en-US': 'An approver cannot appear twice' },
  'v.fileTypesRequired': { 'zh-CN': '请选择文件类型', 'en-US': 'Please choose the file types' },
  'v.fileTypesMax': { 'zh-CN': '文件类型最多{{0}}个', 'en-US': 'At most {{0}} file types' },
  'v.fileTypesDistinct': { 'zh-CN': '文件类型不能重复', 'en-US': 'A file type cannot appear twice' },
  'v.wmFileRequired': { 'zh-CN': '请上传要分发的图片', 'en-US': 'Please upload the image to issue' },
  'v.wmRecipientsRequired': { 'zh-CN': '请选择接收人', 'en-US': 'Please choose the recipients' },
  'v.wmRecipientsMax': { 'zh-CN': '接收人最多{{0}}个', 'en-US': 'At most {{0}} recipients' },
  'v.wmOpacity': { 'zh-CN': '不透明度须在5%到60%之间', 'en-US': 'The opacity must be between 5 % and 60 %' },
  'v.wmAngle': { 'zh-CN': '角度须在-90°到90°之间', 'en-US': 'The angle must be between -90° and 90°' },
  'v.wmTemplateRequired': { 'zh-CN': '请输入水印文字', 'en-US': 'Please enter the watermark text' },
  'v.wmTemplateMax': { 'zh-CN': '水印文字最多{{0}}个字符', 'en-US': 'At most {{0}} characters of watermark text' },
  'v.invalid': { 'zh-CN': '参数格式不正确', 'en-US': 'Invalid parameters' },
  'v.controlCharacter': {
    'zh-CN': '输入内容包含不允许的控制字符',
    'en-US': 'The input contains control characters that are not allowed',
  },

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
  'e.userNotFound': { 'zh-CN': '此用户不存在！', 'en-US': 'This user does not exist!' },
  'e.badCredentials': { 'zh-CN': '用户名或密码错误', 'en-US': 'Wrong user name or password' },
  'e.accountLocked': {
    'zh-CN': '密码错误次数过多，账号已锁定，请{{0}}分钟后再试',
    'en-US': 'Too many wrong passwords; the account is locked for {{0}} minutes',
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
  // units, organisation, roles
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

  // files
  'e.fileMissing': { 'zh-CN': '请选择要上传的文件', 'en-US': 'Please choose a file to upload' },
  'e.fileType': {
    'zh-CN': '仅支持上传JPG、PNG图片或PDF文件',
    'en-US': 'Only JPG and PNG images and PDF files can be uploaded',
  },
  // document security
  'e.wmImageOnly': {
    'zh-CN': '目前仅支持为JPG、PNG图片加水印，PDF请先转为图片',
    'en-US': 'Only JPG and PNG images can be watermarked for now; convert a PDF to images first',
  },
  'e.wmImageTooLarge': {
    'zh-CN': '图片过大：边长不超过{{0}}像素，总像素不超过{{1}}万',
    'en-US': 'The image is too large: at most {{0}} pixels a side and {{1}}0,000 pixels in all',
  },
  'e.wmImageBroken': {
    'zh-CN': '无法读取该图片，文件可能已损坏',
    'en-US': 'The image cannot be read; the file may be damaged',
  },
  'e.wmImageBlank': {
    'zh-CN': '图片为纯色（全白或全黑），无法嵌入或检测水印',
    'en-US': 'The image is a single colour (all white or all black) and cannot carry or show a watermark',
  },
  'e.wmRecipientUnknown': { 'zh-CN': '接收人不是本单位成员', 'en-US': 'A recipient is not a member of this unit' },
  'e.fileTooLarge': { 'zh-CN': '文件大小不能超过{{0}}MB', 'en-US': 'The file cannot be larger than {{0}} MB' },
  'e.imageTooLarge': {
    'zh-CN': '图片尺寸过大，不能超过{{0}}万像素',
    'en-US': 'The image is too large; at most {{0}} megapixels',
  },
  'e.imageUnreadable': { 'zh-CN': '图片文件已损坏，无法读取', 'en-US': 'The image file is damaged and cannot be read' },
  'e.fileInUse': {
    'zh-CN': '该文件正被认证资料使用，不能删除',
    'en-US': 'This file belongs to a certification and cannot be deleted',
  },
  'e.fileLinkInvalid': {
    'zh-CN': '文件链接无效或已过期',
    'en-US': 'The file link is invalid or has expired',
  },
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
  // dashboard layout
  'e.layoutDuplicate': {
    'zh-CN': '同一组件在布局中出现了多次',
    'en-US': 'A widget appears more than once in the layout',
  },
  'e.layoutOutOfGrid': { 'zh-CN': '组件超出了看板的列数', 'en-US': 'A widget reaches beyond the columns of the grid' },
  'e.layoutSize': { 'zh-CN': '组件尺寸不在允许的范围内', 'en-US': 'A widget is smaller or larger than it may be' },
  'e.layoutOverlap': { 'zh-CN': '组件位置相互重叠', 'en-US': 'Two widgets overlap' },
  // content sections
  'v.contentTagsMax': { 'zh-CN': '标签最多{{0}}个', 'en-US': 'At most {{0}} tags' },
  'v.contentAttachmentsMax': { 'zh-CN': '附件最多{{0}}个', 'en-US': 'At most {{0}} attachments' },
  'v.contentWindow': { 'zh-CN': '下线时间须晚于上线时间', 'en-US': 'The end of publishing must be after its start' },
  'v.contentUnitsRequired': { 'zh-CN': '请选择可见单位', 'en-US': 'Choose the units that may see it' },
  'e.contentSignupTwice': {
    'zh-CN': '本单位已报名，无需重复报名',
    'en-US': 'Your unit has already signed up',
  },
  'e.contentSignupClosed': { 'zh-CN': '报名已截止', 'en-US': 'Sign-up has closed' },
  'e.contentSignupKind': { 'zh-CN': '该内容不支持报名', 'en-US': 'This item takes no sign-ups' },
  'e.contentFileType': {
    'zh-CN': '仅支持上传JPG、PNG、PDF、MP4或Word/Excel（docx、xlsx）文件',
    'en-US': 'Only JPG, PNG, PDF, MP4 and Word/Excel (docx, xlsx) files can be uploaded',
  },
  'e.contentNotPublished': { 'zh-CN': '该内容未发布', 'en-US': 'This item is not published' },
  'e.contentFileUnknown': { 'zh-CN': '文件不存在或已被删除', 'en-US': 'The file does not exist or was deleted' },
  ...costErrorTexts,
  ...compareErrorTexts,
  ...invoiceErrorTexts,
  ...deviceErrorTexts,
  ...anomalyErrorTexts,
  ...displayErrorTexts,
  // dictionary, organisation, complaints
  'v.dictCode': {
    'zh-CN': '编码只能包含字母、数字、下划线、点或短横线',
    'en-US': 'A code may hold letters, digits, underscores, dots and hyphens only',
  },
  'v.complaintCategory': { 'zh-CN': '请选择类型', 'en-US': 'Please choose a category' },
  'v.screenshotsMax': { 'zh-CN': '截图最多{{0}}张', 'en-US': 'At most {{0}} screenshots' },
  'e.dictCodeTaken': { 'zh-CN': '编码已存在', 'en-US': 'This code already exists' },
  'e.dictTypeHasEntries': {
    'zh-CN': '该字典类型下还有{{0}}个字典项，不能删除',
    'en-US': 'This dictionary type still holds {{0}} entries and cannot be deleted',
  },
  'e.dictInUse': {
    'zh-CN': '该字典项正被{{0}}条投诉建议使用，不能删除',
    'en-US': 'This entry is used by {{0}} complaint(s) or advice and cannot be deleted',
  },
  'e.dictCodeInUse': {
    'zh-CN': '该字典项正被使用，不能修改编码',
    'en-US': 'This entry is in use: its code cannot change',
  },
  'e.dictTypeCodeFixed': {
    'zh-CN': '字典类型的编码被系统引用，不能修改',
    'en-US': "A dictionary type's code is what the product looks it up by and cannot change",
  },
  'e.orgNameTaken': {
    'zh-CN': '同级下已有同名机构',
    'en-US': 'A department of this name already exists at this level',
  },
  'e.orgParentInvalid': {
    'zh-CN': '上级机构不能是本机构或其下级机构',
    'en-US': 'The parent cannot be the department itself or one below it',
  },
  'e.orgHasChildren': {
    'zh-CN': '该机构下还有{{0}}个下级机构，不能删除',
    'en-US': 'This department still has {{0}} departments below it and cannot be deleted',
  },
  'e.orgHasAccounts': {
    'zh-CN': '该机构下还有{{0}}名人员，不能删除',
    'en-US': 'This department still has {{0}} people and cannot be deleted',
  },
  'e.sysUsernameTaken': { 'zh-CN': '用户名已存在', 'en-US': 'This user name is already taken' },
  'e.sysDepartmentUnknown': {
    'zh-CN': '所选机构不存在，请重新选择',
    'en-US': 'The chosen department does not exist; choose again',
  },
  'e.disableSelf': {
    'zh-CN': '不能停用当前登录的账号',
    'en-US': 'You cannot disable the account you are signed in with',
  },
  'e.oldPasswordWrong': { 'zh-CN': '原密码错误', 'en-US': 'The current password is wrong' },
  'e.passwordUnchanged': {
    'zh-CN': '新密码不能与原密码相同',
    'en-US': 'The new password must differ from the current one',
  },
  'e.complaintCategoryUnknown': {
    'zh-CN': '所选类型不存在，请重新选择',
    'en-US': 'The chosen category does not exist; choose again',
  },
  'e.complaintScreenshot': {
    'zh-CN': '只能添加您本人上传的截图',
    'en-US': 'Only screenshots you uploaded yourself can be added',
  },
  'e.complaintResolved': {
    'zh-CN': '该投诉建议已处理完成',
    'en-US': 'This complaint or advice has already been resolved',
  },
  'e.complaintNoReply': {
    'zh-CN': '请先回复再标记为已解决',
    'en-US': 'Reply before marking it resolved',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof errorTexts;

/** Builds a message reference carrying arguments, e.g. ref('v.lengthRange', 1, 56). */
export function ref(key: MessageKey, ...args: Array<string | number>): string {
  return [key, ...args].join('|');
}

/** Resolves a reference to text; an unknown reference is returned as it is (it is then a server's own text). */
export function formatMessage(reference: string, lang: Lang): string {
  const [key, ...args] = reference.split('|');
  const entry = (errorTexts as Catalogue)[key ?? ''];
  if (!entry) return reference;
  return fillText(entry[lang], args);
}

/**
 * Puts args[i] in place of each {{i}} of a catalogue text, in one pass (an argument's own braces stay as they are).
 * {{…}} is the one placeholder syntax of every catalogue, the console's (src/lib/i18n) included.
 */
export function fillText(text: string, args: ReadonlyArray<string | number>): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

export function isMessageRef(text: string): boolean {
  return (text.split('|')[0] ?? '') in errorTexts;
}
