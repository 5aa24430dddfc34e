import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  emailTaken: ['邮箱账号"{0}"已被其他用户使用', 'The e-mail address "{0}" is used by another user'],
  phoneTaken: ['手机号码"{0}"已被其他用户使用', 'The phone number "{0}" is used by another user'],
  userScope: ['没有权限访问用户数据！', 'You may not access this user\'s data'],
  adminAccount: ['不允许操作超级管理员用户', 'Only an administrator may change an administrator account'],
  userAdminRole: ['不允许分配超级管理员角色', 'Only an administrator may grant the administrator role'],
  deleteAdmin: ['不允许删除超级管理员用户', 'The administrator account cannot be deleted'],
  deleteSelf: ['当前用户不能删除', 'You cannot delete your own account'],
  disableAdmin: ['不允许停用超级管理员用户', 'The administrator account cannot be disabled'],
  disableSelf: ['不能停用当前登录的用户', 'You cannot disable your own account'],
  userAdminKeepsRole: ['超级管理员用户必须保留超级管理员角色', 'The administrator account must keep the administrator role'],
  userNameTaken: ['登录账号"{0}"已存在', 'The login name "{0}" is already taken'],
  userNameLookAlike: ['登录账号"{0}"与已有账号"{1}"看起来相同，请换一个', 'The login name "{0}" looks like the existing account "{1}"; choose another'],
  userNameMixed: ['登录账号"{0}"混用了多种文字（如拉丁字母与西里尔字母）', 'The login name "{0}" mixes scripts (such as Latin and Cyrillic letters)'],
  userRoleMissing: ['角色{0}不存在', 'Role {0} does not exist'],
  userPostMissing: ['岗位{0}不存在', 'Post {0} does not exist'],
  deptMissing: ['部门{0}不存在', 'Department {0} does not exist'],
  importExists: ['账号"{0}"已存在', 'the account "{0}" already exists'],
  importRepeated: ['账号"{0}"在文件中重复', 'the account "{0}" appears twice in the file'],
} as const);
