import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FilingPage } from '../../src/pages/filing/filing-page';
import { button, dictFixtures, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const STATUS = [['0', '待提交', 'Pending submission'], ['1', '待受理', 'Pending acceptance'], ['2', '待审核', 'Pending review'], ['3', '报关中', 'In customs declaration'], ['4', '未通过', 'Not passed'], ['5', '已通关', 'Customs passed']];
dictFixtures.biz_filing_customs_status = STATUS.map(([v, zh, en], i) => ({
  ...dictFixtures.sys_yes_no[0], dictCode: 900 + i, dictSort: i, dictType: 'biz_filing_customs_status', dictValue: v, dictLabel: zh, dictLabelZh: zh, dictLabelEn: en, listClass: 'info',
}));

const PHOTO = '/profile/upload/2024/05/01/abc.jpg';
const filing = (filingId: number, customsStatus: string, extra: Row = {}): Row => ({
  filingId, orderId: 100 + filingId, orderNo: `ORD-${filingId}`, buyer: 'ACME', qdNumber: `QD-${filingId}`, customsDeclarationNumber: '', customsBrokerCode: 'B1',
  reviewNotes: '', reviewPhotos: '', auditDate: null, confirmDeliveryTime: null, actItemNo: null, signTime: null, customsStatus, version: 3,
  createBy: 'cs', createTime: '2024-05-01 08:00:00', updateBy: '', updateTime: null, ...extra,
});

function serve(rows: Row[]) {
  const res = memoryResource('/biz/filing', 'filingId', rows);
  const moves: { id: string; body: Row }[] = [];
  const orderSearches: string[] = [];
  server.use(
    dictHandler(),
    http.put('*/biz/filing/:id/status', async ({ params, request }) => {
      moves.push({ id: String(params.id), body: (await request.json()) as Row });
      return HttpResponse.json({ code: 200, msg: 'ok', data: {} });
    }),
    http.get('*/biz/filing/:id/history', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [{ historyId: 1, field: 'customsStatus', fromStatus: '0', toStatus: '1', fromLabel: '待提交', toLabel: '待受理', remark: '首次提交', operBy: 'cs', operTime: '2024-05-02 09:00:00' }] }),
    ),
    http.get('*/biz/order/list', ({ request }) => {
      const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
      orderSearches.push(orderNo);
      const all = [{ orderId: 7, orderNo: 'SO-2024-007', buyer: 'Globex' }, { orderId: 8, orderNo: 'SO-2024-008', buyer: 'Initech' }];
      const hits = all.filter((o) => o.orderNo.includes(orderNo));
      return HttpResponse.json({ code: 200, msg: 'ok', rows: hits, total: hits.length });
    }),
    ...res.handlers,
  );
  return { res, moves, orderSearches };
}
/** The table row showing `text` (the drawer may show it too). */
const rowOf = async (text: string) => (await screen.findAllByText(text)).map((n) => n.closest('tr.ant-table-row')).find(Boolean) as HTMLElement;
const CS = ['biz:filing:list', 'biz:filing:query', 'biz:filing:add', 'biz:filing:edit', 'biz:filing:remove', 'biz:filing:submit'];
const CUSTOMS = ['biz:filing:list', 'biz:filing:query', 'biz:filing:review'];

describe('FilingPage', () => {
  it('offers each user only the legal next moves they may make', async () => {
    setPermissions(CS);
    serve([filing(1, '0'), filing(2, '2'), filing(3, '4')]);
    const view = renderPage(<FilingPage />);
    expect(within(await rowOf('ORD-1')).queryByText(t('filing:move.01'))).not.toBeNull();
    expect(within(await rowOf('ORD-2')).queryByText(t('filing:move.23'))).toBeNull();
    expect(within(await rowOf('ORD-2')).queryByText(t('crud:modify'))).toBeNull();
    expect(within(await rowOf('ORD-3')).queryByText(t('filing:move.40'))).not.toBeNull();
    view.unmount();

    setPermissions(CUSTOMS);
    serve([filing(1, '0'), filing(2, '2'), filing(4, '3')]);
    renderPage(<FilingPage />);
    expect(within(await rowOf('ORD-1')).queryByText(t('filing:move.01'))).toBeNull();
    const reviewing = await rowOf('ORD-2');
    expect(within(reviewing).queryByText(t('filing:move.23'))).not.toBeNull();
    expect(within(reviewing).queryByText(t('filing:reviewEdit'))).not.toBeNull();
    const declaring = await rowOf('ORD-4');
    expect(within(declaring).queryByText(t('filing:move.35'))).not.toBeNull();
    expect(within(declaring).queryByText(t('filing:move.34'))).not.toBeNull();
  }, 60_000);

  it('"not passed" asks for a reason before it moves; the move carries the version seen', async () => {
    setPermissions(CUSTOMS);
    const { moves } = serve([filing(4, '3')]);
    renderPage(<FilingPage />);
    fireEvent.click(button(await rowOf('ORD-4'), t('filing:move.34')));
    const dialog = await waitFor(() => openDialog(t('filing:remark')));
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText(t('filing:remarkRequired'))).toBeTruthy();
    expect(moves).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(t('filing:remark')), { target: { value: 'HS code wrong' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(moves).toEqual([{ id: '4', body: { to: '4', remark: 'HS code wrong', version: 3 } }]));
  }, 60_000);

  it('customs release asks for the declaration number and audit date, starting from what the filing holds, and sends them', async () => {
    setPermissions(CUSTOMS);
    const { moves } = serve([filing(5, '3', { auditDate: '2024-05-02 00:00:00' })]);
    renderPage(<FilingPage />);
    fireEvent.click(button(await rowOf('ORD-5'), t('filing:move.35')));
    const dialog = await waitFor(() => openDialog(t('filing:customsDeclarationNumber')));
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText(t('crud:validation.required', { label: t('filing:customsDeclarationNumber') }))).toBeTruthy();
    expect(moves).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(t('filing:customsDeclarationNumber')), { target: { value: ' 531620261000000001 ' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() =>
      expect(moves).toEqual([{ id: '5', body: { to: '5', remark: '', version: 3, fields: { customsDeclarationNumber: '531620261000000001', auditDate: '2024-05-02' } } }]),
    );
  }, 60_000);

  it('adds a filing for an order picked by searching its number', async () => {
    setPermissions(CS);
    const { res, orderSearches } = serve([filing(1, '0')]);
    renderPage(<FilingPage />);
    await rowOf('ORD-1');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('filing:title') })));
    const input = within(dialog).getByLabelText(t('filing:order'));
    fireEvent.change(input, { target: { value: '008' } });
    await waitFor(() => expect(orderSearches).toContain('008'));
    fireEvent.click(await screen.findByText('SO-2024-008 · Initech'));
    fireEvent.change(within(dialog).getByLabelText(t('filing:qdNumber')), { target: { value: 'QD-NEW' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/biz/filing')?.body).toMatchObject({ orderId: 8, qdNumber: 'QD-NEW' }));
  }, 60_000);

  it('shows review photos as thumbnails and the history timeline in the detail drawer', async () => {
    setPermissions(CUSTOMS);
    serve([filing(2, '2', { reviewPhotos: PHOTO, reviewNotes: 'looks fine' })]);
    renderPage(<FilingPage />);
    fireEvent.click(button(await rowOf('ORD-2'), t('filing:detail')));
    const drawer = (await screen.findByText(t('filing:detailTitle', { orderNo: 'ORD-2' }))).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('首次提交')).toBeTruthy();
    expect(drawer.querySelector(`img[src$="${PHOTO}"]`)).not.toBeNull();

    // customs edits its findings: the photo list shows the stored image, cs-only fields are hidden
    fireEvent.click(button(await rowOf('ORD-2'), t('filing:reviewEdit')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('filing:title') })));
    await waitFor(() => expect(dialog.querySelector(`.ant-upload-list a[href$="${PHOTO}"], .ant-upload-list img[src$="${PHOTO}"]`)).not.toBeNull());
    expect(within(dialog).queryByLabelText(t('filing:qdNumber'))).toBeNull();
    expect(within(dialog).getByLabelText(t('filing:reviewNotes'))).toHaveValue('looks fine');
  }, 60_000);
});
