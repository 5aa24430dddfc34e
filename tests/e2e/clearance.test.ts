import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../server/smtp-sink';
import { contexts, e2e, useE2E } from './use-e2e';
import { apiLogin, eventually, openApp, settle, signIn, tableRows, waitForHash } from './helpers';

/**
 * Issue 13, end to end: a customs user takes a received demo order into a clearance, issues a
 * draft FCR and then the final one, sends the final by e-mail and sees the send in the history,
 * in Chinese and in English; the mail reaches a real SMTP server on loopback with the PDF.
 */

useE2E();
let sink: SmtpSink;
let admin: Record<string, string>;

const api = async (path: string, method = 'GET', body?: object) => {
  const res = await fetch(`${e2e.url}/api${path}`, { method, headers: admin, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};

beforeAll(async () => {
  sink = await startSmtpSink({ user: 'mailer', pass: 'e2e-smtp-pass' });
  admin = { authorization: `Bearer ${await apiLogin(e2e.url, 'admin', 'admin123')}`, 'content-type': 'application/json' };
  const values: Record<string, string> = { 'biz.mail.host': '127.0.0.1', 'biz.mail.port': String(sink.port), 'biz.mail.secure': 'false', 'biz.mail.user': 'mailer', 'biz.mail.password': 'e2e-smtp-pass', 'biz.mail.from': 'docs@forwarder.example', 'biz.mail.verifyCertificate': 'false' };
  for (const row of (await api('/system/config/list?configKey=biz.mail.&pageSize=50')).rows) {
    if (row.configKey in values) await api('/system/config', 'PUT', { ...row, configValue: values[row.configKey] });
  }
});
afterAll(async () => {
  await sink?.close();
});

/** Received demo orders that no clearance holds yet. */
async function freeReceivedOrders(): Promise<string[]> {
  const taken = new Set<number>((await api('/biz/clearance/list?pageSize=100')).rows.flatMap((r: { orderIds: number[] }) => r.orderIds));
  const orders = (await api('/biz/order/list?transportStatus=2&pageSize=100')).rows as { orderId: number; orderNo: string }[];
  return orders.filter((o) => !taken.has(o.orderId)).map((o) => o.orderNo);
}

const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible', { hasText: title }).last();
const okButton = (scope: Locator) => scope.locator('.ant-modal-footer .ant-btn-primary');
/** a button by its text, after the icon's name if it has one */
const named = (text: string) => new RegExp(`(^|\\s)${text}$`);
const drawer = (page: Page) => page.locator('.ant-drawer-content-wrapper:visible');

const TEXT = {
  zh: { add: '新增', addTitle: '添加清关单证', orders: '订单', added: '新增成功', detail: '详情', draft: '出具 FCR 草稿', final: '出具 FCR 正本', draftTag: 'FCR 草稿', finalTag: 'FCR 正本', send: '发送邮件', sendButton: '发 送', sent: '已发送', fcrFinal: '正本' },
  en: { add: 'Add', addTitle: 'Add clearance', orders: 'Orders', added: 'Added', detail: 'Details', draft: 'Draft FCR', final: 'Final FCR', draftTag: 'FCR draft', finalTag: 'FCR final', send: 'Send e-mail', sendButton: 'Send', sent: 'Sent', fcrFinal: 'Final' },
} as const;

describe('clearance documents', () => {
  it.each(['zh', 'en'] as const)('customs: draft FCR, final FCR, sent by e-mail with the PDF, the send in the history (%s)', { timeout: 180_000 }, async (lang) => {
    const x = TEXT[lang];
    const [orderNo] = await freeReceivedOrders();
    expect(orderNo).toBeDefined();
    const { context, page } = await e2e.newPage({ lang });
    contexts.push(context);
    page.setDefaultTimeout(15_000);
    await signIn(e2e, context, 'customs', 'demo123');
    await openApp(page, e2e, '/biz/clearance');
    await waitForHash(page, '/biz/clearance');
    await page.locator('#biz-clearance-search_clearanceNo').waitFor();

    // a clearance of the order, picked by its number
    await page.getByRole('button', { name: named(x.add) }).click();
    const add = dialog(page, x.addTitle);
    await add.waitFor();
    await settle(page);
    await add.locator('#biz-clearance-edit_orderIds').fill(orderNo);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: orderNo });
    await option.waitFor();
    await option.click();
    await add.locator('#biz-clearance-edit_mailTo').fill('buyer@example.com');
    await okButton(add).click();
    await eventually(() => add.isVisible()).toBe(false);
    await page.locator('#biz-clearance-search_orderNo').fill(orderNo);
    await page.locator('#biz-clearance-search_orderNo').press('Enter');
    await eventually(() => tableRows(page).count()).toBe(1);
    const row = tableRows(page).first();
    expect(await row.innerText()).toContain(orderNo);

    // its detail: a draft, then the final (the demo order's goods are received)
    await row.getByRole('button', { name: named(x.detail) }).click();
    const detail = drawer(page);
    await detail.waitFor();
    await detail.getByRole('button', { name: x.draft }).click();
    await eventually(() => detail.locator('.ant-table-row', { hasText: x.draftTag }).count()).toBe(1);
    await detail.getByRole('button', { name: x.final }).click();
    await eventually(() => detail.locator('.ant-table-row', { hasText: x.finalTag }).count()).toBe(1);
    const finalNo = (await detail.locator('.ant-table-row', { hasText: x.finalTag }).locator('td').first().innerText()).replace(/\s+/g, '');
    expect(finalNo).toMatch(/^FCR-CL\d+-F1$/);
    // a final FCR stops the drafts
    await eventually(() => detail.getByRole('button', { name: x.draft }).isDisabled()).toBe(true);

    // send it: the final is chosen by default
    await detail.getByRole('button', { name: named(x.send) }).click();
    const send = dialog(page, finalNo.slice(4, -3));
    await send.waitFor();
    await eventually(() => send.locator('#clearance-mail_mailTo').inputValue()).toBe('buyer@example.com');
    await eventually(() => send.locator('#clearance-mail_subject').inputValue()).toContain(orderNo);
    expect(await send.locator('.ant-checkbox-wrapper', { hasText: finalNo }).locator('input').isChecked()).toBe(true);
    const before = sink.messages.length;
    await okButton(send).click();
    await eventually(() => send.isVisible()).toBe(false);

    // the mail arrives with the final FCR, and the history says so
    const [message] = (await sink.waitFor(before + 1)).slice(before);
    expect(message.attachments.map((a) => a.filename)).toEqual([`${finalNo}.pdf`]);
    const history = detail.locator('.ant-table-row', { hasText: 'buyer@example.com' });
    await eventually(() => history.innerText(), 15_000).toContain(x.sent);
    expect(await history.innerText()).toContain(finalNo);
    expect(e2e.consoleErrors).toEqual([]);
  });
});
