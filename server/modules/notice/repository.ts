import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { NoticeInput, noticeQuery } from '../../../contract/notice.js';
import { firstRow, type Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { msg, type Lang } from '../../lib/messages.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { sysNotice } from './table.js';

export const noticeSortable = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  createTime: sysNotice.createTime,
};

export const noticeFilter: FilterSpec = {
  noticeTitle: [sysNotice.noticeTitle, 'like'],
  createBy: [sysNotice.createBy, 'like'],
  noticeType: [sysNotice.noticeType, 'eq'],
  status: [sysNotice.status, 'eq'],
  createTime: [sysNotice.createTime, 'range'],
};

export const toNoticeRow = (r: typeof sysNotice.$inferSelect) => ({
  ...r,
  noticeType: r.noticeType as '1' | '2',
  status: r.status as '0' | '1',
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
});

export async function listNotices(db: Db, q: z.infer<typeof noticeQuery>) {
  return pageOf(db, q, { table: sysNotice, where: whereOf(noticeFilter, q), sort: { sortable: noticeSortable, fallback: [desc(sysNotice.noticeId)] }, map: toNoticeRow });
}

/** The open notices, newest first, for everyone's home page. */
export async function openNotices(db: Db, limit = 20) {
  const rows = await db.select().from(sysNotice).where(eq(sysNotice.status, '0')).orderBy(desc(sysNotice.createTime), desc(sysNotice.noticeId)).limit(limit);
  return rows.map((r) => {
    const { noticeId, noticeTitle, noticeType, noticeContent, createBy, createTime } = toNoticeRow(r);
    return { noticeId, noticeTitle, noticeType, noticeContent, createBy, createTime };
  });
}

export const findNotice = (db: Db, id: number) => firstRow(db.select().from(sysNotice).where(eq(sysNotice.noticeId, id)).limit(1));

const stored = (input: NoticeInput) => ({
  noticeTitle: input.noticeTitle,
  noticeType: input.noticeType,
  noticeContent: sanitizeRichText(input.noticeContent),
  status: input.status,
  remark: input.remark ?? null,
});

export async function insertNotice(db: Db, input: NoticeInput, by: string) {
  const [row] = await db.insert(sysNotice).values({ ...stored(input), createBy: by }).returning();
  return row;
}

export async function updateNotice(db: Db, id: number, input: NoticeInput, by: string) {
  const [row] = await db
    .update(sysNotice)
    .set({ ...stored(input), updateBy: by, updateTime: new Date() })
    .where(eq(sysNotice.noticeId, id))
    .returning();
  return row;
}

export async function deleteNotices(db: Db, ids: number[]) {
  const gone = await db.delete(sysNotice).where(inArray(sysNotice.noticeId, ids)).returning({ id: sysNotice.noticeId });
  return gone.length;
}

/** Deletes the notices, all or none: one unknown id (404) deletes none of the batch. */
export function removeNotices(db: Db, lang: Lang, ids: number[]) {
  return db.transaction(async (tx) => {
    if ((await deleteNotices(tx, ids)) !== ids.length) throw notFound(msg(lang, 'notFound'));
  });
}
