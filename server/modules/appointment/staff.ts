import { and, asc, eq, inArray } from 'drizzle-orm';
import { STAFF_FIELDS, type StaffOption, type StaffPost } from '../../../contract/appointment.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { sysPost, sysUserPost } from '../post/table.js';
import { sysUser } from '../user/table.js';

/** Enabled, not deleted users holding an enabled post; `names` narrows to those user names. */
function holders(db: Db, post: StaffPost, names?: string[]) {
  return db
    .select({ userName: sysUser.userName, nickName: sysUser.nickName })
    .from(sysUser)
    .innerJoin(sysUserPost, eq(sysUserPost.userId, sysUser.userId))
    .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
    .where(
      and(
        eq(sysPost.postCode, post),
        eq(sysPost.status, '0'),
        eq(sysUser.status, '0'),
        eq(sysUser.delFlag, '0'),
        names ? inArray(sysUser.userName, names) : undefined,
      ),
    )
    .orderBy(asc(sysUser.userName));
}

/** GET /biz/appointment/staff: who can be chosen for a post. */
export async function staffOf(db: Db, post: StaffPost): Promise<StaffOption[]> {
  return holders(db, post);
}

/** sys_post names are Chinese only: English messages name the post by its code. */
const postLabel = async (db: Db, lang: Lang, post: StaffPost) => {
  if (lang === 'en') return post;
  const [row] = await db.select({ postName: sysPost.postName }).from(sysPost).where(eq(sysPost.postCode, post));
  return row?.postName ?? post;
};

/**
 * The staff named in work fields must hold the post of their field (tally clerks the post
 * 'tally', …) and be enabled users: 400 naming the first field that does not.
 */
export async function checkStaff(db: Db, lang: Lang, work: Record<string, unknown>) {
  for (const [post, fields] of Object.entries(STAFF_FIELDS) as [StaffPost, readonly string[]][]) {
    const named = fields.filter((f) => typeof work[f] === 'string' && work[f] !== '');
    if (!named.length) continue;
    const valid = new Set((await holders(db, post, named.map((f) => work[f] as string))).map((r) => r.userName));
    const wrong = named.find((f) => !valid.has(work[f] as string));
    if (wrong) throw badRequest(`work.${wrong}: ${msg(lang, 'appointmentStaffPost', work[wrong] as string, await postLabel(db, lang, post))}`, `work.${wrong}`);
  }
}
