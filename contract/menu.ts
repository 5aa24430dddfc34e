import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { statusFlag } from './common.js';

const text = (max: number) => z.string().trim().max(max);

/** M directory, C menu (a page), F button (a permission only). */
export const menuTypes = ['M', 'C', 'F'] as const;
export type MenuType = (typeof menuTypes)[number];

/** '0' / '1' as RuoYi sends them (isFrame: 0 external link; isCache: 0 cached). */
const flag = z.enum(['0', '1']);

export const menuRow = z.object({
  menuId: z.number(),
  parentId: z.number(),
  /** the Chinese title */
  menuName: z.string(),
  menuNameEn: z.string(),
  /** the title in the request's language */
  title: z.string(),
  orderNum: z.number(),
  path: z.string(),
  component: z.string().nullable(),
  query: z.string().nullable(),
  routeName: z.string(),
  isFrame: flag,
  isCache: flag,
  menuType: z.enum(menuTypes),
  visible: statusFlag,
  status: statusFlag,
  perms: z.string().nullable(),
  icon: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type MenuRow = z.infer<typeof menuRow>;

export const menuInput = z.object({
  menuId: z.number().int().positive().max(MAX_INT).optional(),
  parentId: z.number().int().min(0).max(MAX_INT).default(0),
  menuType: z.enum(menuTypes),
  menuName: z.string().trim().min(1).max(50),
  menuNameEn: text(100).default(''),
  orderNum: z.number().int().min(0).max(9999).default(0),
  /** required for M and C; an external link (isFrame '0') starts with http(s):// */
  path: text(200).regex(/^[^\s<>"']*$/, 'no spaces or quotes').default(''),
  component: text(255).regex(/^(?!.*\.\.)[\w\-/.]*$/, 'letters, digits, - _ . / only').nullish(),
  query: text(255).nullish(),
  routeName: text(50).regex(/^[\w-]*$/, 'letters, digits, - or _ only').default(''),
  isFrame: flag.default('1'),
  isCache: flag.default('0'),
  visible: statusFlag.default('0'),
  status: statusFlag.default('0'),
  perms: z.union([z.literal(''), text(100).regex(/^[\w-]+(:[\w-]+){1,3}$/, 'module:entity:action')]).nullish(),
  icon: text(100).regex(/^[\w#-]*$/, 'an icon name').default('#'),
  remark: text(500).nullish(),
});
export type MenuInput = z.infer<typeof menuInput>;

export const menuQuery = z.object({
  /** matches the Chinese or the English title */
  menuName: text(50).optional(),
  visible: z.enum(['0', '1', '']).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

/** An option of a tree select (RuoYi's TreeSelect): menus, departments. */
export interface TreeOption {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/** GET /system/menu/roleMenuTreeselect/{roleId}, RuoYi's shape (top-level fields). */
export interface RoleMenuTree {
  code: number;
  msg: string;
  menus: TreeOption[];
  /** in linked mode (menuCheckStrictly) only the leaves: a tree checks the parents itself */
  checkedKeys: number[];
}
