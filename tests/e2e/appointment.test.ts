import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { E2E } from './harness';
import { contexts, e2e, useE2E } from './use-e2e';
import { apiLogin, buttonName, confirmPhoneMove, eventually, openApp, settle, signIn, tableRows, waitForHash } from './helpers';

/**
 * Issue 6, end to end: desk staff (cs) book a truck from the slot calendar and pass it; the
 * driver opens the QR page; warehouse staff (lhy) on a 375 px phone follow the QR code's link,
 * record arrival, unloading, tally and receipt; the driver's public page shows the truck
 * received and the order shows delivery completed. Desk in Chinese, phone and driver in English.
 */

useE2E();

const PHONE = { width: 375, height: 812, lang: 'en' as const };
const ORDER_NO = 'E2E-APPT-0001';
const PLATE = '粤B E2E01';
const DRIVER_PHONE = '13900000001';

async function user(username: string, password: string, opts?: Parameters<E2E['newPage']>[0]) {
  const made = await e2e.newPage(opts);
  made.page.setDefaultTimeout(15_000);
  contexts.push(made.context);
  await signIn(e2e, made.context, username, password);
  return made;
}

async function stranger(opts?: Parameters<E2E['newPage']>[0]) {
  const made = await e2e.newPage(opts);
  made.page.setDefaultTimeout(15_000);
  contexts.push(made.context);
  return made;
}

async function api(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${e2e.url}/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible', { hasText: title }).last();
const okButton = (scope: Locator) => scope.locator('.ant-modal-footer .ant-btn-primary');
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();

/** Opens an antd select by its input and picks the option with that text. */
async function pick(page: Page, select: Locator, text: string, typed?: string) {
  await select.click();
  if (typed) await select.fill(typed);
  await option(page, text).waitFor();
  await settle(page);
  await option(page, text).click();
}

/** A desk move: the row's button, the move dialog, and the status it lands in. */
async function move(page: Page, reservationNo: string, action: string, landsIn: string) {
  const row = tableRows(page).filter({ hasText: reservationNo });
  await row.getByRole('button', { name: buttonName(action) }).click();
  const confirm = dialog(page, `${action}：${reservationNo}`);
  await confirm.waitFor();
  await settle(page);
  await okButton(confirm).click();
  await eventually(() => confirm.isVisible()).toBe(false);
  await eventually(() => tableRows(page).filter({ hasText: reservationNo }).innerText()).toContain(landsIn);
}

/** The phone's step form: fills nothing itself, presses the step's big button, waits for the next status. */
async function phoneStep(page: Page, button: string, landsIn: string) {
  await page.getByRole('button', { name: button }).click();
  // a step the phone cannot take back is asked once, naming the truck
  await confirmPhoneMove(page, 'E2E01');
  await eventually(() => page.locator('body').innerText(), 15_000).toContain(landsIn);
}

describe('book → pass → arrive → unload → tally → receive', () => {
  it('desk books from the calendar, the phone works the truck by its QR link, the driver and the order see the end', { timeout: 300_000 }, async () => {
    // --- the data a desk would already have: a warehouse with a door, and a non-bonded order of 6 cartons
    const admin = await apiLogin(e2e.url, 'admin', 'admin123');
    await api(admin, 'POST', '/biz/warehouse', {
        warehouseName: 'E2E 测试仓', address: 'E2E road 1', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2,
        closedWeekdays: '', status: '0', doors: [{ doorName: 'E2E-门1', orderNum: 1, status: '0' }], closedDays: [],
    });
    const order = (
      await api(admin, 'POST', '/biz/order', {
        orderNo: ORDER_NO, bondedStatus: '0', buyer: 'E2E Buyer', vendorDeptName: 'E2E Supplier',
        lines: [{ itemNo: 'E2E-1', originalQty: 6, unitPrice: 2, cartons: 6, cbm: 1.2, grossWeight: 60 }],
      })
    ).data as { orderId: number };
    const tomorrow = localDay(new Date(Date.now() + 86_400_000));

    // --- cs picks tomorrow 10:00 on the slot calendar; the booking dialog opens with it
    const desk = await user('cs', 'demo123');
    await openApp(desk.page, e2e, '/delivery/slot');
    await pick(desk.page, desk.page.getByRole('combobox', { name: '仓库' }), 'E2E 测试仓');
    const cell = desk.page.locator(`[data-testid="slot-${tomorrow}-10:00"]`);
    await eventually(() => cell.innerText()).toContain('0/2');
    await cell.click();
    await waitForHash(desk.page, /\/delivery\/appointment\?/);
    const booking = dialog(desk.page, '送货预约');
    await booking.waitFor();
    await settle(desk.page);
    await pick(desk.page, booking.locator('#appointment-edit_orderIds'), ORDER_NO, ORDER_NO);
    await booking.locator('#appointment-edit_plateNo').fill(PLATE);
    await booking.locator('#appointment-edit_driverName').fill('司机老王');
    await booking.locator('#appointment-edit_driverPhone').fill(DRIVER_PHONE);
    await okButton(booking).click();
    await eventually(() => booking.isVisible()).toBe(false);

    // listed, to submit, one place of the slot taken
    await desk.page.locator('#appointment-search_plateNo').fill('粤BE2E01');
    await desk.page.locator('form[role="search"]:visible button[type="submit"]').first().click();
    await eventually(() => tableRows(desk.page).count()).toBe(1);
    const rowText = await tableRows(desk.page).first().innerText();
    expect(rowText).toContain('待提交');
    expect(rowText).toContain(`${tomorrow} 10:00`);
    expect(rowText).toContain(ORDER_NO);
    const reservationNo = /YY\d{12}/.exec(rowText)![0];

    // --- submitted, accepted, passed by the desk
    await move(desk.page, reservationNo, '提交', '待受理');
    await move(desk.page, reservationNo, '受理', '待审核');
    await move(desk.page, reservationNo, '审核通过', '已通过');
    // the order is now in delivery
    const afterPass = await api(admin, 'GET', `/biz/order/${order.orderId}`);
    expect(afterPass.data.transportStatus).toBe('1');

    // the detail drawer holds the link to send the driver
    await tableRows(desk.page).first().getByRole('button', { name: /详情/ }).click();
    const driverLink = await desk.page.locator('[data-testid="driver-link"] code').innerText();
    expect(driverLink).toMatch(/#\/driverQRcode\?token=[0-9a-f]{32}$/);

    // --- the driver opens it on a phone, without logging in: the QR code and the staff link
    const driver = await stranger(PHONE);
    await driver.page.goto(driverLink.replace(/^https?:\/\/[^/]+/, e2e.url));
    await driver.page.getByAltText('Warehouse entry QR code').waitFor();
    const driverCard = await driver.page.locator('body').innerText();
    expect(driverCard).toContain(reservationNo);
    expect(driverCard).toContain('Passed');
    expect(driverCard).toContain('E2E 测试仓');
    expect(driverCard).not.toContain(DRIVER_PHONE);
    expect(driverCard).not.toContain(ORDER_NO);
    expect(await driver.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const staffLink = await driver.page.locator('[data-testid="staff-link"]').innerText();
    expect(staffLink).toMatch(/#\/mobile\/bookingdelivery\/option\?qr=[0-9a-f]{32}/);

    // --- warehouse staff on a 375 px phone follow the scanned link
    const phone = await user('lhy', 'demo123', PHONE);
    await phone.page.goto(`${e2e.url}/${staffLink.slice(staffLink.indexOf('#')).trim()}`);
    await phone.page.getByText(reservationNo).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // arrival at the door
    await pick(phone.page, phone.page.locator('#arrive_doorId'), 'E2E-门1');
    await phoneStep(phone.page, 'Record arrival', 'Start unloading');
    // booked for tomorrow, arrived today (issue 46): taken, flagged early, and at the dock on the truck list, found by its plate
    await eventually(() => phone.page.locator('[data-arrival="early"]').count()).toBe(1);
    await phone.page.goto(`${e2e.url}/#/mobile/bookingdelivery`);
    await phone.page.getByPlaceholder('Search a plate, e.g. B123').fill('E2E01');
    const atDock = phone.page.getByRole('region', { name: /^At the dock now/ });
    await atDock.getByRole('link', { name: /E2E01/ }).waitFor();
    expect(await atDock.locator('[data-arrival="early"]').count()).toBe(1);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await atDock.getByRole('link', { name: /E2E01/ }).click();
    await phone.page.getByText(reservationNo).waitFor();
    // unloading with a tally clerk (lhy holds the tally post)
    await pick(phone.page, phone.page.locator('#unload_tally'), 'lhy');
    await phone.page.keyboard.press('Escape');
    await phoneStep(phone.page, 'Start unloading', 'Tallying done');
    // tally
    await phone.page.locator('#tally_actualPcb').fill('6');
    await phone.page.locator('#tally_actualSpcb').fill('1');
    await phoneStep(phone.page, 'Tallying done', 'Confirm receipt');
    // receipt: nothing prefilled, each figure as counted, the announced beside it (issue 46); all six
    // cartons came, but lighter than filed: the difference is confirmed once, with its reason
    const boxes = phone.page.locator('#receive_lines_0_receivedBoxes');
    expect(await boxes.inputValue()).toBe('');
    expect(await phone.page.locator('body').innerText()).toContain('Announced 6');
    await boxes.fill('6');
    await phone.page.locator('#receive_lines_0_receivedWeight').fill('55');
    await phone.page.locator('#receive_lines_0_receivedCube').fill('1.2');
    await phone.page.locator('#receive_receivedDims').fill('60×40×40 cm × 6');
    await phone.page.getByRole('button', { name: 'Confirm receipt' }).click();
    const differences = dialog(phone.page, 'Confirm the differences');
    await differences.waitFor();
    expect(await differences.innerText()).toContain('weight (kg) announced 60, counted 55');
    await pick(phone.page, differences.getByRole('combobox'), 'Short');
    await differences.getByRole('button', { name: 'Confirm the differences' }).click();
    await confirmPhoneMove(phone.page, 'E2E01');
    await eventually(() => phone.page.locator('body').innerText(), 15_000).toContain('Weight differs');
    const receipt = await phone.page.locator('body').innerText();
    expect(receipt).toContain('Received');
    expect(receipt).not.toContain('Cartons differ');

    // --- the driver's page shows the truck received (its 30 s refresh, or a reload)
    await driver.page.reload();
    await eventually(() => driver.page.locator('body').innerText()).toContain('Received');

    // --- the desk sees the order delivery completed, in its list
    await openApp(desk.page, e2e, `/biz/order?orderNo=${ORDER_NO}`);
    await desk.page.locator('#biz-order-search_transportStatus').waitFor();
    await eventually(() => tableRows(desk.page).count()).toBe(1);
    await eventually(() => tableRows(desk.page).first().innerText()).toContain('送货完成');
  });
});
