import type { DeptOption } from '../../../contract/dept.js';
import type { Db } from '../../db/client.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import { listDepts } from './repository.js';

interface Node {
  deptId: number;
  parentId: number;
  deptName: string;
  deptNameEn?: string;
  status: string;
}

/**
 * Nests rows by parentId. A row whose parent is not among them (outside the caller's scope) is a
 * root, so a user scoped to one department still gets a tree starting there.
 */
export function buildDeptOptions(rows: Node[], lang: Lang = 'zh'): DeptOption[] {
  const byId = new Map<number, DeptOption>();
  for (const r of rows) byId.set(r.deptId, { id: r.deptId, label: lang === 'en' && r.deptNameEn ? r.deptNameEn : r.deptName, ...(r.status === '1' ? { disabled: true } : {}) });
  const roots: DeptOption[] = [];
  for (const r of rows) {
    const node = byId.get(r.deptId)!;
    const parent = byId.get(r.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The departments the user may see, as tree-select options (the user page's side tree). */
export async function deptTree(db: Db, user: LoginUser, lang: Lang = 'zh'): Promise<DeptOption[]> {
  return buildDeptOptions(await listDepts(db, user, {}), lang);
}
