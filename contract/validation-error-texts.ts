import { defineErrorTexts } from './error-texts';

/** Validation messages (spec section 5): the rules of contract/validation.ts and the forms' own. Registered when imported (see contract/error-texts.ts). */
export const validationErrorTexts = defineErrorTexts({
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
  'v.wmFileRequired': { 'zh-CN': '请上传要分发的文件', 'en-US': 'Please upload the file to issue' },
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
});

declare module './error-texts' {
  interface ErrorCatalogues {
    validation: typeof validationErrorTexts;
  }
}
