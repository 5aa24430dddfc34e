import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../server/smtp-sink';
import { axeViolations } from './axe';
import { acceptExpectedErrors, apiLogin, buttonName, eventually, failedResource } from './helpers';
import { contexts, e2e, useE2E } from './use-e2e';

/**
 * Issue 38 on a supplier's phone (375×812), in Chinese and in English: customer service makes a
 * booking link; the supplier opens it (the page takes the link's language), books two orders into
 * a free slot with the truck, the driver and a packing list; the desk passes the booking and the
 * supplier's mail carries the reservation number and the driver's QR link; the supplier moves the
 * booking once, and the driver's QR link opens the truck's page at the new time. A revoked link
 * shows a page that says so. The page fits the phone and has no serious accessibility violation.
 * Screenshots go to SHOTS_DIR when it is set (to look at, not compared).
 */

useE2E();
let sink: SmtpSink;
let admin: string;
let cs: string;

const PHONE = { width: 375, height: 812 };
const TEXT = {
  zh: { pending: '待审核', mine: '我的预约', reschedule: '改约', move: '确认改约', dead: '此预约链接已失效', qrAlt: '入仓二维码', submit: '提交预约' },
  en: { pending: 'Pending review', mine: 'My bookings', reschedule: 'Reschedule', move: 'Move it', dead: 'This booking link no longer works', qrAlt: 'Warehouse entry QR code', submit: 'Book the delivery' },
} as const;

async function api(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${e2e.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status !== 200 || json.code !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const shoot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};
const pad = (n: number) => String(n).padStart(2, '0');
const dayFromNow = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const fits = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
/** buttons and links out of the phone's width: none may be */
const offScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a')]
      .filter((b) => b.checkVisibility())
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth;
      })
      .map((b) => b.innerText.trim()),
  );

beforeAll(async () => {
  sink = await startSmtpSink({ user: 'mailer', pass: 'e2e-smtp-pass' });
  admin = await apiLogin(e2e.url, 'admin', 'admin123');
  cs = await apiLogin(e2e.url, 'cs', 'demo123');
  const values: Record<string, string> = { 'biz.mail.host': '127.0.0.1', 'biz.mail.port': String(sink.port), 'biz.mail.secure': 'false', 'biz.mail.user': 'mailer', 'biz.mail.password': 'e2e-smtp-pass', 'biz.mail.from': 'desk@warehouse.example', 'biz.mail.verifyCertificate': 'false' };
  for (const row of (await api(admin, 'GET', '/system/config/list?configKey=biz.mail.&pageSize=50')).rows) {
    if (row.configKey in values) await api(admin, 'PUT', '/system/config', { ...row, configValue: values[row.configKey] });
  }
});
afterAll(async () => {
  await sink?.close();
});

/** The mail that names the reservation, once the outbox has sent it: the pass nudges the outbox, no job run needed. */
async function mailOf(reservationNo: string) {
  const found = () => sink.messages.find((m) => (m.subject ?? '').includes(reservationNo));
  for (let i = 0; i < 40 && !found(); i += 1) await new Promise((r) => setTimeout(r, 250));
  return found();
}

describe('a supplier books its own delivery through its link', () => {
  it.each(['zh', 'en'] as const)('link → book two orders on a phone → desk passes → mail with the QR link → reschedule → driver QR → revoked (%s)', { timeout: 120_000 }, async (lang) => {
    const x = TEXT[lang];
    const vendor = `E2E 供应商 ${lang}`;
    // a warehouse with room, and three orders of the supplier not in any booking yet
    const warehouse = `E2E 自助仓 ${lang}`;
    await api(admin, 'POST', '/biz/warehouse', {
      warehouseName: warehouse, address: 'E2E road 38', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2, slotCbm: 40,
      closedWeekdays: '', status: '0', doors: [{ doorName: `E2E-${lang}-1`, orderNum: 1, status: '0' }], closedDays: [],
      bookAheadDays: 7, cutoffHours: 24, maxPerSupplierDay: 3, selfBookingApproval: '1',
    });
    const orderNos = [1, 2, 3].map((n) => `E2E-SUP-${lang}-${n}`);
    for (const orderNo of orderNos) {
      await api(admin, 'POST', '/biz/order', {
        orderNo, bondedStatus: '0', buyer: 'E2E Buyer', vendorDeptName: vendor,
        lines: [{ itemNo: `${orderNo}-1`, originalQty: 10, unitPrice: 2, cartons: 10, cbm: 2, grossWeight: 100 }],
      });
    }

    // --- customer service makes the link (from the console's address, which the mails' links start with)
    const made = (await api(cs, 'POST', '/biz/supplierLink', { vendorDeptName: vendor, contactEmail: `dispatch-${lang}@supplier.example`, lang }, { Referer: `${e2e.url}/` })).data;
    expect(made.path).toMatch(/^#\/supplier\/\S+$/);

    // --- the supplier's phone: no language chosen yet, so the page takes the link's
    const { context, page } = await e2e.newPage(PHONE);
    contexts.push(context);
    page.setDefaultTimeout(15_000);
    await page.goto(`${e2e.url}/${made.path}`);
    await page.getByText(orderNos[0], { exact: true }).waitFor();
    await page.getByRole('button', { name: buttonName(x.submit) }).waitFor();
    expect(await page.getByText(vendor).count()).toBeGreaterThan(0);
    expect(await fits(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText(orderNos[0], { exact: true }).click();
    await page.getByText(orderNos[1], { exact: true }).click();
    // the link covers every warehouse: this one's slots
    await page.getByRole('radio', { name: warehouse }).check();
    const day = dayFromNow(2);
    await page.locator(`[data-date="${day}"]`).click();
    await page.locator(`[data-slot="${day} 10:00"]`).click();
    await page.locator('#supplierBooking_plateNo').fill('粤b e3801');
    await page.locator('#supplierBooking_driverName').fill(lang === 'zh' ? '李师傅' : 'Li Wei');
    await page.locator('#supplierBooking_driverPhone').fill('13900003801');
    await page.locator('input[type="file"]').setInputFiles({ name: 'packing-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await page.getByText('packing-list.pdf').waitFor();
    await eventually(() => page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').count()).toBe(1);
    expect(await offScreen(page)).toEqual([]);
    expect(await fits(page)).toBe(true);
    await shoot(page, `supplier-form-${lang}`);
    await page.getByRole('button', { name: buttonName(x.submit) }).click();

    const reservationNo = (await page.getByTestId('reservation-no').innerText()).trim();
    expect(reservationNo).toMatch(/^YY\d+/);
    expect(await page.getByTestId('booking-status').innerText()).toBe(x.pending);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `supplier-booked-${lang}`);

    // --- the desk passes it (cs reviews); the supplier's mail names it and carries the driver's QR link
    const row = (await api(cs, 'GET', `/biz/appointment/list?reservationNo=${reservationNo}&bySupplier=1`)).rows[0];
    expect(row).toMatchObject({ status: '2', supplierName: vendor });
    await api(cs, 'PUT', `/biz/appointment/${row.appointmentId}/status`, { to: '3', version: row.version });
    const mail = await mailOf(reservationNo);
    expect(mail, 'the approval mail').toBeDefined();
    expect(mail!.to && JSON.stringify(mail!.to)).toContain(`dispatch-${lang}@supplier.example`);
    const qrLink = /https?:\/\/\S+#\/driverQRcode\?token=[\w-]+/.exec(mail!.text ?? '')?.[0];
    expect(qrLink, mail!.text).toBeDefined();
    expect(mail!.text).toContain(reservationNo);

    // --- the supplier moves the booking once, from its list on the same link
    await page.getByRole('button', { name: buttonName(x.mine) }).first().click();
    const card = page.locator('.ant-card', { hasText: reservationNo });
    await card.waitFor();
    expect(await card.innerText()).toContain(warehouse);
    await card.getByRole('button', { name: buttonName(x.reschedule) }).click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.waitFor();
    const later = dayFromNow(3);
    await dialog.locator(`[data-date="${later}"]`).click();
    await dialog.locator(`[data-slot="${later} 14:00"]`).click();
    await dialog.getByRole('button', { name: buttonName(x.move) }).click();
    await eventually(() => card.innerText()).toContain(`${later} 14:00`);
    expect(await fits(page)).toBe(true);
    expect(await offScreen(page)).toEqual([]);
    await shoot(page, `supplier-bookings-${lang}`);

    // --- a move re-applies the target's rules: this warehouse reviews supplier bookings, so the desk passes it again
    const moved = (await api(cs, 'GET', `/biz/appointment/list?reservationNo=${reservationNo}&bySupplier=1`)).rows[0];
    expect(moved).toMatchObject({ status: '2' });
    await api(cs, 'PUT', `/biz/appointment/${moved.appointmentId}/status`, { to: '3', version: moved.version });

    // --- the driver's QR link opens the truck's page, at the new time
    const driver = await e2e.newPage({ ...PHONE, lang });
    contexts.push(driver.context);
    await driver.page.goto(qrLink!.replace(/^https?:\/\/[^/#]+\/?/, `${e2e.url}/`));
    await driver.page.getByAltText(x.qrAlt).waitFor({ timeout: 15_000 });
    const truck = await driver.page.locator('main').innerText();
    expect(truck).toContain(reservationNo);
    expect(truck).toContain(`${later} 14:00`);

    // --- revoked: the link shows a page that says so, not an error
    await api(cs, 'PUT', `/biz/supplierLink/${made.linkId}/revoke`);
    const mark = e2e.consoleErrors.length;
    await page.reload();
    await page.getByText(x.dead).waitFor();
    expect(await page.locator('.ant-alert-error').count()).toBe(0);
    expect(await fits(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `supplier-revoked-${lang}`);
    expect(acceptExpectedErrors(e2e, mark, failedResource(410))).toBeGreaterThan(0);
    expect(e2e.consoleErrors).toEqual([]);
  });
});
