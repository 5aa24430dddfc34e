import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2E } from './harness';
import { contexts, e2e, useE2E } from './use-e2e';
import { buttonName, clickWhenSettled, clickMenuItem, eventually, openApp, openMenu, settle, signIn, tableRows, waitForHash } from './helpers';

/**
 * Issue 5, end to end: cs imports pre-orders and passes one, the order appears; cs files it with
 * customs and submits; customs accepts, declares and passes it; the order shows customs completed
 * and its timeline every step, in Chinese and in English. Every step through the UI.
 */

let tmp: string;

useE2E();
beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'wh-e2e-import-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function user(username: string, password: string, opts?: Parameters<E2E['newPage']>[0]) {
  const made = await e2e.newPage(opts);
  made.page.setDefaultTimeout(15_000);
  contexts.push(made.context);
  const token = await signIn(e2e, made.context, username, password);
  return { ...made, token };
}

// order numbers of our own: the demo data seeded on a fresh database has none like them
const PASSED = 'E2E-0001';
const LEFT = 'E2E-0002';

/** A dialog by its title (the last one shown) and its OK button by place (see pages.test.ts). */
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible', { hasText: title }).last();
const okButton = (scope: Locator) => scope.locator('.ant-modal-footer .ant-btn-primary, .ant-modal-confirm-btns .ant-btn-primary');
const drawer = (page: Page, title: string) => page.locator('.ant-drawer-content-wrapper:visible', { hasText: title });
const timeline = (scope: Locator) => scope.locator('.status-history-entry');
/** The timeline's entries, each as one line ("报关状态: 待报关 → 报关中 … cs …"). */
const entries = async (scope: Locator) => (await timeline(scope).allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());

/** A list row's cells by their column titles. */
async function cellsOf(row: Locator): Promise<Record<string, string>> {
  // the row's own table (the page holds others: the dialog's goods lines); its sticky header is a
  // table of its own beside the body's, inside the same container
  const container = row.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-table-container ")][1]');
  const titles = (await container.locator('thead th').allInnerTexts()).map((s) => s.trim());
  const cells = (await row.locator('td').allInnerTexts()).map((s) => s.trim());
  return Object.fromEntries(titles.map((t, i) => [t, cells[i]]));
}

/** Fills the list's search form with an order number and searches. */
async function searchOrderNo(page: Page, orderNo: string) {
  await page.locator('[id$="-search_orderNo"]:visible').fill(orderNo);
  await page.locator('form[role="search"]:visible button[type="submit"]').click();
}

/** The import template the cs user would download, filled with two pre-orders (three lines). */
async function importFile(token: string): Promise<string> {
  const res = await fetch(`${e2e.url}/api/biz/preorder/importTemplate`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'zh' } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
  expect(headers).toEqual(expect.arrayContaining(['订单号', '货号', '箱数', '体积', '毛重']));
  const line = (orderNo: string, itemNo: string, qty: number) => ({
    订单号: orderNo,
    买方: 'E2E Buyer',
    供应商: 'E2E Supplier',
    备注: 'imported by the e2e suite',
    货号: itemNo,
    原始品类: 'CUP',
    原始数量: qty,
    单价: 1.5,
    币种: 'USD',
    中文报关品名: '杯子',
    英文报关品名: 'Cup',
    箱数: 2,
    体积: 0.25,
    毛重: 3.5,
  });
  const lines = [line(PASSED, 'IT-A', 10), line(PASSED, 'IT-B', 20), line(LEFT, 'IT-C', 5)];
  for (const l of lines) sheet.addRow(headers.map((h) => (l as Record<string, unknown>)[h] ?? null));
  const file = path.join(tmp, 'preorders.xlsx');
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

/** Presses a filing row's move button, confirms the move dialog and waits for the new status. */
async function moveFiling(page: Page, button: string, to: string, declaration?: { number: string; auditDate: string }) {
  const row = tableRows(page).filter({ hasText: PASSED });
  await row.getByRole('button', { name: buttonName(button) }).click();
  const move = dialog(page, `${button}：${PASSED}`);
  await move.waitFor();
  await settle(page);
  if (declaration) {
    // customs release carries its declaration: the dialog asks for it
    await move.locator('#filing-move_customsDeclarationNumber').fill(declaration.number);
    const date = move.locator('#filing-move_auditDate');
    await date.click();
    await date.fill(declaration.auditDate);
    await date.press('Enter');
    await eventually(() => date.inputValue()).toBe(declaration.auditDate);
  }
  await okButton(move).click();
  await eventually(() => move.isVisible()).toBe(false);
  await eventually(() => tableRows(page).filter({ hasText: PASSED }).innerText()).toContain(to);
}

describe('pre-order → order → filing → customs passed', () => {
  it('cs imports and passes, customs passes the filing, the order shows customs completed with its timeline in both languages', { timeout: 240_000 }, async () => {
    const cs = await user('cs', 'demo123');
    const file = await importFile(cs.token);

    // --- cs imports the pre-orders through the import dialog
    await openApp(cs.page, e2e, '/index');
    await openMenu(cs.page, '订单管理', '预订单');
    await waitForHash(cs.page, '/biz/preorder');
    await cs.page.locator('#biz-preorder-search_checkStatus').waitFor();
    await cs.page.getByRole('button', { name: '导入' }).click();
    const importDialog = dialog(cs.page, '导入');
    await importDialog.waitFor();
    await settle(cs.page);
    // keep the good rows (the default): the file has none bad anyway
    expect(await importDialog.locator('.ant-checkbox-wrapper', { hasText: '有错误行时仍导入正确的行' }).locator('input').isChecked()).toBe(true);
    await importDialog.locator('.ant-upload input[type=file]').setInputFiles(file);
    await importDialog.getByText('preorders.xlsx').waitFor();
    await okButton(importDialog).click();
    await importDialog.locator('.ant-alert-success', { hasText: '导入成功：新增2条' }).waitFor();
    await importDialog.locator('.ant-modal-close').click();
    await eventually(() => importDialog.isVisible()).toBe(false);

    // both pre-orders are listed, unprocessed, with their lines
    await searchOrderNo(cs.page, 'E2E-');
    await eventually(() => tableRows(cs.page).count()).toBe(2);
    const passedRow = tableRows(cs.page).filter({ hasText: PASSED });
    const leftRow = tableRows(cs.page).filter({ hasText: LEFT });
    expect(await passedRow.innerText()).toContain('未处理');
    expect(await passedRow.innerText()).toContain('E2E Buyer');
    expect(await leftRow.innerText()).toContain('未处理');
    expect(await cellsOf(passedRow)).toMatchObject({ 明细行数: '2', 箱数: '4', 总体积: '0.5', 总毛重: '7' });
    expect(await cellsOf(leftRow)).toMatchObject({ 明细行数: '1', 箱数: '2' });

    // --- cs passes one of them: it becomes an order
    await passedRow.getByRole('button', { name: /(^|\s)通过$/ }).click();
    const confirmPass = cs.page.locator('.ant-modal-confirm', { hasText: `确认通过预订单"${PASSED}"` });
    await clickWhenSettled(cs.page, confirmPass, okButton(confirmPass));
    await cs.page.locator('.ant-message', { hasText: `已通过：订单 ${PASSED} 已生成` }).waitFor();
    await eventually(() => passedRow.innerText()).toContain('已通过');
    expect(await leftRow.innerText()).toContain('未处理');
    // a passed pre-order cannot be checked again
    expect(await passedRow.getByRole('button', { name: /通过$/ }).count()).toBe(0);

    // its detail: the check timeline, and the way to the order
    await passedRow.getByRole('button', { name: '详情' }).click();
    const preorderDrawer = drawer(cs.page, `预订单 ${PASSED}`);
    await eventually(() => entries(preorderDrawer)).toEqual([expect.stringMatching(/^审核状态: 未处理 → 已通过 .* cs$/)]);
    await preorderDrawer.getByRole('button', { name: `查看订单 ${PASSED}` }).click();

    // --- the order appeared, pending customs, with the totals of its two lines
    await waitForHash(cs.page, `/biz/order?orderNo=${PASSED}`);
    await cs.page.locator('#biz-order-search_transportStatus').waitFor();
    await eventually(() => tableRows(cs.page).count()).toBe(1);
    const order = tableRows(cs.page).first();
    expect(await order.innerText()).toContain(PASSED);
    expect(await order.innerText()).toContain('待报关');
    expect(await cellsOf(order)).toMatchObject({ 订单号: PASSED, 买家: 'E2E Buyer', 箱数: '4', 总体积: '0.5', 总毛重: '7', 报关状态: '待报关' });

    // --- cs files it with customs (add dialog, pick the order) and submits the filing
    await openMenu(cs.page, '订单管理', '报关备案');
    await waitForHash(cs.page, '/biz/filing');
    await cs.page.locator('#biz-filing-search_qdNumber').waitFor();
    await cs.page.getByRole('button', { name: '新增' }).click();
    const addFiling = dialog(cs.page, '添加报关备案');
    await addFiling.waitFor();
    await settle(cs.page);
    await addFiling.locator('#biz-filing-edit_orderId').fill(PASSED);
    const option = cs.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: PASSED });
    await option.waitFor();
    await settle(cs.page);
    await option.click();
    await addFiling.locator('#biz-filing-edit_qdNumber').fill('QD-E2E-0001');
    await addFiling.locator('#biz-filing-edit_customsBrokerCode').fill('BRK-E2E');
    await okButton(addFiling).click();
    await cs.page.locator('.ant-message', { hasText: '新增成功' }).waitFor();
    await eventually(() => addFiling.isVisible()).toBe(false);
    await searchOrderNo(cs.page, PASSED);
    await eventually(() => tableRows(cs.page).count()).toBe(1);
    expect(await tableRows(cs.page).first().innerText()).toContain('QD-E2E-0001');
    expect(await tableRows(cs.page).first().innerText()).toContain('待提交');
    await moveFiling(cs.page, '提交', '待受理');
    // cs does not review: no customs move on a submitted filing
    expect(await tableRows(cs.page).first().getByRole('button', { name: buttonName('受理') }).count()).toBe(0);

    // --- customs (another browser) accepts, passes the review (declaring), then customs passed
    const customs = await user('customs', 'demo123');
    await openApp(customs.page, e2e, '/biz/filing');
    await customs.page.locator('#biz-filing-search_qdNumber').waitFor();
    await searchOrderNo(customs.page, PASSED);
    await eventually(() => tableRows(customs.page).count()).toBe(1);
    expect(await tableRows(customs.page).first().innerText()).toContain('待受理');
    await moveFiling(customs.page, '受理', '待审核');
    await moveFiling(customs.page, '审核通过', '报关中');
    await moveFiling(customs.page, '通关', '已通关', { number: '531620261000000001', auditDate: '2026-11-30' });
    // the filing's own timeline, every move with who made it
    await tableRows(customs.page).first().getByRole('button', { name: '详情' }).click();
    const filingDrawer = drawer(customs.page, `备案详情：${PASSED}`);
    await eventually(() => entries(filingDrawer)).toEqual([
      expect.stringMatching(/^报关状态: 待提交 → 待受理 .* cs$/),
      expect.stringMatching(/^报关状态: 待受理 → 待审核 .* customs$/),
      expect.stringMatching(/^报关状态: 待审核 → 报关中 .* customs$/),
      expect.stringMatching(/^报关状态: 报关中 → 已通关 .* customs$/),
    ]);

    // --- back as cs: the order shows customs completed, its timeline every step
    await openApp(cs.page, e2e, '/biz/order');
    await cs.page.locator('#biz-order-search_transportStatus').waitFor();
    await searchOrderNo(cs.page, PASSED);
    await eventually(() => tableRows(cs.page).count()).toBe(1);
    await eventually(() => tableRows(cs.page).first().innerText()).toContain('报关完成');
    await tableRows(cs.page).first().getByRole('button', { name: '详情' }).click();
    const orderDrawer = drawer(cs.page, `订单详情 ${PASSED}`);
    await eventually(() => entries(orderDrawer)).toEqual([
      expect.stringMatching(new RegExp(`^报关状态: 待报关 .* cs 预订单 / pre-order ${PASSED}$`)),
      expect.stringMatching(/^报关状态: 待报关 → 报关中 .* cs$/),
      expect.stringMatching(/^报关状态: 报关中 → 报关完成 .* customs$/),
    ]);
    // the bordered descriptions: the cell right of the label
    const customsStatus = orderDrawer.locator('.ant-descriptions-item-label', { hasText: /^报关状态$/ }).locator('xpath=following-sibling::td[1]');
    expect(await customsStatus.innerText()).toBe('报关完成');
    await orderDrawer.locator('.ant-drawer-close').click();
    await eventually(() => orderDrawer.count()).toBe(0);

    // --- the same in English, switched through the navbar
    await cs.page.getByRole('button', { name: '语言' }).click();
    const reloaded = cs.page.waitForEvent('load');
    await clickMenuItem(cs.page, 'English');
    await reloaded;
    await cs.page.locator('.sidebar-menu .ant-menu-item', { hasText: 'Customs filings' }).waitFor();
    await cs.page.locator('#biz-order-search_transportStatus').waitFor();
    await searchOrderNo(cs.page, PASSED);
    await eventually(() => tableRows(cs.page).count()).toBe(1);
    await eventually(() => tableRows(cs.page).first().innerText()).toContain('Customs completed');
    await tableRows(cs.page).first().getByRole('button', { name: 'Details' }).click();
    const orderDrawerEn = drawer(cs.page, `Order ${PASSED}`);
    await eventually(() => entries(orderDrawerEn)).toEqual([
      expect.stringMatching(new RegExp(`^Customs status: Pending customs .* cs 预订单 / pre-order ${PASSED}$`)),
      expect.stringMatching(/^Customs status: Pending customs → In customs .* cs$/),
      expect.stringMatching(/^Customs status: In customs → Customs completed .* customs$/),
    ]);
    expect(await orderDrawerEn.innerText()).not.toMatch(/报关|待|完成/);

    // and the filing's timeline in English
    await orderDrawerEn.locator('.ant-drawer-close').click();
    await eventually(() => orderDrawerEn.count()).toBe(0);
    await openApp(cs.page, e2e, '/biz/filing');
    await cs.page.locator('#biz-filing-search_qdNumber').waitFor();
    await searchOrderNo(cs.page, PASSED);
    await eventually(() => tableRows(cs.page).count()).toBe(1);
    expect(await tableRows(cs.page).first().innerText()).toContain('Customs passed');
    await tableRows(cs.page).first().getByRole('button', { name: 'Details' }).click();
    const filingDrawerEn = drawer(cs.page, PASSED);
    await eventually(() => entries(filingDrawerEn)).toEqual([
      expect.stringMatching(/^Customs status: Pending submission → Pending acceptance .* cs$/),
      expect.stringMatching(/^Customs status: Pending acceptance → Pending review .* customs$/),
      expect.stringMatching(/^Customs status: Pending review → In customs declaration .* customs$/),
      expect.stringMatching(/^Customs status: In customs declaration → Customs passed .* customs$/),
    ]);

    expect(e2e.consoleErrors).toEqual([]);
  });
});
