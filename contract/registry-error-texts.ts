import { defineErrorTexts } from './error-texts';

/** Refusals of the dictionary, the system organisation, system accounts and complaints. Registered when imported (see contract/error-texts.ts). */
export const registryErrorTexts = defineErrorTexts({
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
  'e.dictIndustryInUse': {
    'zh-CN': '该行业正被{{0}}个单位使用，不能删除',
    'en-US': 'This industry is used by {{0}} unit(s) and cannot be deleted',
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
  'e.sysRoleNameTaken': { 'zh-CN': '角色名称已存在', 'en-US': 'A role with this name already exists' },
  'e.sysRoleUnknown': {
    'zh-CN': '所选角色不存在，请重新选择',
    'en-US': 'The chosen role does not exist; choose again',
  },
  'e.sysRoleBuiltIn': {
    'zh-CN': '内置角色拥有全部权限，不能修改或删除',
    'en-US': 'The built-in role holds everything and cannot be changed or deleted',
  },
  'e.sysRoleInUse': {
    'zh-CN': '还有{{0}}个账号拥有该角色，不能删除',
    'en-US': '{{0}} accounts still hold this role; it cannot be deleted',
  },
  'e.sysRoleGrantUnknown': {
    'zh-CN': '所选菜单不属于系统管理端，请刷新后重试',
    'en-US': 'A chosen entry is not part of the system menu; reload and try again',
  },
  'e.sysRoleSelf': {
    'zh-CN': '不能修改当前登录账号自己的角色',
    'en-US': 'You cannot change the roles of the account you are signed in with',
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
});

declare module './error-texts' {
  interface ErrorCatalogues {
    registry: typeof registryErrorTexts;
  }
}
