import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  roleNameTaken: ['角色名称"{0}"已存在', 'The role name "{0}" already exists'],
  roleKeyTaken: ['角色权限"{0}"已存在', 'The role key "{0}" already exists'],
  adminRoleProtected: ['不允许操作超级管理员角色', 'The administrator role cannot be changed or deleted'],
  adminKeepsRole: ['超级管理员账号不能取消管理员角色', 'The administrator account keeps the administrator role'],
  roleInUse: ['角色"{0}"已分配给用户,不能删除', 'The role "{0}" is held by users and cannot be deleted'],
  menuNotGrantable: ['不能授予菜单: {0}', 'You cannot grant these menus: {0}'],
  deptUnknown: ['部门不存在或无权访问: {0}', 'Unknown departments or outside your data scope: {0}'],
  roleTooWide: ['不能授予超出自身权限的角色：{0}', 'You cannot grant a role wider than your own rights: {0}'],
  scopeTooWide: ['不能设置超出自身范围的数据权限', 'You cannot set a data scope wider than your own'],
  userUnknown: ['用户不存在或无权访问: {0}', 'Unknown users or outside your data scope: {0}'],
} as const);
