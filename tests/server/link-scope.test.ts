import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, t, useTestApp } from './api.js';
import { bookableOrder, localDay, makeWarehouse } from './appointment-fixtures.js';
import { multipart, PDF } from './multipart.js';
import { scopedUser } from './scope-fixtures.js';
import { sysMenu } from '../../server/modules/menu/table.js';
import { sysUser } from '../../server/modules/user/table.js';

/**
 * Issue 47 hole 1: a supplier's link acts with its maker's data scope, as it stands. A desk user
 * who sees only his own orders makes a link for a supplier other users also order from: on every
 * route the link's token opens (generated from the route table), the others' orders are neither
 * shown nor bookable, and a disabled maker's link offers nothing.
 */
useTestApp({ logins: ['admin'], lang: 'en' });

const pub = (method: string, url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method: method as 'GET', url, payload, headers: { 'accept-language': lang } });

async function ownDataDesk() {
  const perms = ['biz:supplierLink:add', 'biz:supplierLink:list', 'biz:order:list', 'biz:order:query'];
  const menus = await t.app.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms));
  return scopedUser(t, { deptId: 101, dataScope: '5', menus: menus.map((m) => m.id) });
}

describe('a supplier link reaches no further than its maker', () => {
  it('shows and books only the maker\'s own orders, on every route its token opens', async () => {
    const vendor = `Scoped vendor ${Date.now().toString(36)}`;
    const me = await ownDataDesk();
    const mine = await bookableOrder(t, { vendorDeptName: vendor, userId: me.userId, deptId: 101 });
    // another user's order of the same supplier, in the same department
    const theirs = await bookableOrder(t, { vendorDeptName: vendor, userId: 2, deptId: 101 });
    expect((await call('GET', `/biz/order/${theirs.orderId}`, undefined, me.headers)).statusCode).toBe(404);

    const made = await call('POST', '/biz/supplierLink', { vendorDeptName: vendor, contactEmail: 'a@b.example', lang: 'en' }, me.headers);
    expect(made.statusCode, made.body).toBe(200);
    const { token } = made.json().data as { token: string };
    const w = await makeWarehouse(t);

    const linkRoutes = t.app.routeAccess.filter((r) => r.url.includes('/public/supplier/:token') && r.method === 'GET');
    expect(linkRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of linkRoutes) {
      const url = route.url.replace(':token', token).replace(':reservationNo', 'YY0') + `?warehouseId=${w.warehouseId}`;
      const res = await pub('GET', url);
      expect(res.statusCode, `${route.url}: ${res.body}`).toBeLessThan(500);
      expect(res.body, route.url).not.toContain(theirs.orderNo);
    }
    const offered = (await pub('GET', `/api/public/supplier/${token}/orders`)).json().data as { orderId: number }[];
    expect(offered.map((o) => o.orderId)).toEqual([mine.orderId]);

    const upload = multipart('file', 'packing-list.pdf', PDF, 'application/pdf');
    const file = (await t.app.inject({ method: 'POST', url: `/api/public/supplier/${token}/packing-list`, payload: upload.payload, headers: upload.headers })).json().data.fileName as string;
    const booking = (orderIds: number[]) => ({ warehouseId: w.warehouseId, deliveryTime: `${localDay(3)} 10:00`, orderIds, plateNo: '粤B12345', vehicleType: '1', driverName: 'Li Si', driverPhone: '13800000000', packingList: file });
    const refused = await pub('POST', `/api/public/supplier/${token}/bookings`, booking([theirs.orderId]));
    expect(refused.statusCode).toBe(400);
    // the supplier's words, not the desk's "data scope"
    expect(refused.json().msg).toContain(`Order ${theirs.orderId} is not one this booking link can book`);
    expect(refused.json().msg).not.toContain("data scope");
    const refusedZh = await pub('POST', `/api/public/supplier/${token}/bookings`, booking([theirs.orderId]), 'zh');
    expect(refusedZh.json().msg).toContain(`订单${theirs.orderId}不是此预约链接可预约的订单`);
    expect((await pub('POST', `/api/public/supplier/${token}/bookings`, booking([mine.orderId]))).statusCode).toBe(200);

    // the maker's account disabled: the link offers nothing more
    await t.app.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, me.userId));
    const after = (await pub('GET', `/api/public/supplier/${token}/orders`)).json().data as unknown[];
    expect(after).toEqual([]);
  });

  it('is not made already expired, and its answers vary by language and are not kept', async () => {
    const vendor = `Expiry vendor ${Date.now().toString(36)}`;
    await bookableOrder(t, { vendorDeptName: vendor });
    const res = await call('POST', '/biz/supplierLink', { vendorDeptName: vendor, contactEmail: 'a@b.example', lang: 'en', expiresOn: localDay(-1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: ['expiresOn'] });
    expect(res.json().msg).toContain(localDay(-1));
    const unknown = await pub('GET', '/api/public/supplier/no-such-token-here');
    expect(unknown.headers.vary).toContain('Accept-Language');
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
