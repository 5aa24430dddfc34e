import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, like, ne, sql, type SQL } from 'drizzle-orm';
import { supplierLinkPath, type SupplierLinkCreated, type SupplierLinkInput, type SupplierLinkQuery, type SupplierLinkRow } from '../../../contract/supplier-booking.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf, prefixPattern } from '../../lib/list-query.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import { formatTime } from '../../lib/time.js';
import { bookableOrder } from '../appointment/orders.js';
import { BOOKS_CARTONS } from '../appointment/cartons.js';
import { orderScope } from '../order/query.js';
import { actingUser } from '../auth/session.js';
import { bizOrder } from '../order/table.js';
import { localNow } from '../warehouse/slots.js';
import { msg } from './messages.js';
import { bizSupplierLink } from './table.js';

type Link = typeof bizSupplierLink.$inferSelect;

/** What is stored of a token: its SHA-256; the token itself has 192 random bits. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who the history and the outbox name: the supplier and its link (the columns hold 64 characters). */
export const byLink = (l: Pick<Link, 'linkId' | 'vendorDeptName'>) => `${l.vendorDeptName.slice(0, 40)} (supplier link #${l.linkId})`;

export const today = () => localNow().slice(0, 10);

export const stateOf = (l: Pick<Link, 'revokeTime' | 'expiresOn'>) => (l.revokeTime ? 'revoked' : l.expiresOn && l.expiresOn < today() ? 'expired' : 'active');

/** The orders a link names: its supplier's, and only those it names when it names some. */
export const linkOrderScope = (l: Pick<Link, 'vendorDeptName' | 'orderIds'>): SQL | undefined =>
  and(eq(bizOrder.vendorDeptName, l.vendorDeptName), l.orderIds.length ? inArray(bizOrder.orderId, l.orderIds) : undefined);

/**
 * The orders a link lets its holder see and book: those it names that its maker may see now (his
 * data scope as it stands, issue 47), none once his account is disabled. A link never reaches
 * further than the desk user who made it.
 */
export async function linkOrders(db: Db, l: Pick<Link, 'vendorDeptName' | 'orderIds' | 'userId'>): Promise<SQL | undefined> {
  const maker = l.userId === null ? null : await actingUser(db, l.userId);
  return maker ? and(linkOrderScope(l), orderScope(maker)) : sql`false`;
}

/** Cartons not yet booked on an open appointment nor received (issue 46): what a truck may still bring. */
// the outer order named in full: inside the subquery a bare "order_id" would be the link row's
const remaining = sql<number>`(biz_order.nb_of_cartons - coalesce((select sum(case when a.status = '8' then coalesce(ao.received_boxes, 0) else ao.boxes end)
  from biz_appointment_order ao join biz_appointment a on a.appointment_id = ao.appointment_id
  where ao.order_id = biz_order.order_id and a.status in (${sql.join([...BOOKS_CARTONS, '8'].map((s) => sql`${s}`), sql`, `)})), 0))::int`;

/** The orders a scope holds that a truck may bring now (the desk form's rules, cartons left), by order number. */
export const bookableOrders = async (db: Db, scope: SQL | undefined) =>
  (
    await db
      .select({ orderId: bizOrder.orderId, orderNo: bizOrder.orderNo, nbOfCartons: bizOrder.nbOfCartons, grossWeightSum: bizOrder.grossWeightSum, totalCbm: bizOrder.totalCbm, bondedStatus: bizOrder.bondedStatus, remaining })
      .from(bizOrder)
      .where(and(scope, bookableOrder, sql`${remaining} > 0`))
      .orderBy(asc(bizOrder.orderNo))
      .limit(500)
  ).map((o) => ({ ...o, grossWeightSum: Number(o.grossWeightSum), totalCbm: Number(o.totalCbm), remaining: Number(o.remaining) }));

const linkScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizSupplierLink.deptId, user: bizSupplierLink.userId });

const filterSpec: FilterSpec = { vendorDeptName: [bizSupplierLink.vendorDeptName, 'like'] };
const sortable = {
  linkId: bizSupplierLink.linkId,
  vendorDeptName: bizSupplierLink.vendorDeptName,
  expiresOn: bizSupplierLink.expiresOn,
  useCount: bizSupplierLink.useCount,
  lastUsedTime: bizSupplierLink.lastUsedTime,
  createTime: bizSupplierLink.createTime,
};

function stateFilter(state: SupplierLinkQuery['state']): SQL | undefined {
  const day = today();
  if (state === 'revoked') return sql`${bizSupplierLink.revokeTime} is not null`;
  if (state === 'expired') return and(isNull(bizSupplierLink.revokeTime), sql`${bizSupplierLink.expiresOn} < ${day}`);
  if (state === 'active') return and(isNull(bizSupplierLink.revokeTime), sql`(${bizSupplierLink.expiresOn} is null or ${bizSupplierLink.expiresOn} >= ${day})`);
  return undefined;
}

/** the order numbers a link names, in the row's own statement */
const orderNos = sql<string>`coalesce((select string_agg(o.order_no, ',' order by o.order_no) from ${bizOrder} o
  where o.order_id in (select (jsonb_array_elements_text(${bizSupplierLink.orderIds}))::bigint)), '')`;

const select = (db: Db) => db.select({ l: bizSupplierLink, orderNos }).from(bizSupplierLink).$dynamic();

const toRow = ({ l, orderNos: nos }: { l: Link; orderNos: string }): SupplierLinkRow => ({
  linkId: l.linkId,
  vendorDeptName: l.vendorDeptName,
  orderIds: l.orderIds,
  orderNos: nos ?? '',
  expiresOn: l.expiresOn,
  contactEmail: l.contactEmail,
  lang: l.lang === 'en' ? 'en' : 'zh',
  state: stateOf(l),
  revokeTime: formatTime(l.revokeTime),
  revokeBy: l.revokeBy,
  useCount: l.useCount,
  lastUsedTime: formatTime(l.lastUsedTime),
  remark: l.remark,
  createBy: l.createBy,
  createTime: formatTime(l.createTime),
});

/** GET /biz/supplierLink/list */
export const listLinks = (db: Db, user: LoginUser, q: SupplierLinkQuery) =>
  pageOf(db, q, {
    select: () => select(db),
    where: whereOf(filterSpec, q, stateFilter(q.state), linkScope(user)),
    sort: { sortable, fallback: [desc(bizSupplierLink.linkId)] },
    total: bizSupplierLink,
    map: toRow,
  });

async function linkRow(db: Db, user: LoginUser, lang: Lang, linkId: number) {
  const [row] = await select(db).where(and(eq(bizSupplierLink.linkId, linkId), linkScope(user)));
  if (!row) throw notFound(msg(lang, 'linkNotFound'));
  return toRow(row);
}

/**
 * POST /biz/supplierLink: the supplier must be one the caller's orders name, and the orders
 * chosen must be that supplier's. The raw token is answered here only.
 */
export async function createLink(db: Db, user: LoginUser, lang: Lang, input: SupplierLinkInput, siteUrl: string): Promise<SupplierLinkCreated> {
  const vendor = input.vendorDeptName;
  if (input.expiresOn && input.expiresOn < today()) throw badRequest(`expiresOn: ${msg(lang, 'linkExpiresPast', input.expiresOn, today())}`, 'expiresOn');
  const [any] = await db.select({ id: bizOrder.orderId }).from(bizOrder).where(and(eq(bizOrder.vendorDeptName, vendor), orderScope(user))).limit(1);
  if (!any) throw badRequest(`vendorDeptName: ${msg(lang, 'linkNoOrders', vendor)}`, 'vendorDeptName');
  const orderIds = [...new Set(input.orderIds ?? [])];
  if (orderIds.length) {
    const found = await db.select({ id: bizOrder.orderId }).from(bizOrder).where(and(inArray(bizOrder.orderId, orderIds), eq(bizOrder.vendorDeptName, vendor), orderScope(user)));
    const stray = orderIds.filter((id) => !found.some((f) => f.id === id));
    if (stray.length) throw badRequest(`orderIds: ${msg(lang, 'linkOrderNotOfVendor', stray.join(', '), vendor)}`, 'orderIds');
  }
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(bizSupplierLink)
    .values({
      tokenHash: hashToken(token),
      vendorDeptName: vendor,
      orderIds,
      expiresOn: input.expiresOn || null,
      contactEmail: input.contactEmail,
      lang: input.lang,
      siteUrl: siteUrl.slice(0, 300),
      remark: input.remark ?? null,
      deptId: user.deptId,
      userId: user.userId,
      createBy: user.userName,
    })
    .returning({ linkId: bizSupplierLink.linkId });
  return { ...(await linkRow(db, user, lang, row.linkId)), token, path: supplierLinkPath(token) };
}

/** PUT /biz/supplierLink/{id}/revoke: from now on the link answers 410; a second revoke changes nothing. */
export async function revokeLink(db: Db, user: LoginUser, lang: Lang, linkId: number) {
  await linkRow(db, user, lang, linkId);
  await db
    .update(bizSupplierLink)
    .set({ revokeTime: new Date(), revokeBy: user.userName, updateBy: user.userName, updateTime: new Date() })
    .where(and(eq(bizSupplierLink.linkId, linkId), isNull(bizSupplierLink.revokeTime)));
  return linkRow(db, user, lang, linkId);
}

/** GET /biz/supplierLink/vendors: the suppliers the caller's orders name, by name. */
export async function vendorsOf(db: Db, user: LoginUser, q = '') {
  const rows = await db
    .selectDistinct({ name: bizOrder.vendorDeptName })
    .from(bizOrder)
    .where(and(ne(bizOrder.vendorDeptName, ''), q ? like(bizOrder.vendorDeptName, prefixPattern(q)) : undefined, orderScope(user)))
    .orderBy(asc(bizOrder.vendorDeptName))
    .limit(100);
  return rows.map((r) => r.name);
}
