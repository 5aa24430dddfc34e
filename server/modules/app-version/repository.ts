import dayjs from 'dayjs';
import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppVersionInput, appVersionQuery, OsType } from '../../../contract/app-version.js';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { formatTime } from '../../lib/time.js';
import { bizAppVersion } from './table.js';

type Query = z.infer<typeof appVersionQuery>;

const filterSpec: FilterSpec = {
  osType: [bizAppVersion.osType, 'eq'],
  versionNo: [bizAppVersion.versionNo, 'like'],
  releaseTime: [bizAppVersion.releaseTime, 'range'],
};
const sortable = { versionId: bizAppVersion.versionId, buildNo: bizAppVersion.buildNo, releaseTime: bizAppVersion.releaseTime, createTime: bizAppVersion.createTime };
/** newest release first: by its number, 1.10.0 after 1.9.9 */
const byVersion = sql`string_to_array(${bizAppVersion.versionNo}, '.')::int[]`;
const newestFirst = [desc(bizAppVersion.osType), sql`${byVersion} desc`];

export const appVersionFilter = (q: Partial<Query>): SQL | undefined => whereOf(filterSpec, q);

export const toAppVersionRow = (r: typeof bizAppVersion.$inferSelect) => ({
  versionId: r.versionId,
  osType: r.osType as OsType,
  versionNo: r.versionNo,
  buildNo: r.buildNo,
  updateIntro: r.updateIntro,
  details: r.details,
  releaseTime: formatTime(r.releaseTime),
  forceUpdate: r.forceUpdate as 'Y' | 'N',
  remark: r.remark,
  createBy: r.createBy,
  createTime: formatTime(r.createTime),
});

export const listAppVersions = (db: Db, q: Query) =>
  pageOf(db, q, { table: bizAppVersion, where: appVersionFilter(q), sort: { sortable, fallback: newestFirst }, map: toAppVersionRow });

export const appVersionsFor = (db: Db, q: Partial<Query>) => db.select().from(bizAppVersion).where(appVersionFilter(q)).orderBy(...newestFirst);

export const findAppVersion = (db: Db, id: number) => firstRow(db.select().from(bizAppVersion).where(eq(bizAppVersion.versionId, id)).limit(1));

/** Another release of the same OS holding this version or build number. */
export async function clashOf(db: Db, input: AppVersionInput, exceptId = 0): Promise<'versionNo' | 'buildNo' | null> {
  const others = and(eq(bizAppVersion.osType, input.osType), ne(bizAppVersion.versionId, exceptId));
  const [version] = await db.select({ id: bizAppVersion.versionId }).from(bizAppVersion).where(and(others, eq(bizAppVersion.versionNo, input.versionNo))).limit(1);
  if (version) return 'versionNo';
  const [build] = await db.select({ id: bizAppVersion.versionId }).from(bizAppVersion).where(and(others, eq(bizAppVersion.buildNo, input.buildNo))).limit(1);
  return build ? 'buildNo' : null;
}

/** The OS's releases already out (release time passed), newest first; `exceptId` left aside. */
export const releasedVersions = (db: Db, os: OsType, exceptId = 0) =>
  db
    .select({ versionNo: bizAppVersion.versionNo, buildNo: bizAppVersion.buildNo, updateIntro: bizAppVersion.updateIntro, releaseTime: bizAppVersion.releaseTime, forceUpdate: bizAppVersion.forceUpdate })
    .from(bizAppVersion)
    .where(and(eq(bizAppVersion.osType, os), lte(bizAppVersion.releaseTime, sql`now()`), ne(bizAppVersion.versionId, exceptId)))
    .orderBy(sql`${byVersion} desc`);

const columnsOf = (input: AppVersionInput) => ({
  osType: input.osType,
  versionNo: input.versionNo,
  buildNo: input.buildNo,
  updateIntro: input.updateIntro,
  // what reaches the database is already harmless: no script, handler or frame survives
  details: sanitizeRichText(input.details),
  releaseTime: dayjs(input.releaseTime).toDate(),
  forceUpdate: input.forceUpdate,
  remark: input.remark ?? null,
});

export async function insertAppVersion(db: Db, input: AppVersionInput, by: string) {
  const [row] = await db.insert(bizAppVersion).values({ ...columnsOf(input), createBy: by }).returning();
  return row;
}

export async function updateAppVersion(db: Db, id: number, input: AppVersionInput, by: string) {
  const [row] = await db.update(bizAppVersion).set({ ...columnsOf(input), updateBy: by, updateTime: new Date() }).where(eq(bizAppVersion.versionId, id)).returning();
  return row;
}

export const deleteAppVersions = (db: Db, ids: number[]) => db.delete(bizAppVersion).where(inArray(bizAppVersion.versionId, ids)).returning({ id: bizAppVersion.versionId });

