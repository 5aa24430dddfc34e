import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PostInput, postQuery } from '../../../contract/post.js';
import type { z } from 'zod';
import { firstRow, type Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { nameLike, pickName } from '../../lib/local-name.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
import { formatTime } from '../../lib/time.js';
import { sysPost, sysUserPost } from './table.js';
import { providedLater } from '../../lib/provided-later.js';

/** the name is searched in either language (nameLike in postFilter) */
const filterSpec: FilterSpec = {
  postCode: [sysPost.postCode, 'like'],
  status: [sysPost.status, 'eq'],
};
const sortable = { postId: sysPost.postId, postCode: sysPost.postCode, postSort: sysPost.postSort, createTime: sysPost.createTime };
export const postOrder = [asc(sysPost.postSort), asc(sysPost.postId)];

export const postFilter = (q: Partial<z.infer<typeof postQuery>>): SQL | undefined =>
  whereOf(filterSpec, q, nameLike(sysPost.postName, sysPost.postNameEn, q.postName));

export const toPostRow = (r: typeof sysPost.$inferSelect) => ({
  postId: r.postId,
  postCode: r.postCode,
  postName: r.postName,
  postNameEn: r.postNameEn,
  postSort: r.postSort,
  status: r.status as '0' | '1',
  remark: r.remark,
  createBy: r.createBy,
  createTime: formatTime(r.createTime),
});

export async function listPosts(db: Db, q: z.infer<typeof postQuery>) {
  return pageOf(db, q, { table: sysPost, where: postFilter(q), sort: { sortable: sortable, fallback: postOrder }, map: toPostRow });
}

export const allPosts = (db: Db) => db.select().from(sysPost).orderBy(...postOrder);

export const findPost = (db: Db, postId: number) => firstRow(db.select().from(sysPost).where(eq(sysPost.postId, postId)).limit(1));

/** The field of another post already holding this code or name, if any. */
export async function takenField(db: Db, input: PostInput): Promise<'postCode' | 'postName' | null> {
  const other = ne(sysPost.postId, input.postId ?? 0);
  const [code] = await db.select({ id: sysPost.postId }).from(sysPost).where(and(eq(sysPost.postCode, input.postCode), other)).limit(1);
  if (code) return 'postCode';
  const [name] = await db.select({ id: sysPost.postId }).from(sysPost).where(and(eq(sysPost.postName, input.postName), other)).limit(1);
  return name ? 'postName' : null;
}

/** Live users holding the post: such a post cannot be deleted. */
export const holderCount = (db: Db, postId: number) => postHolders.get()(db, postId);

/** How many live users hold a post: the user module tells (it imports this module, never the reverse). */
export const postHolders = providedLater<(db: Db, postId: number) => Promise<number>>('counting the holders of a post');

const fields = (input: PostInput) => ({
  postCode: input.postCode,
  postName: input.postName,
  postNameEn: input.postNameEn ?? '',
  postSort: input.postSort,
  status: input.status,
  remark: input.remark ?? null,
});

export async function insertPost(db: Db, input: PostInput, by: string) {
  const [row] = await db.insert(sysPost).values({ ...fields(input), createBy: by }).returning();
  return row;
}

export async function updatePost(db: Db, id: number, input: PostInput, by: string) {
  const [row] = await db.update(sysPost).set({ ...fields(input), updateBy: by, updateTime: new Date() }).where(eq(sysPost.postId, id)).returning();
  return row;
}

/** Deleted users' links go with the post; live users' links block the delete (checked first). */
export async function deletePosts(db: Db, ids: number[]) {
  await db.delete(sysUserPost).where(inArray(sysUserPost.postId, ids));
  await db.delete(sysPost).where(inArray(sysPost.postId, ids));
}

/** Every matching post, in post order, for the export. */
export const postsFor = (db: Db, q: Parameters<typeof postFilter>[0]) => db.select().from(sysPost).where(postFilter(q)).orderBy(...postOrder);

/** Deletes the posts, none missing (404) nor held by a user (409); all or none. */
export function removePosts(db: Db, lang: Lang, ids: number[]) {
  return db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await findPost(tx, id);
      if (!row) throw notFound(msg(lang, 'notFound'));
      if ((await holderCount(tx, id)) > 0) throw conflict(msg(lang, 'postInUse', pickName(row.postName, row.postNameEn, lang)));
    }
    await deletePosts(tx, ids);
  });
}
