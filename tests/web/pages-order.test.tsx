import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderPage } from '../../src/pages/order/order-page';
import { button, dictFixtures, i18n, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

type Row = Record<string, unknown>;
const line = (lineNo: number, over: Row = {}): Row => ({
  lineId: lineNo,
  lineNo,
  productId: null,
  itemNo: `ART-${lineNo}`,
  originalCategory: '',
  originalQty: 10,
  gifiCode: '',
  unitPrice: 2,
  totalAmount: 20,
  currency: 'USD',
  customsNameZh: '',
  customsNameEn: '',
  inspectionFlag: 'N',
  proportionFlag: 'N',
  cartons: 3,
  cbm: 0.5,
  grossWeight: 12,
  ...over,
});
const order = (orderId: number, orderNo: string, over: Row = {}): Row => ({
  orderId,
  orderNo,
  buyer: 'IKEA',
  ope: '',
  da: `LOBA${orderId}`,
  vendorDeptName: '义乌晨光文具厂',
  nbOfCartons: 3,
  totalCbm: 0.5,
  keepRecordCbm: 0,
  grossWeightSum: 12,
  documentary: '',
  orderTaker: '',
  district: '',
  bookingCategory: '',
  docSper: '',
  traficOrder: '',
  traficCode: '',
  isSuit: 'N',
  isSpecial: 'N',
  specialCustoms: '',
  specialUnit: '',
  specialQtyRate: null,
  customsStatus: '0',
  transportStatus: '0',
  overState: '0',
  overReason: '',
  bondedStatus: '1',
  editStatus: '0',
  toWarehouseTime: null,
  version: 4,
  remark: null,
  createBy: 'cs',
  createTime: '2025-01-01 08:00:00',
  booked: 0,
  received: 0,
  remaining: 3,
  blocked: null,
  lines: [line(1)],
  ...over,
});

const entry = (dictType: string, dictValue: string, zh: string, en: string, listClass = 'info') => ({
  dictCode: 0,
  dictSort: Number(dictValue),
  dictValue,
  dictType,
  dictLabelZh: zh,
  dictLabelEn: en,
  cssClass: null,
  listClass,
  isDefault: 'N',
  status: '0',
  remark: null,
  createTime: null,
});
const dicts: Record<string, ReturnType<typeof entry>[]> = {
  biz_order_customs_status: [entry('biz_order_customs_status', '0', '待报关', 'Pending customs'), entry('biz_order_customs_status', '1', '报关中', 'In customs', 'warning')],
  biz_order_over_state: [entry('biz_order_over_state', '0', '未结束', 'Not over'), entry('biz_order_over_state', '1', '正常结束', 'Normal end'), entry('biz_order_over_state', '3', '异常结束', 'Abnormal end', 'danger')],
  biz_bonded_status: [entry('biz_bonded_status', '0', '非保税', 'Non-bonded'), entry('biz_bonded_status', '1', '保税', 'Bonded', 'primary')],
  biz_currency: [entry('biz_currency', 'USD', '美元', 'USD', ''), entry('biz_currency', 'CNY', '人民币', 'CNY', '')],
};
/** The shared fixtures plus the order dictionaries. */
const dictHandler = () =>
  http.get('*/system/dict/data/type/:type', ({ params, request }) => {
    const type = String(params.type);
    const en = request.headers.get('Accept-Language') === 'en';
    const rows = (dicts[type] ?? dictFixtures[type] ?? []).map((d) => ({ ...d, dictLabel: en ? d.dictLabelEn : d.dictLabelZh }));
    return HttpResponse.json({ code: 200, msg: 'ok', data: rows });
  });

function serve() {
  const res = memoryResource('/biz/order', 'orderId', [
    order(1, 'PO-1'),
    order(2, 'PO-2'),
    order(3, 'PO-FILED', { customsStatus: '1', editStatus: '1', nbOfCartons: 10, booked: 4, received: 2, remaining: 4 }),
    order(4, 'PO-FULL', { booked: 3, remaining: 0, blocked: 'fullyBooked' }),
  ]);
  const puts: { url: string; body: unknown }[] = [];
  const recordPut = async ({ request }: { request: Request }) => {
    puts.push({ url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ code: 200, msg: 'ok' });
  };
  server.use(
    dictHandler(),
    http.put('*/biz/order/batch', recordPut),
    http.put('*/biz/order/:id/status', recordPut),
    http.get('*/biz/order/:id/history', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: [{ historyId: 1, field: 'customsStatus', fromStatus: '0', toStatus: '1', fromLabel: '待报关', toLabel: '报关中', remark: '已提交', operBy: 'cs', operTime: '2025-01-02 09:00:00' }],
      }),
    ),
    ...res.handlers,
  );
  return { res, puts };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('OrderPage', () => {
  it('edits the lines in the dialog, shows the computed totals and sends header with lines', async () => {
    const { res } = serve();
    renderPage(<OrderPage />);
    expect(within(await rowOf('PO-FILED')).queryByText(t('crud:modify'))).toBeNull();
    fireEvent.click(button(await rowOf('PO-1'), t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('order:title') })));
    const totals = await within(dialog).findByTestId('order-totals');
    expect(totals.textContent).toBe(t('order:computedTotals', { cartons: 3, cbm: '0.500', weight: '12.000' }));
    fireEvent.click(button(dialog, t('order:addLine')));
    const cartons2 = await within(dialog).findByLabelText(`${t('order:line.cartons')} 2`);
    fireEvent.change(cartons2, { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(`${t('order:line.cbm')} 2`), { target: { value: '0.25' } });
    fireEvent.change(within(dialog).getByLabelText(`${t('order:line.itemNo')} 2`), { target: { value: 'NEW-9' } });
    await waitFor(() => expect(totals.textContent).toBe(t('order:computedTotals', { cartons: 7, cbm: '0.750', weight: '12.000' })));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/biz/order')).toBeTruthy());
    const body = res.last('PUT', '/biz/order')?.body as Row;
    expect(body).toMatchObject({ orderId: 1, orderNo: 'PO-1', bondedStatus: '1' });
    expect(body.lines).toEqual([expect.objectContaining({ itemNo: 'ART-1', cartons: 3 }), expect.objectContaining({ itemNo: 'NEW-9', cartons: 4, cbm: 0.25, currency: 'USD' })]);
  }, 60_000);

  it('batch edits the selected orders', async () => {
    const { puts } = serve();
    renderPage(<OrderPage />);
    for (const no of ['PO-1', 'PO-2']) fireEvent.click((await rowOf(no)).querySelector('.ant-checkbox-input')!);
    fireEvent.click(button(document.body, t('order:batchEdit')));
    const dialog = await waitFor(() => openDialog(t('order:batchTitle', { count: 2 })));
    fireEvent.change(within(dialog).getByLabelText(t('order:documentary')), { target: { value: 'Amy' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ url: '/api/biz/order/batch', body: { orderIds: [1, 2], fields: { documentary: 'Amy' } } });
  }, 60_000);

  it('ends an order; an abnormal end needs its reason', async () => {
    const { puts } = serve();
    renderPage(<OrderPage />);
    fireEvent.click(button(await rowOf('PO-2'), t('order:end')));
    const dialog = await waitFor(() => openDialog(t('order:endTitle', { orderNo: 'PO-2' })));
    fireEvent.click(await within(dialog).findByLabelText('异常结束'));
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText(t('order:reasonRequired'))).toBeTruthy();
    expect(puts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(t('order:endReason')), { target: { value: '客户取消' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ url: '/api/biz/order/2/status', body: { to: '3', remark: '客户取消', version: 4 } });
  }, 60_000);

  it('shows the detail with its lines and the history timeline', async () => {
    serve();
    renderPage(<OrderPage />);
    fireEvent.click(button(await rowOf('PO-FILED'), t('order:detail')));
    const drawer = (await screen.findByText(t('order:detailTitle', { orderNo: 'PO-FILED' }))).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('ART-1')).toBeTruthy();
    expect(await within(drawer).findByText(/待报关 → 报关中/)).toBeTruthy();
    expect(within(drawer).getByText('已提交')).toBeTruthy();
  }, 60_000);

  it.each(['zh', 'en'])('%s: each row shows booked / received / left beside its statuses, the detail says them in words (issue 46)', async (lang) => {
    localStorage.setItem('lang', lang);
    await i18n.changeLanguage(lang);
    try {
      serve();
      renderPage(<OrderPage />);
      const row = await rowOf('PO-FILED');
      const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      const at = (label: string) => headers.findIndex((h) => h === t(label));
      expect(at('order:cartonsFigures')).toBeGreaterThan(0);
      // the statuses first, on screen at a laptop's width; buyer and the measures after
      for (const status of ['order:customsStatus', 'order:transportStatus', 'order:overState']) expect(at(status)).toBeLessThan(at('order:buyer'));
      expect(at('order:overState')).toBeLessThan(at('order:cartonsFigures'));
      const cell = within(row).getByTitle(t('order:cartonsFiguresTitle', { booked: 4, received: 2, remaining: 4 }));
      expect(cell.textContent).toBe('4 / 2 / 4');
      const full = within(await rowOf('PO-FULL')).getByTitle((title) => title.includes(t('order:block.fullyBooked')));
      expect(full.textContent).toBe('3 / 0 / 0');

      fireEvent.click(button(row, t('order:detail')));
      const drawer = (await screen.findByText(t('order:detailTitle', { orderNo: 'PO-FILED' }))).closest('.ant-drawer') as HTMLElement;
      const item = (label: string) => within(drawer).getByText(t(label)).closest('th')?.nextElementSibling?.textContent;
      await within(drawer).findByText(t('order:remaining'));
      expect([item('order:booked'), item('order:received'), item('order:remaining'), item('order:bookable')]).toEqual(['4', '2', '4', t('order:bookableYes')]);
    } finally {
      localStorage.removeItem('lang');
      await i18n.changeLanguage('zh');
    }
  }, 60_000);
});
