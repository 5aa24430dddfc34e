import { describe, expect, it } from 'vitest';
import { contexts, e2e, useE2E } from './use-e2e';
import { apiLogin, confirmPhoneMove, eventually, signIn } from './helpers';

/**
 * Issue 14, end to end: warehouse staff (lhy) on a 375 px phone choose a container to pack, load
 * it by typing pallet codes (as a hardware scanner types them), seal it, and send it on through
 * packed and to leave (its goods' orders are released by customs) to left; the public outbound
 * board, without a login, then shows it gone, its plate masked. In Chinese and in English.
 */

useE2E();

const TEXT = {
  zh: { entry: '出库装柜', code: '托盘号', load: '装 柜', seal: '封条号', save: '保 存', packed: '装柜完成', toLeave: '待离场', left: '已离场', loadedOf: (n: number) => `已装 ${n}/${n}` },
  en: { entry: 'Outbound loading', code: 'Pallet code', load: 'Load', seal: 'Seal no.', save: 'Save', packed: 'Packed', toLeave: 'Ready to leave', left: 'Left', loadedOf: (n: number) => `${n}/${n} loaded` },
} as const;
/** a button by its text, after the icon's name if it has one */
const named = (text: string) => new RegExp(`(^|\\s)${text}$`);
const NUMBERS = { zh: 'OOLU2100454', en: 'CMAU5001236' } as const;

async function api(path: string, headers: Record<string, string>, method = 'GET', body?: object) {
  const res = await fetch(`${e2e.url}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

describe('outbound containers', () => {
  it.each(['zh', 'en'] as const)('lhy loads, seals and sends off a container on a phone; the public board shows it left (%s)', { timeout: 180_000 }, async (lang) => {
    const x = TEXT[lang];
    const cs = { authorization: `Bearer ${await apiLogin(e2e.url, 'cs', 'demo123')}`, 'content-type': 'application/json' };
    // two pallets in stock of one customs-released demo order, and a container for them, planned by customer service
    const stock = (await api('/biz/inventory/list?status=1&pageSize=200&orderByColumn=palletCode&isAsc=asc', cs)).rows as { palletCode: string; orderNo: string; warehouseId: number }[];
    const orderNo = stock.find((p) => stock.filter((q) => q.orderNo === p.orderNo).length >= 2)!.orderNo;
    const goods = stock.filter((p) => p.orderNo === orderNo).slice(0, 2);
    const created = (await api('/biz/container', cs, 'POST', { warehouseId: goods[0].warehouseId, cabinetNo: `PSA-E2E-${lang}`, containerNo: NUMBERS[lang], boxType: '40HQ', loadDate: new Date().toLocaleDateString('sv'), loadTime: '16:30', plateNo: '沪A7K219' })).data;
    await api(`/biz/container/${created.containerId}/status`, cs, 'PUT', { to: '1' });

    const { context, page } = await e2e.newPage({ width: 375, height: 812, lang });
    contexts.push(context);
    await signIn(e2e, context, 'lhy', 'demo123');
    await page.goto(`${e2e.url}/#/mobile/index`);
    await page.getByRole('button', { name: named(x.entry) }).click();
    await page.getByRole('link', { name: NUMBERS[lang] }).click();
    const code = page.getByLabel(x.code);
    for (const p of goods) {
      await code.fill(p.palletCode);
      await code.press('Enter');
      await page.getByTestId(`pallet-${p.palletCode}`).locator('.anticon-check-circle').waitFor();
    }
    await page.getByText(x.loadedOf(2)).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel(x.seal).fill(`SL-${lang}-0042`);
    await page.getByRole('button', { name: x.save }).click();
    await eventually(async () => (await api(`/biz/container/${created.containerId}`, cs)).data.sealNo).toBe(`SL-${lang}-0042`);
    for (const step of [x.packed, x.toLeave, x.left]) {
      await page.getByRole('button', { name: named(step) }).click();
      // nothing final on one tap: each move is asked once (issue 48)
      await confirmPhoneMove(page);
      await page.getByTestId('container-status').filter({ hasText: step === x.packed ? (lang === 'zh' ? '已装柜' : 'Packed') : step === x.toLeave ? (lang === 'zh' ? '待离场' : 'To leave') : x.left }).waitFor();
    }
    const after = (await api(`/biz/container/${created.containerId}`, cs)).data;
    expect(after).toMatchObject({ status: '4', pallets: 2, loaded: 2 });
    const left = (await api(`/biz/inventory/list?containerId=${created.containerId}`, cs)).rows.map((p: { status: string }) => p.status);
    expect(left).toEqual(['3', '3']);

    // the drivers' board, without a login
    const visitor = await e2e.newPage({ width: 375, height: 812, lang });
    contexts.push(visitor.context);
    await visitor.page.goto(`${e2e.url}/#/outofstockcarList?warehouseId=${goods[0].warehouseId}`);
    const row = visitor.page.locator('tr', { hasText: NUMBERS[lang] });
    await row.waitFor();
    expect(await row.innerText()).toContain('16:30');
    expect(await row.innerText()).toContain('沪A7**19');
    expect(await row.innerText()).toContain(lang === 'zh' ? '已离场' : 'Left');
  });
});
