import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysConfig } from '../config/table.js';
import { sysDept } from '../dept/table.js';
import { sysDictData, sysDictType } from '../dict/table.js';
import { sysJob } from '../job/table.js';
import { sysRoleMenu } from '../menu/table.js';
import { sysNotice, sysNoticeRead } from '../notice/table.js';
import { sysPost, sysUserPost } from '../post/table.js';
import { sysRole, sysRoleDept, sysUserRole } from '../role/table.js';
import { sysUser } from '../user/table.js';
import type { ImportPlan } from './index.js';
import type { Ours } from './ours.js';
import type { LinkOp, Ref, RowOp } from './plan.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type IdMap = Map<number, number>;

const idsOf = (ops: RowOp<unknown>[]): IdMap => new Map(ops.filter((op) => op.ourId !== undefined).map((op) => [op.ryId, op.ourId!]));

function resolve(map: IdMap, ref: Ref): number {
  const id = ref.ourId ?? map.get(ref.ryId);
  if (id === undefined) throw new Error(`internal: row ${ref.ryId} was planned but not written`);
  return id;
}

/** An added row's values, or an updated row's changes, with its references to other rows resolved. */
function valuesOf<V>(op: RowOp<V>, maps: Record<string, IdMap>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...op.values };
  for (const [column, ref] of Object.entries(op.refs ?? {})) {
    if (op.outcome === 'added' || column in values) values[column] = ref ? resolve(maps[column], ref) : null;
  }
  return values;
}

/** Adds and updates one table's rows; the ids of the rows it adds go into `ids`. */
async function writeRows<V>(ops: RowOp<V>[], ids: IdMap, insert: (values: never) => Promise<number>, update: (id: number, values: never) => Promise<unknown>, maps: Record<string, IdMap> = {}) {
  for (const op of ops) {
    if (op.outcome === 'added') ids.set(op.ryId, await insert(valuesOf(op, maps) as never));
    else if (op.outcome === 'updated') await update(op.ourId!, valuesOf(op, maps) as never);
  }
}

async function writeLinks(ops: LinkOp[], insert: (left: number, right: number, at?: Date) => Promise<unknown>, left: IdMap, right: IdMap) {
  for (const op of ops) if (op.outcome === 'added') await insert(resolve(left, op.left), resolve(right, op.right), op.at);
}

/** Writes the plan, one transaction per group of tables, in the order their references need. */
export async function writePlan(db: Db, plan: ImportPlan, ours: Ours) {
  const dept = idsOf(plan.depts);
  const post = idsOf(plan.posts);
  const role = idsOf(plan.roles);
  const user = idsOf(plan.users);
  const notice = idsOf(plan.notices);
  const menu: IdMap = new Map();
  const ancestors = new Map(ours.depts.map((d) => [d.deptId, d.ancestors]));

  await db.transaction(async (tx: Tx) => {
    for (const op of plan.depts) {
      if (op.outcome === 'updated') await tx.update(sysDept).set(valuesOf(op, {})).where(eq(sysDept.deptId, op.ourId!));
      if (op.outcome !== 'added') continue;
      const parentId = resolve(dept, op.refs!.parentId!);
      const path = parentId === 0 ? '0' : `${ancestors.get(parentId)},${parentId}`;
      const [row] = await tx.insert(sysDept).values({ ...(op.values as typeof sysDept.$inferInsert), parentId, ancestors: path }).returning({ id: sysDept.deptId });
      dept.set(op.ryId, row.id);
      ancestors.set(row.id, path);
    }
  });
  await db.transaction((tx: Tx) =>
    writeRows(plan.posts, post, async (v) => (await tx.insert(sysPost).values(v).returning({ id: sysPost.postId }))[0].id, (id, v) => tx.update(sysPost).set(v).where(eq(sysPost.postId, id))),
  );
  await db.transaction(async (tx: Tx) => {
    await writeRows(plan.roles, role, async (v) => (await tx.insert(sysRole).values(v).returning({ id: sysRole.roleId }))[0].id, (id, v) => tx.update(sysRole).set(v).where(eq(sysRole.roleId, id)));
    await writeLinks(plan.roleDepts, (roleId, deptId) => tx.insert(sysRoleDept).values({ roleId, deptId }).onConflictDoNothing(), role, dept);
    await writeLinks(plan.roleMenus, (roleId, menuId) => tx.insert(sysRoleMenu).values({ roleId, menuId }).onConflictDoNothing(), role, menu);
  });
  await db.transaction(async (tx: Tx) => {
    const insertUser = async (v: typeof sysUser.$inferInsert) => (await tx.insert(sysUser).values(v).returning({ id: sysUser.userId }))[0].id;
    await writeRows(plan.users, user, insertUser, (id, v) => tx.update(sysUser).set(v).where(eq(sysUser.userId, id)), { deptId: dept });
    await writeLinks(plan.userRoles, (userId, roleId) => tx.insert(sysUserRole).values({ userId, roleId }).onConflictDoNothing(), user, role);
    await writeLinks(plan.userPosts, (userId, postId) => tx.insert(sysUserPost).values({ userId, postId }).onConflictDoNothing(), user, post);
  });
  await db.transaction(async (tx: Tx) => {
    await writeRows(plan.dictTypes, new Map(), async (v) => (await tx.insert(sysDictType).values(v).returning({ id: sysDictType.dictId }))[0].id, async () => undefined);
    await writeRows(plan.dictData, new Map(), async (v) => (await tx.insert(sysDictData).values(v).returning({ id: sysDictData.dictCode }))[0].id, async () => undefined);
  });
  await db.transaction((tx: Tx) =>
    writeRows(plan.configs, new Map(), async (v) => (await tx.insert(sysConfig).values(v).returning({ id: sysConfig.configId }))[0].id, async () => undefined),
  );
  await db.transaction(async (tx: Tx) => {
    await writeRows(plan.notices, notice, async (v) => (await tx.insert(sysNotice).values(v).returning({ id: sysNotice.noticeId }))[0].id, async () => undefined);
    await writeLinks(plan.noticeReads, (noticeId, userId, readTime) => tx.insert(sysNoticeRead).values({ noticeId, userId, readTime }).onConflictDoNothing(), notice, user);
  });
  await db.transaction((tx: Tx) =>
    writeRows(plan.jobs, new Map(), async (v) => (await tx.insert(sysJob).values(v).returning({ id: sysJob.jobId }))[0].id, async () => undefined),
  );
}
