import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English. */
export const msg = defineMessages({
  menuPathRequired: ['路由地址不能为空', 'The route path is required for a directory or a menu'],
  menuExternalPath: ['外链地址必须以http(s)://开头', 'An external link must start with http:// or https://'],
  menuParentSelf: ['上级菜单不能选择自己', 'A menu cannot be its own parent'],
  menuParentLoop: ['上级菜单不能选择自己的下级', 'A menu cannot move under one of its own sub-menus'],
  menuParentInvalid: ['上级菜单不存在或是按钮', 'The parent menu does not exist or is a button'],
  menuNameTaken: ['同一上级下已存在菜单"{0}"', 'A menu named "{0}" already exists under the same parent'],
  routeNameTaken: ['路由名称"{0}"已存在', 'The route name "{0}" already exists'],
  menuHasChildren: ['存在子菜单,不允许删除', 'The menu has sub-menus and cannot be deleted'],
  permNotHeld: ['不能授予自己没有的权限：{0}', 'You cannot grant a permission you do not hold yourself: {0}'],
  menuAssigned: ['菜单已分配,不允许删除', 'The menu is granted to a role and cannot be deleted'],
} as const);
