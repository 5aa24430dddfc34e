import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserImportRow } from '../../../contract/user.js';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/messages.js';
import { findInScope } from '../../lib/scoped-rows.js';
import { msg } from './messages.js';
import { msg as deptMsg } from '../dept/messages.js';
import { ADMIN_ROLE, type LoginUser } from '../../lib/login-user.js';
import { listDepts } from '../dept/repository.js';
import { sysDept } from '../dept/table.js';
import { sysRole, sysUserRole } from '../role/table.js';
import { sysUser } from './table.js';
import { callerIsAdmin } from './guards.js';
import type { ImportSheet, RowError } from '../../lib/excel-import.js';
import type { ImportKey } from './import-sheet.js';
import { liveUser, liveUsersById } from './repository.js';
import { takenNames, userNameProblem } from './look-alike.js';
import { ADMIN_USER_ID } from './route-config.js';

export interface ImportPlan {
  inserts: UserImportRow[];
  /** the existing account, and only the fields whose cells were filled in */
  updates: { userId: number; set: Partial<UserImportRow> }[];
}

export type SheetRow = ImportSheet<UserImportRow, ImportKey>['rows'][number];

const lower = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase()))];

/** What the database already holds for the sheet's names, e-mails and phones, in a few queries. */
async function lookups(db: Db, caller: LoginUser, rows: SheetRow[]) {
  const names = lower(rows.map((r) => r.data.userName));
  const emails = lower(rows.map((r) => r.data.email));
  const phones = lower(rows.map((r) => r.data.phonenumber));
  const existing = names.length ? await db.select({ userId: sysUser.userId, userName: sysUser.userName, delFlag: sysUser.delFlag }).from(sysUser).where(inArray(sql`lower(${sysUser.userName})`, names)) : [];
  const ids = existing.map((u) => u.userId);
  const visible = (await findInScope(db, caller, liveUsersById, ids)).mine;
  const admins = ids.length
    ? await db.select({ id: sysUserRole.userId }).from(sysUserRole).innerJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.roleKey, ADMIN_ROLE))).where(inArray(sysUserRole.userId, ids))
    : [];
  const owners = async (column: typeof sysUser.email | typeof sysUser.phonenumber, values: string[]) =>
    values.length ? await db.select({ userId: sysUser.userId, value: sql<string>`lower(${column})` }).from(sysUser).where(and(liveUser, inArray(sql`lower(${column})`, values))) : [];
  const allDepts = await db.select({ id: sysDept.deptId }).from(sysDept).where(eq(sysDept.delFlag, '0'));
  return {
    existing: new Map(existing.map((u) => [u.userName.toLowerCase(), u])),
    visible: new Set(visible.keys()),
    admins: new Set([ADMIN_USER_ID, ...admins.map((a) => a.id)]),
    emailOwner: new Map((await owners(sysUser.email, emails)).map((o) => [o.value, o.userId])),
    phoneOwner: new Map((await owners(sysUser.phonenumber, phones)).map((o) => [o.value, o.userId])),
    depts: new Set(allDepts.map((d) => d.id)),
    taken: (await takenNames(db)).indexed(),
    scopedDepts: new Set((await listDepts(db, caller, {})).map((d) => d.deptId)),
  };
}

/**
 * Checks every schema-valid row against the rules the add and edit endpoints apply and sorts the
 * good ones into inserts and updates; bad rows go to `errors`. Nothing is written here.
 */
export async function planImport(db: Db, caller: LoginUser, lang: Lang, rows: SheetRow[], updateSupport: boolean, errors: RowError[]): Promise<ImportPlan> {
  const known = await lookups(db, caller, rows);
  const plan: ImportPlan = { inserts: [], updates: [] };
  const seen = { names: new Set<string>(), emails: new Map<string, number>(), phones: new Map<string, number>() };
  for (const { rowNumber, data: row, cells: values } of rows) {
    const fail = (text: string) => errors.push({ row: rowNumber, text });
    const nameKey = row.userName.toLowerCase();
    if (seen.names.has(nameKey)) {
      fail(`userName: ${msg(lang, 'importRepeated', row.userName)}`);
      continue;
    }
    seen.names.add(nameKey);
    const current = known.existing.get(nameKey);
    const selfId = current?.userId ?? -rowNumber;
    if (current && (current.delFlag !== '0' || !updateSupport)) {
      fail(`userName: ${msg(lang, 'importExists', row.userName)}`);
      continue;
    }
    if (current && !known.visible.has(current.userId)) {
      fail(`userName: ${msg(lang, 'userScope')}`);
      continue;
    }
    if (current && !callerIsAdmin(caller) && known.admins.has(current.userId)) {
      fail(msg(lang, 'adminAccount'));
      continue;
    }
    const nameProblem = current ? undefined : userNameProblem(known.taken, lang, row.userName);
    if (nameProblem) {
      fail(`userName: ${nameProblem}`);
      continue;
    }
    if (row.deptId && !known.depts.has(row.deptId)) {
      fail(`deptId: ${msg(lang, 'deptMissing', String(row.deptId))}`);
      continue;
    }
    if (row.deptId && !known.scopedDepts.has(row.deptId)) {
      fail(`deptId: ${deptMsg(lang, 'deptScope')}`);
      continue;
    }
    const taken = (value: string | null | undefined, owners: Map<string, number>, inFile: Map<string, number>) => {
      const owner = value ? (owners.get(value.toLowerCase()) ?? inFile.get(value.toLowerCase())) : undefined;
      return owner !== undefined && owner !== selfId;
    };
    if (taken(row.email, known.emailOwner, seen.emails)) {
      fail(`email: ${msg(lang, 'emailTaken', row.email!)}`);
      continue;
    }
    if (taken(row.phonenumber, known.phoneOwner, seen.phones)) {
      fail(`phonenumber: ${msg(lang, 'phoneTaken', row.phonenumber!)}`);
      continue;
    }
    if (row.email) seen.emails.set(row.email.toLowerCase(), selfId);
    if (row.phonenumber) seen.phones.set(row.phonenumber.toLowerCase(), selfId);
    if (current) {
      const set = Object.fromEntries(Object.entries(row).filter(([key]) => values[key as keyof typeof values] !== undefined && key !== 'userName'));
      plan.updates.push({ userId: current.userId, set });
    } else {
      plan.inserts.push(row);
      known.taken.add(row.userName);
    }
  }
  return plan;
}
