import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bizAppointment, bizAppointmentOrder } from '../../server/modules/appointment/table.js';
import { bizFiling } from '../../server/modules/filing/table.js';
import { sysMenu } from '../../server/modules/menu/table.js';
import { bizOrder, bizOrderLine } from '../../server/modules/order/table.js';
import { bizPreorder } from '../../server/modules/preorder/table.js';
import { bizProduct } from '../../server/modules/product/table.js';
import { sysUser } from '../../server/modules/user/table.js';
import { admin, call, t, uploadXlsx, useTestApp, type Headers } from './api.js';
import { bookableOrder, localDay, makeWarehouse } from './appointment-fixtures.js';
import { makeOrder } from './filing-fixtures.js';
import { scopedUser } from './scope-fixtures.js';
import { xlsxOf } from './xlsx.js';

/**
 * Every import route of the app's own route table, as a user whose role sees only its own data
 * (data scope 5): a sheet with "update existing" naming another user's row leaves that row as it
 * was and reports it by sheet row, while a row of the user's own on the same sheet is updated (so
 * the refusal is the scope's, not a missing right). An import route with no case here fails.
 */
useTestApp({ logins: ['admin'] });

interface Me {
  userId: number;
  userName: string;
  deptId: number;
  headers: Headers;
}

interface Arranged {
  sheet: Buffer;
  /**
   * another user's row: its sheet row, the single-row route that refuses it to the caller, its
   * stored state, and what the report says of it when not what that route says (a number in use
   * is refused as an add by hand refuses it)
   */
  theirs: { row: number; byHand: string; read: () => Promise<unknown>; says?: RegExp };
  /** the caller's own row, which the same import changes to `expected` (left out where the import never updates) */
  mine?: { byHand: string; read: () => Promise<unknown>; expected: unknown };
}

interface ImportCase {
  /** the rights an edit by hand needs, beside the route's own */
  alsoNeeds: string[];
  arrange(me: Me): Promise<Arranged>;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;
const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
const DAY = localDay(4);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ORDER_HEADER = ['订单号', '买方', '供应商', '保税状态', '货号', '原始数量', '单价', '币种', '中文报关品名', '箱数', '体积', '毛重'];
const orderLine = (orderNo: string, buyer: string) => [orderNo, buyer, '宁波供应商', '保税', 'IT-1', 10, 2.5, 'USD', '杯子', 4, 0.2, 8];
const BOOKING_HEADER = ['预约单号', '送货时间', '仓库', '订单号', '车牌号', '车型', '送货方式', '司机', '司机电话'];

const cases: Record<string, ImportCase> = {
  '/api/biz/filing/importData': {
    alsoNeeds: ['biz:filing:query', 'biz:filing:edit'],
    // the caller's own orders; one carries a filing somebody else made
    async arrange(me) {
      const own = { deptId: me.deptId, userId: me.userId, createBy: me.userName };
      const [myOrder, sharedOrder] = [await makeOrder(t, own), await makeOrder(t, own)];
      const [mine, theirs] = await t.app.db
        .insert(bizFiling)
        .values([
          { orderId: myOrder.orderId, qdNumber: 'QD-MINE', ...own },
          { orderId: sharedOrder.orderId, qdNumber: 'QD-THEIRS', deptId: 101, userId: 2, createBy: 'cs' },
        ])
        .returning();
      const filing = (id: number) => one(t.app.db.select().from(bizFiling).where(eq(bizFiling.filingId, id)));
      return {
        sheet: await xlsxOf(['订单号', 'QD号'], [[myOrder.orderNo, 'QD-MINE-2'], [sharedOrder.orderNo, 'QD-HIJACKED']]),
        theirs: { row: 3, byHand: `/biz/filing/${theirs.filingId}`, read: () => filing(theirs.filingId) },
        mine: { byHand: `/biz/filing/${mine.filingId}`, read: async () => (await filing(mine.filingId)).qdNumber, expected: 'QD-MINE-2' },
      };
    },
  },

  '/api/biz/order/importData': {
    alsoNeeds: ['biz:order:query', 'biz:order:edit'],
    async arrange(me) {
      const mine = await makeOrder(t, { deptId: me.deptId, userId: me.userId, createBy: me.userName });
      const theirs = await makeOrder(t);
      const order = async (id: number) => ({
        order: await one(t.app.db.select().from(bizOrder).where(eq(bizOrder.orderId, id))),
        lines: await t.app.db.select().from(bizOrderLine).where(eq(bizOrderLine.orderId, id)),
      });
      return {
        sheet: await xlsxOf(ORDER_HEADER, [orderLine(mine.orderNo, 'Buyer Mine'), orderLine(theirs.orderNo, 'Buyer Hijacked')]),
        theirs: { row: 3, byHand: `/biz/order/${theirs.orderId}`, read: () => order(theirs.orderId), says: /^Order No\.: The order number ".+" already exists$/ },
        mine: { byHand: `/biz/order/${mine.orderId}`, read: async () => (await order(mine.orderId)).order.buyer, expected: 'Buyer Mine' },
      };
    },
  },

  // pre-orders are never updated by an import: a number in use is refused, whoever owns it
  '/api/biz/preorder/importData': {
    alsoNeeds: ['biz:preorder:query'],
    async arrange() {
      const [theirs] = await t.app.db.insert(bizPreorder).values({ orderNo: unique('PS'), buyer: 'Buyer Theirs', deptId: 101, userId: 2, createBy: 'cs' }).returning();
      const header = ['订单号', '买方', '供应商', '货号', '原始数量', '单价', '币种', '箱数', '体积', '毛重'];
      return {
        sheet: await xlsxOf(header, [[theirs.orderNo, 'Buyer Hijacked', 'Vendor', 'IT-1', 10, 2.5, 'USD', 4, 0.2, 8]]),
        theirs: {
          row: 2,
          byHand: `/biz/preorder/${theirs.preorderId}`,
          read: () => one(t.app.db.select().from(bizPreorder).where(eq(bizPreorder.preorderId, theirs.preorderId))),
          says: /^Order No\.: The order number ".+" is already used$/,
        },
      };
    },
  },

  '/api/biz/product/importData': {
    alsoNeeds: ['biz:product:query', 'biz:product:edit'],
    async arrange(me) {
      const [mine, theirs] = await t.app.db
        .insert(bizProduct)
        .values([
          { articleNo: unique('PM'), nameZh: '我的', deptId: me.deptId, userId: me.userId, createBy: me.userName },
          { articleNo: unique('PT'), nameZh: '别人的', deptId: 101, userId: 2, createBy: 'cs' },
        ])
        .returning();
      const product = (id: number) => one(t.app.db.select().from(bizProduct).where(eq(bizProduct.productId, id)));
      return {
        sheet: await xlsxOf(['货号', '中文名称'], [[mine.articleNo, '我的新名'], [theirs.articleNo, '劫持']]),
        theirs: { row: 3, byHand: `/biz/product/${theirs.productId}`, read: () => product(theirs.productId) },
        mine: { byHand: `/biz/product/${mine.productId}`, read: async () => (await product(mine.productId)).nameZh, expected: '我的新名' },
      };
    },
  },

  '/api/biz/appointment/importData': {
    alsoNeeds: ['biz:appointment:query', 'biz:appointment:edit'],
    // each books a truck through the import: the caller with its own order, admin with cs's
    async arrange(me) {
      const wh = await makeWarehouse(t);
      const own = { deptId: me.deptId, userId: me.userId, createBy: me.userName };
      const [myOrder, mySecondOrder, theirOrder] = [await bookableOrder(t, own), await bookableOrder(t, own), await bookableOrder(t)];
      const row = (reservationNo: string, time: string, orderNo: string, driver: string) => [reservationNo, `${DAY} ${time}`, wh.warehouseName, orderNo, '粤B12345', 'van', 'supplier', driver, '13800138000'];
      const book = async (orderNo: string, headers: Headers) => {
        const res = await uploadXlsx('/biz/appointment/importData', await xlsxOf(BOOKING_HEADER, [row('', '09:00', orderNo, '张三')]), headers);
        expect(res.statusCode, res.body).toBe(200);
        const [link] = await t.app.db.select().from(bizAppointmentOrder).where(eq(bizAppointmentOrder.orderId, (await one(t.app.db.select().from(bizOrder).where(eq(bizOrder.orderNo, orderNo)))).orderId));
        return one(t.app.db.select().from(bizAppointment).where(eq(bizAppointment.appointmentId, link.appointmentId)));
      };
      const [mine, theirs] = [await book(myOrder.orderNo, me.headers), await book(theirOrder.orderNo, admin)];
      const booking = (id: number) => one(t.app.db.select().from(bizAppointment).where(eq(bizAppointment.appointmentId, id)));
      return {
        sheet: await xlsxOf(BOOKING_HEADER, [row(mine.reservationNo, '10:00', myOrder.orderNo, '王五'), row(theirs.reservationNo, '11:00', mySecondOrder.orderNo, '劫持')]),
        theirs: { row: 3, byHand: `/biz/appointment/${theirs.appointmentId}`, read: () => booking(theirs.appointmentId), says: /^Reservation number: the reservation ".+" does not exist or is outside your data scope$/ },
        mine: { byHand: `/biz/appointment/${mine.appointmentId}`, read: async () => (await booking(mine.appointmentId)).driverName, expected: '王五' },
      };
    },
  },

  // accounts are scoped as data are: "own data only" sees one's own account
  '/api/system/user/importData': {
    alsoNeeds: ['system:user:query', 'system:user:edit'],
    async arrange(me) {
      const [theirs] = await t.app.db
        .insert(sysUser)
        .values({ userName: unique('colleague'), nickName: 'Colleague', deptId: me.deptId, password: 'x' })
        .returning();
      const account = (id: number) => one(t.app.db.select().from(sysUser).where(eq(sysUser.userId, id)));
      return {
        sheet: await xlsxOf(['登录名称', '用户名称'], [[me.userName, 'Me renamed'], [theirs.userName, 'Hijacked']]),
        theirs: { row: 3, byHand: `/system/user/${theirs.userId}`, read: () => account(theirs.userId) },
        mine: { byHand: `/system/user/${me.userId}`, read: async () => (await account(me.userId)).nickName, expected: 'Me renamed' },
      };
    },
  },
};

/** A role of data scope "own data only" holding exactly these rights, and a user of it in department 101. */
async function ownDataUser(permissions: string[]): Promise<Me> {
  const menus = await t.app.db.select({ id: sysMenu.menuId, perms: sysMenu.perms }).from(sysMenu).where(inArray(sysMenu.perms, permissions));
  expect(menus.map((m) => m.perms).sort()).toEqual([...permissions].sort());
  const user = await scopedUser(t, { deptId: 101, dataScope: '5', menus: menus.map((m) => m.id) });
  return { ...user, deptId: 101 };
}

describe('an "update existing" import stays inside the importer\'s data scope', () => {
  const importRoutes = () => t.app.routeAccess.filter((r) => r.method === 'POST' && r.url.endsWith('/importData'));

  it('knows every import route of the app, and no route the app no longer has', () => {
    const urls = importRoutes().map((r) => r.url);
    expect(urls.filter((url) => !cases[url]), 'import routes this test does not know how to exercise: add a case for each').toEqual([]);
    expect(Object.keys(cases).filter((url) => !urls.includes(url)), 'cases for routes the app no longer has').toEqual([]);
  });

  it('refuses another user\'s row as the single-row route does, by sheet row, changing nothing of it', async () => {
    const routes = importRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const kase = cases[route.url];
      expect(kase, `${route.url}: no case`).toBeDefined();
      const url = route.url.slice('/api'.length);
      const own = [(route.access as { permission: string | string[] }).permission].flat();
      const me = await ownDataUser([...own, ...kase.alsoNeeds]);
      const { sheet, theirs, mine } = await kase.arrange(me);
      const en = { ...me.headers, 'accept-language': 'en' };

      // by hand, the same user is refused the other's row and given its own (soft: one route's failure hides no other's)
      const byHand = await call('GET', theirs.byHand, undefined, en);
      expect.soft([403, 404], `${url}: GET ${theirs.byHand} by hand`).toContain(byHand.statusCode);
      if (mine) expect.soft((await call('GET', mine.byHand, undefined, en)).statusCode, `${url}: GET ${mine.byHand} by hand`).toBe(200);

      const before = await theirs.read();
      const res = await uploadXlsx(`${url}?updateSupport=true`, sheet, en);
      const errors: string[] = res.json().data?.errors ?? [];
      expect.soft(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect.soft(errors, `${url}: the report names the refused row, and only it`).toEqual([expect.stringMatching(new RegExp(`^row ${theirs.row}: `))]);
      const said = errors[0]?.replace(/^row \d+: /, '') ?? '';
      if (theirs.says) expect.soft(said, `${url}: the refusal`).toMatch(theirs.says);
      else expect.soft(said, `${url}: refused as by hand`).toMatch(new RegExp(`^([^:]+: )?${escaped(byHand.json().msg)}$`));
      expect.soft(await theirs.read(), `${url}: another's row is unchanged`).toEqual(before);
      if (mine) expect.soft(await mine.read(), `${url}: the caller's own row is updated`).toEqual(mine.expected);
    }
  });
});
