import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PreorderPage } from '../../src/pages/preorder/preorder-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

type Row = Record<string, unknown>;
const line = { lineNo: 1, itemNo: 'ART-10023', originalCategory: 'chair', originalQty: 120, unitPrice: 18.5, totalAmount: 2220, currency: 'USD', gifiCode: '', customsNameZh: '木制餐椅', customsNameEn: 'Chair', inspectionFlag: 'N', proportionFlag: 'N', cartons: 10, cbm: 0.85, grossWeight: 65, productId: null };
const preorder = (preorderId: number, orderNo: string, checkStatus: string, extra: Row = {}): Row => ({
  preorderId,
  orderNo,
  buyer: 'IKEA Supply AG',
  vendorDeptName: '宁波家居',
  checkStatus,
  checkRemark: '',
  orderId: null,
  lineCount: 1,
  nbOfCartons: 10,
  totalCbm: 0.85,
  grossWeightSum: 65,
  version: 0,
  createBy: 'cs',
  createTime: '2026-11-20 09:00:00',
  lines: [line],
  ...extra,
});
const rows = [preorder(1, 'PO-OPEN', '0'), preorder(2, 'PO-DONE', '1', { orderId: 77, version: 1 }), preorder(3, 'PO-BAD', '2', { checkRemark: '缺少商检资料', version: 1 })];
const statusDict = [['0', '未处理', 'Unprocessed', 'info'], ['1', '已通过', 'Passed', 'success'], ['2', '未通过', 'Not passed', 'danger']].map(([v, zh, en, cls], i) => ({
  dictCode: 900 + i, dictSort: i, dictLabel: zh, dictLabelZh: zh, dictLabelEn: en, dictValue: v, dictType: 'biz_preorder_check_status', cssClass: null, listClass: cls, isDefault: 'N', status: '0', remark: null, createTime: null,
}));

function serve() {
  const res = memoryResource('/biz/preorder', 'preorderId', rows);
  const moves: Array<{ id: string; body: Row }> = [];
  server.use(
    http.get('*/system/dict/data/type/biz_preorder_check_status', () => HttpResponse.json({ code: 200, msg: 'ok', data: statusDict })),
    dictHandler(),
    http.put('*/biz/preorder/:id/status', async ({ params, request }) => {
      moves.push({ id: String(params.id), body: (await request.json()) as Row });
      return HttpResponse.json({ code: 200, msg: 'ok', data: rows[0] });
    }),
    http.get('*/biz/preorder/:id/history', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [{ historyId: 1, field: 'checkStatus', fromStatus: '0', toStatus: '1', fromLabel: '未处理', toLabel: '已通过', remark: '', operBy: 'cs', operTime: '2026-11-21 10:00:00' }] }),
    ),
    ...res.handlers,
  );
  return { res, moves };
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const hasButton = (container: HTMLElement, text: string) => {
  try {
    button(container, text);
    return true;
  } catch {
    return false;
  }
};

describe('PreorderPage', () => {
  it('shows the check status as a tag and offers pass / not pass only on unprocessed rows', async () => {
    serve();
    renderPage(<PreorderPage />);
    const open = await rowOf('PO-OPEN');
    expect(within(open).getByText('未处理').closest('.ant-tag')).not.toBeNull();
    expect(hasButton(open, t('preorder:pass'))).toBe(true);
    expect(hasButton(open, t('preorder:notPass'))).toBe(true);
    for (const no of ['PO-DONE', 'PO-BAD']) expect(hasButton(await rowOf(no), t('preorder:pass')), no).toBe(false);
    // a passed pre-order is neither edited nor deleted
    expect(hasButton(await rowOf('PO-DONE'), t('crud:modify'))).toBe(false);
    expect(hasButton(await rowOf('PO-BAD'), t('crud:modify'))).toBe(true);
  }, 30_000);

  it('hides the check actions without biz:preorder:check', async () => {
    setPermissions(['biz:preorder:list', 'biz:preorder:query', 'biz:preorder:edit']);
    serve();
    renderPage(<PreorderPage />);
    const open = await rowOf('PO-OPEN');
    expect(hasButton(open, t('preorder:pass'))).toBe(false);
    expect(hasButton(open, t('preorder:detail'))).toBe(true);
  }, 30_000);

  it('not pass asks for the reason and sends it; pass asks first and sends the version seen', async () => {
    const { moves } = serve();
    renderPage(<PreorderPage />);
    fireEvent.click(button(await rowOf('PO-OPEN'), t('preorder:notPass')));
    const prompt = await waitFor(() => openDialog(t('preorder:notPassTitle', { orderNo: 'PO-OPEN' })));
    fireEvent.click(button(prompt, t('crud:confirm')));
    await within(prompt).findByText(t('preorder:reasonRequired'));
    expect(moves).toHaveLength(0);
    fireEvent.change(within(prompt).getByLabelText(t('preorder:reason')), { target: { value: ' HS 编码有误 ' } });
    fireEvent.click(button(prompt, t('crud:confirm')));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ id: '1', body: { to: '2', remark: 'HS 编码有误', version: 0 } });

    fireEvent.click(button(await rowOf('PO-OPEN'), t('preorder:pass')));
    const confirm = await waitFor(() => openDialog(t('preorder:confirmPass', { orderNo: 'PO-OPEN' })));
    fireEvent.click(button(confirm, t('crud:confirm')));
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]).toEqual({ id: '1', body: { to: '1', remark: '', version: 0 } });
  }, 30_000);

  it('the detail drawer shows the lines, the check timeline and a link to the created order', async () => {
    serve();
    const { location } = renderPage(<PreorderPage />, { path: '/biz/preorder', pattern: '/biz/preorder' });
    fireEvent.click(button(await rowOf('PO-DONE'), t('preorder:detail')));
    const drawer = (await screen.findByText(t('preorder:detailTitle', { orderNo: 'PO-DONE' }))).closest('.ant-drawer') as HTMLElement;
    await within(drawer).findByText('ART-10023');
    await waitFor(() => expect(drawer.querySelector('.status-history-entry')?.textContent).toContain('未处理 → 已通过'));
    fireEvent.click(button(drawer, t('preorder:openOrder', { orderNo: 'PO-DONE' })));
    await waitFor(() => expect(location().pathname).toBe('/biz/order'));
    expect(location().search).toBe('?orderNo=PO-DONE');
  }, 30_000);
});
