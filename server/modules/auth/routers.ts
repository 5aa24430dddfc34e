import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RouteRecord } from '../../../contract/auth.js';
import type { Db } from '../../db/client.js';
import { sysMenu } from '../menu/table.js';
import type { LoginUser } from '../../lib/login-user.js';
import { ADMIN_ROLE } from '../../lib/login-user.js';

type Menu = typeof sysMenu.$inferSelect;

const isHttp = (path: string) => /^(https?:)?\/\//.test(path);
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A top-level menu item (not a directory) that is not an external link: it hangs under a Layout. */
const isTopLevelPage = (m: Menu) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === 1;

function routerPath(m: Menu): string {
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === 1) return `/${m.path}`;
  if (isTopLevelPage(m)) return '/';
  return m.path;
}

function component(m: Menu): string {
  if (m.component && !isTopLevelPage(m)) return m.component;
  if (m.parentId === 0 && m.menuType === 'M') return 'Layout';
  if (m.menuType === 'M') return 'ParentView';
  return m.component || 'Layout';
}

const routeName = (m: Menu) => m.routeName || capitalize(m.path.replace(/[^\w]/g, ''));

/** The caller's directories and pages (no buttons), in display order. */
export async function menusOf(db: Db, user: LoginUser): Promise<Menu[]> {
  const shown = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  if (user.roles.includes(ADMIN_ROLE)) {
    return db.select().from(sysMenu).where(shown).orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
  }
  return db
    .select()
    .from(sysMenu)
    .where(
      and(
        shown,
        sql`${sysMenu.menuId} in (select rm.menu_id from sys_role_menu rm
              join sys_user_role ur on ur.role_id = rm.role_id
              join sys_role r on r.role_id = rm.role_id and r.status = '0' and r.del_flag = '0'
              where ur.user_id = ${user.userId})`,
      ),
    )
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
}

/** RuoYi's route tree: Layout parents, alwaysShow directories, noRedirect, meta in one language. */
export function buildRouters(menus: Menu[], english: boolean, parentId = 0): RouteRecord[] {
  return menus
    .filter((m) => m.parentId === parentId)
    .map((m) => {
      const title = english && m.menuNameEn ? m.menuNameEn : m.menuName;
      const meta = {
        title,
        icon: m.icon,
        noCache: m.isCache === 1,
        link: isHttp(m.path) ? m.path : null,
      };
      const children = buildRouters(menus, english, m.menuId);
      const record: RouteRecord = {
        name: routeName(m),
        path: routerPath(m),
        hidden: m.visible === '1',
        component: component(m),
        ...(m.query ? { query: m.query } : {}),
        meta,
      };
      if (m.menuType === 'M' && children.length > 0) {
        return { ...record, alwaysShow: true, redirect: 'noRedirect', children };
      }
      if (isTopLevelPage(m)) {
        // A page at the top still needs the Layout around it.
        return {
          path: '/',
          hidden: record.hidden,
          component: 'Layout',
          meta: { title: '' },
          children: [{ ...record, path: m.path, component: m.component || 'Layout' }],
        };
      }
      return record;
    })
    .filter((r) => !(r.component === 'Layout' && r.alwaysShow === undefined && !r.children && r.path.startsWith('/')));
}

/**
 * Route trees as built for a user's grants, by language. The grants object (roles, permissions)
 * is the one the session's grants cache handed out: menus, roles and users that change clear that
 * cache, so the next request brings new grants and a new tree; an unchanged user reuses the tree.
 */
const treesByGrants = new WeakMap<object, Partial<Record<'zh' | 'en', RouteRecord[]>>>();

export async function routersOf(db: Db, user: LoginUser, english: boolean): Promise<RouteRecord[]> {
  const lang = english ? 'en' : 'zh';
  const trees = treesByGrants.get(user.permissions) ?? {};
  const hit = trees[lang];
  if (hit) return hit;
  const built = buildRouters(await menusOf(db, user), english);
  treesByGrants.set(user.permissions, { ...trees, [lang]: built });
  return built;
}
