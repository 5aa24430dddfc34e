import type { sysDept } from '../dept/table.js';
import type { sysPost } from '../post/table.js';
import type { Ours } from './ours.js';
import { audit, planMatch, refOf, type RowOp } from './plan.js';
import type { RyDept, RyPost } from './source.js';

export type DeptValues = Omit<typeof sysDept.$inferInsert, 'deptId' | 'parentId' | 'ancestors'> & { parentId?: number };
export type PostValues = typeof sysPost.$inferInsert;

/** Parents before children, from RuoYi's roots; a department on a loop of parents is never reached. */
function topDown(depts: RyDept[]): RyDept[] {
  const ids = new Set(depts.map((d) => d.dept_id));
  const children = new Map<number, RyDept[]>();
  for (const d of depts) children.set(d.parent_id, (children.get(d.parent_id) ?? []).concat(d));
  const order = depts.filter((d) => d.parent_id === 0 || !ids.has(d.parent_id));
  for (let i = 0; i < order.length; i++) order.push(...(children.get(order[i].dept_id) ?? []).filter((d) => d.dept_id !== d.parent_id));
  return order;
}

/**
 * A department is the same as ours when it has the same name under the same parent (so RuoYi's
 * tree lands beside ours unless its top department carries our top one's name).
 */
export function planDepts(ry: RyDept[], ours: Ours['depts']): RowOp<DeptValues>[] {
  const byKey = new Map<string, Ours['depts'][number]>();
  for (const d of [...ours].sort((a, b) => a.deptId - b.deptId)) {
    const key = `${d.parentId}\u0000${d.deptName}`;
    if (d.delFlag === '0' && !byKey.has(key)) byKey.set(key, d);
  }
  const claimed = new Set<number>();
  const ops = new Map<number, RowOp<DeptValues>>();
  const ids = new Set(ry.map((d) => d.dept_id));
  for (const d of topDown(ry)) {
    const label = `${d.dept_name} (${d.dept_id})`;
    const skip = (reason: string) => ops.set(d.dept_id, { outcome: 'skipped', label, reason, ryId: d.dept_id });
    if (d.del_flag !== '0') { skip('deleted in RuoYi'); continue; }
    if (d.parent_id !== 0 && !ids.has(d.parent_id)) { skip(`its parent ${d.parent_id} is not in RuoYi`); continue; }
    const parent = d.parent_id === 0 ? { ourId: 0, ryId: 0 } : refOf(ops.get(d.parent_id));
    if (!parent) { skip(`its parent ${d.parent_id} is not imported`); continue; }
    const values: DeptValues = {
      deptName: d.dept_name, orderNum: d.order_num ?? 0, leader: d.leader, phone: d.phone, email: d.email, status: d.status, ...audit(d),
    };
    const mine = parent.ourId === undefined ? undefined : byKey.get(`${parent.ourId}\u0000${d.dept_name}`);
    if (mine && !claimed.has(mine.deptId)) {
      claimed.add(mine.deptId);
      ops.set(d.dept_id, planMatch(label, d.dept_id, mine.deptId, mine, values, ['orderNum', 'leader', 'phone', 'email', 'status'], [d.create_time, d.update_time]));
    } else {
      ops.set(d.dept_id, { outcome: 'added', label, ryId: d.dept_id, values, refs: { parentId: parent } });
    }
  }
  for (const d of ry) {
    if (!ops.has(d.dept_id)) ops.set(d.dept_id, { outcome: 'skipped', label: `${d.dept_name} (${d.dept_id})`, reason: 'on a loop of parents', ryId: d.dept_id });
  }
  return [...ops.values()];
}

/** A post is the same as ours when it has the same code. */
export function planPosts(ry: RyPost[], ours: Ours['posts']): RowOp<PostValues>[] {
  const byCode = new Map(ours.map((p) => [p.postCode, p]));
  const seen = new Set<string>();
  return ry.map((p) => {
    const label = p.post_code;
    if (seen.has(p.post_code)) return { outcome: 'skipped', label, reason: 'a second post with this code in RuoYi', ryId: p.post_id };
    seen.add(p.post_code);
    const values: PostValues = { postCode: p.post_code, postName: p.post_name, postSort: p.post_sort, status: p.status, remark: p.remark, ...audit(p) };
    const mine = byCode.get(p.post_code);
    if (mine) return planMatch(label, p.post_id, mine.postId, mine, values, ['postName', 'postSort', 'status', 'remark'], [p.create_time, p.update_time]);
    return { outcome: 'added', label, ryId: p.post_id, values };
  });
}
