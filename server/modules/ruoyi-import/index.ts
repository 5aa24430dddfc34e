// Moving in from RuoYi-Vue: its system data read from MySQL, matched to ours by natural key,
// planned row by row, then written (or, in a dry run, only reported).
import type { Database } from '../../db/client.js';
import { readOurs } from './ours.js';
import { planDepts, planPosts } from './plan-org.js';
import { planRoles, planUsers } from './plan-access.js';
import { planConfigs, planDicts, planJobs, planNotices } from './plan-content.js';
import { reportOf, type ImportReport } from './report.js';
import { readRuoyi, type RuoyiData } from './source.js';
import { writePlan } from './writing.js';

export type { ImportReport } from './report.js';

export function planImport(ry: RuoyiData, ours: Awaited<ReturnType<typeof readOurs>>) {
  const depts = planDepts(ry.depts, ours.depts);
  const posts = planPosts(ry.posts, ours.posts);
  const { roles, roleDepts, roleMenus, unmappedMenus } = planRoles(ry, ours, depts);
  const { users, userRoles, userPosts, warnings: userWarnings } = planUsers(ry, ours, depts, roles, posts);
  const dicts = planDicts(ry, ours);
  const { notices, reads } = planNotices(ry, ours, users);
  const { jobs, warnings: jobWarnings } = planJobs(ry, ours);
  return {
    depts, posts, roles, roleDepts, roleMenus, users, userRoles, userPosts,
    dictTypes: dicts.types, dictData: dicts.data, configs: planConfigs(ry, ours), notices, noticeReads: reads, jobs,
    unmappedMenus, warnings: [...userWarnings, ...jobWarnings],
  };
}

export type ImportPlan = ReturnType<typeof planImport>;

/**
 * Imports a RuoYi database (a mysql:// URL, or data already read) into ours. A second run finds
 * everything matched and changes nothing; a dry run plans the same and writes nothing.
 */
export async function importRuoyi(opts: { source: string | RuoyiData; database: Database; dryRun?: boolean }): Promise<ImportReport> {
  const ry = typeof opts.source === 'string' ? await readRuoyi(opts.source) : opts.source;
  const ours = await readOurs(opts.database.db);
  const plan = planImport(ry, ours);
  if (!opts.dryRun) await writePlan(opts.database.db, plan, ours);
  return reportOf(plan, ry.schema, !!opts.dryRun);
}
