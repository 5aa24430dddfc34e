import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LoginUser } from './login-user.js';

/** RuoYi's data scopes, on sys_role.data_scope. */
export const DATA_SCOPE = { all: '1', custom: '2', dept: '3', deptAndBelow: '4', self: '5' } as const;

export interface ScopeColumns {
  /** the row's department */
  dept: AnyPgColumn;
  /** the row's owner (user id); without it "own data only" means nothing can be seen */
  user?: AnyPgColumn;
}

/**
 * The rows a user may see in a scoped list: the union of what each of their roles allows.
 * Admin, or any role with scope "all", sees everything (undefined: no condition).
 */
export function dataScopeFilter(user: LoginUser, columns: ScopeColumns): SQL | undefined {
  if (user.roles.includes('admin')) return undefined;
  const scopes = user.dataScopes;
  if (scopes.some((s) => s.dataScope === DATA_SCOPE.all)) return undefined;
  const conditions: SQL[] = [];
  for (const { roleId, dataScope } of scopes) {
    if (dataScope === DATA_SCOPE.custom) {
      conditions.push(sql`${columns.dept} in (select rd.dept_id from sys_role_dept rd where rd.role_id = ${roleId})`);
    } else if (dataScope === DATA_SCOPE.dept && user.deptId !== null) {
      conditions.push(sql`${columns.dept} = ${user.deptId}`);
    } else if (dataScope === DATA_SCOPE.deptAndBelow && user.deptId !== null) {
      conditions.push(
        sql`${columns.dept} in (select d.dept_id from sys_dept d where d.dept_id = ${user.deptId} or ${String(user.deptId)} = any(string_to_array(d.ancestors, ',')))`,
      );
    } else if (dataScope === DATA_SCOPE.self && columns.user) {
      conditions.push(sql`${columns.user} = ${user.userId}`);
    }
  }
  // a user whose roles grant no data sees none
  if (conditions.length === 0) return sql`false`;
  return sql`(${sql.join(conditions, sql` or `)})`;
}
