import type { ImportPlan } from './index.js';
import type { LinkOp, Outcome, RowOp } from './plan.js';
import type { RuoyiData } from './source.js';

type Op = RowOp<unknown> | LinkOp;
type Counts = Record<Outcome, number>;

export interface ImportReport {
  dryRun: boolean;
  schema: RuoyiData['schema'];
  tables: ({ table: string } & Counts)[];
  /** rows added or updated (or, in a dry run, that would be) */
  changes: number;
  changed: { table: string; outcome: Outcome; label: string; detail?: string }[];
  skipped: { table: string; label: string; reason: string }[];
  warnings: string[];
  unmappedMenus: ImportPlan['unmappedMenus'];
}

const tablesOf = (plan: ImportPlan): [string, Op[]][] => [
  ['sys_dept', plan.depts], ['sys_post', plan.posts], ['sys_role', plan.roles], ['sys_role_dept', plan.roleDepts],
  ['sys_role_menu', plan.roleMenus], ['sys_user', plan.users], ['sys_user_role', plan.userRoles], ['sys_user_post', plan.userPosts],
  ['sys_dict_type', plan.dictTypes], ['sys_dict_data', plan.dictData], ['sys_config', plan.configs], ['sys_notice', plan.notices],
  ['sys_notice_read', plan.noticeReads], ['sys_job', plan.jobs],
];

export function reportOf(plan: ImportPlan, schema: RuoyiData['schema'], dryRun: boolean): ImportReport {
  const tables = tablesOf(plan).map(([table, ops]) => {
    const counts: Counts = { added: 0, updated: 0, unchanged: 0, skipped: 0 };
    for (const op of ops) counts[op.outcome]++;
    return { table, ...counts };
  });
  const all = tablesOf(plan).flatMap(([table, ops]) => ops.map((op) => ({ table, ...op })));
  return {
    dryRun,
    schema,
    tables,
    changes: tables.reduce((n, t) => n + t.added + t.updated, 0),
    changed: all.filter((op) => op.outcome === 'added' || op.outcome === 'updated').map(({ table, outcome, label, ...op }) => ({ table, outcome, label, ...('detail' in op && op.detail ? { detail: op.detail } : {}) })),
    // the menus a role loses are listed once, by role, below
    skipped: all.filter((op) => op.outcome === 'skipped' && op.reason !== 'no counterpart here').map(({ table, label, reason }) => ({ table, label, reason: reason ?? '' })),
    warnings: plan.warnings,
    unmappedMenus: plan.unmappedMenus,
  };
}

const LISTED = 20;

/** Lines of at most LISTED items per table, then how many more. */
function listed<T extends { table: string }>(items: T[], line: (item: T) => string): string[] {
  const out: string[] = [];
  const byTable = new Map<string, T[]>();
  for (const item of items) byTable.set(item.table, [...(byTable.get(item.table) ?? []), item]);
  for (const [table, rows] of byTable) {
    out.push(...rows.slice(0, LISTED).map((r) => `  ${table} ${line(r)}`));
    if (rows.length > LISTED) out.push(`  ${table} … and ${rows.length - LISTED} more`);
  }
  return out;
}

/** The report as the command prints it. */
export function formatReport(report: ImportReport, from: string, into: string): string {
  const s = report.schema;
  const lines = [
    `RuoYi import from ${from} into ${into}${report.dryRun ? ' (dry run: nothing is written)' : ''}`,
    `RuoYi schema: pwd_update_date ${s.pwdUpdateDate ? 'yes' : 'no'}, notice read marks ${s.noticeRead ? 'yes' : 'no (none to bring)'}, jobs ${s.jobs ? 'yes' : 'no'}`,
    '',
    `${'table'.padEnd(16)}${['added', 'updated', 'unchanged', 'skipped'].map((h) => h.padStart(10)).join('')}`,
    ...report.tables.map((t) => `${t.table.padEnd(16)}${[t.added, t.updated, t.unchanged, t.skipped].map((n) => String(n).padStart(10)).join('')}`),
  ];
  if (report.changed.length) lines.push('', report.dryRun ? 'would change:' : 'changed:', ...listed(report.changed, (c) => `${c.outcome === 'added' ? '+' : '~'} ${c.label}${c.detail ? `: ${c.detail}` : ''}`));
  if (report.skipped.length) lines.push('', 'skipped:', ...listed(report.skipped, (k) => `${k.label}: ${k.reason}`));
  if (report.unmappedMenus.length) lines.push('', "RuoYi menus with no counterpart here (the role does not get them):", ...report.unmappedMenus.map((u) => `  ${u.role}: ${u.menus.join(', ')}`));
  if (report.warnings.length) lines.push('', 'warnings:', ...report.warnings.map((w) => `  ${w}`));
  lines.push('', `${report.changes} ${report.changes === 1 ? 'change' : 'changes'}${report.dryRun ? ' would be made; nothing was written' : ''}`);
  return lines.join('\n');
}
