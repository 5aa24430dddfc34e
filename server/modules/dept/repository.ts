import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DeptInput, deptQuery } from '../../../contract/dept.js';
import { firstRow, type Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { formatTime } from '../../lib/time.js';
import { nameLike } from '../../lib/local-name.js';
import type { LoginUser } from '../../lib/login-user.js';
import { sysDept } from './table.js';
import { providedLater } from '../../lib/provided-later.js';

export const live = eq(sysDept.delFlag, '0');
/** the name is searched in either language (nameLike in listDepts) */
const filterSpec: FilterSpec = { status: [sysDept.status, 'eq'] };
const treeOrder = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)];

/** The departments a user may see: scope "all" sees them all; the others by their rule. */
export const deptScope = (user: LoginUser) => dataScopeFilter(user, { dept: sysDept.deptId });

/** The department and every department below it, as a condition on a department-id column. */
export const subtreeOf = (column: AnyPgColumn, deptId: number) =>
  sql`(${column} = ${deptId} or ${column} in (select d.dept_id from sys_dept d where ${String(deptId)} = any(string_to_array(d.ancestors, ','))))`;

export const toDeptRow = (r: typeof sysDept.$inferSelect) => ({
  deptId: r.deptId,
  parentId: r.parentId,
  ancestors: r.ancestors,
  deptName: r.deptName,
  deptNameEn: r.deptNameEn,
  orderNum: r.orderNum,
  leader: r.leader,
  phone: r.phone,
  email: r.email,
  status: r.status as '0' | '1',
  createBy: r.createBy,
  createTime: formatTime(r.createTime),
});

export const listDepts = (db: Db, user: LoginUser, query: Partial<z.infer<typeof deptQuery>>, ...extra: SQL[]) =>
  db.select().from(sysDept).where(whereOf(filterSpec, query, live, deptScope(user), nameLike(sysDept.deptName, sysDept.deptNameEn, query.deptName), ...extra)).orderBy(...treeOrder);

export const findDept = (db: Db, deptId: number) => firstRow(db.select().from(sysDept).where(and(eq(sysDept.deptId, deptId), live)).limit(1));

/** Whether the user's data scope covers this department (RuoYi's checkDeptDataScope). */
export async function deptInScope(db: Db, user: LoginUser, deptId: number) {
  const scope = deptScope(user);
  if (!scope) return true;
  const [row] = await db.select({ id: sysDept.deptId }).from(sysDept).where(and(eq(sysDept.deptId, deptId), live, scope)).limit(1);
  return Boolean(row);
}

export async function siblingNamed(db: Db, parentId: number, deptName: string, exceptId = 0) {
  const [row] = await db
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(eq(sysDept.parentId, parentId), eq(sysDept.deptName, deptName), ne(sysDept.deptId, exceptId), live))
    .limit(1);
  return Boolean(row);
}

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

export const childCount = (db: Db, deptId: number) =>
  countOf(db.select({ n: count() }).from(sysDept).where(and(eq(sysDept.parentId, deptId), live)));

/** Enabled departments anywhere below this one: a department cannot be disabled over them. */
export const enabledDescendantCount = (db: Db, deptId: number) =>
  countOf(db.select({ n: count() }).from(sysDept).where(and(sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`, eq(sysDept.status, '0'), live)));

/** How many live users a department has: the user module tells (it imports this module, never the reverse). */
export const deptUsers = providedLater<(db: Db, deptId: number) => Promise<number>>('counting the users of a department');
export const userCount = (db: Db, deptId: number) => deptUsers.get()(db, deptId);

const fields = (input: DeptInput) => ({
  parentId: input.parentId,
  deptName: input.deptName,
  deptNameEn: input.deptNameEn ?? '',
  orderNum: input.orderNum,
  leader: input.leader || null,
  phone: input.phone || null,
  email: input.email || null,
  status: input.status,
});

export async function insertDept(db: Db, input: DeptInput, ancestors: string, by: string) {
  const [row] = await db.insert(sysDept).values({ ...fields(input), ancestors, createBy: by }).returning();
  return row;
}

/**
 * Saves a department; a move rewrites the ancestors of everything below it, and enabling one
 * enables the departments above it (a live department under a disabled one makes no sense).
 */
export async function updateDept(db: Db, current: typeof sysDept.$inferSelect, input: DeptInput, ancestors: string, by: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sysDept)
      .set({ ...fields(input), ancestors, updateBy: by, updateTime: new Date() })
      .where(eq(sysDept.deptId, current.deptId))
      .returning();
    if (ancestors !== current.ancestors) {
      await tx
        .update(sysDept)
        .set({ ancestors: sql`${ancestors} || substr(${sysDept.ancestors}, ${current.ancestors.length + 1})` })
        .where(sql`${String(current.deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`);
    }
    if (input.status === '0') {
      const above = ancestors.split(',').map(Number).filter((id) => id > 0);
      if (above.length) await tx.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, above));
    }
    return row;
  });
}

export const softDeleteDept = (db: Db, deptId: number, by: string) =>
  db.update(sysDept).set({ delFlag: '2', updateBy: by, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
