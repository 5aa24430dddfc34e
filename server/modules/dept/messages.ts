import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  deptScope: ['没有权限访问部门数据！', 'You may not access this department\'s data'],
  deptNameTaken: ['同一上级下已存在部门"{0}"', 'A department named "{0}" already exists under this parent'],
  deptParentSelf: ['上级部门不能是自己或自己的下级部门', 'A department cannot sit under itself or one of its own sub-departments'],
  deptParentMissing: ['上级部门不存在', 'the parent department does not exist'],
  deptParentDisabled: ['上级部门已停用，不允许新增', 'The parent department is disabled: no department can be added under it'],
  deptHasEnabledChildren: ['该部门包含未停用的子部门，请先停用子部门', 'The department has enabled sub-departments: disable them first'],
  deptHasChildren: ['部门"{0}"存在下级部门，不允许删除', 'The department "{0}" has sub-departments and cannot be deleted'],
  deptHasUsers: ['部门"{0}"存在用户，不允许删除', 'The department "{0}" has users and cannot be deleted'],
} as const);
