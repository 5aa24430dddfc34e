import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProductPage } from '../../src/pages/product/product-page';
import { button, dictFixtures, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const STATUS = [['0', '待完善', 'To be completed'], ['1', '待验收', 'To be accepted'], ['2', '变更中', 'Changing'], ['3', '已验收', 'Accepted']];
dictFixtures.biz_product_status = STATUS.map(([v, zh, en], i) => ({
  ...dictFixtures.sys_yes_no[0], dictCode: 950 + i, dictSort: i, dictType: 'biz_product_status', dictValue: v, dictLabel: zh, dictLabelZh: zh, dictLabelEn: en, listClass: 'info',
}));

const product = (productId: number, status: string): Row => ({
  productId, articleNo: `ART-${productId}`, nameZh: `商品${productId}`, nameEn: `Product ${productId}`, hscode: '6109100010', length: 40, width: 30, height: 5,
  grossWeight: 1.25, netWeight: 1.1, supplier: 'Ningbo', status, version: 4, remark: null, deptId: 101, userId: 2, createBy: 'cs', createTime: '2024-05-01 08:00:00', updateBy: '', updateTime: null,
});

function serve(rows: Row[]) {
  const res = memoryResource('/biz/product', 'productId', rows);
  const moves: { id: string; body: Row }[] = [];
  server.use(
    dictHandler(),
    http.put('*/biz/product/:id/status', async ({ params, request }) => {
      moves.push({ id: String(params.id), body: (await request.json()) as Row });
      return HttpResponse.json({ code: 200, msg: 'ok', data: {} });
    }),
    http.get('*/biz/product/:id/history', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [{ historyId: 1, field: 'status', fromStatus: '0', toStatus: '1', fromLabel: '待完善', toLabel: '待验收', remark: '资料已完善', operBy: 'cs', operTime: '2024-05-02 09:00:00' }] }),
    ),
    ...res.handlers,
  );
  return { res, moves };
}
const rowOf = async (text: string) => (await screen.findAllByText(text)).map((n) => n.closest('tr.ant-table-row')).find(Boolean) as HTMLElement;
const CS = ['biz:product:list', 'biz:product:query', 'biz:product:add', 'biz:product:edit', 'biz:product:remove', 'biz:product:import', 'biz:product:export', 'biz:product:status'];
const CUSTOMS = ['biz:product:list', 'biz:product:query'];

describe('ProductPage', () => {
  it('offers the legal next statuses as buttons; an accepted product cannot be edited', async () => {
    setPermissions(CS);
    serve([product(1, '0'), product(2, '1'), product(3, '3'), product(4, '2')]);
    renderPage(<ProductPage />);
    const at = async (id: number) => within(await rowOf(`ART-${id}`));
    expect((await at(1)).queryByText(t('product:move.01'))).not.toBeNull();
    expect((await at(2)).queryByText(t('product:move.13'))).not.toBeNull();
    expect((await at(2)).queryByText(t('product:move.01'))).toBeNull();
    expect((await at(3)).queryByText(t('product:move.32'))).not.toBeNull();
    expect((await at(3)).queryByText(t('crud:modify'))).toBeNull();
    expect((await at(4)).queryByText(t('product:move.21'))).not.toBeNull();
    expect((await at(4)).queryByText(t('crud:modify'))).not.toBeNull();
    expect(screen.queryAllByText(t('crud:import')).length).toBeGreaterThan(0);
  }, 60_000);

  it('customs sees no move buttons, only the history', async () => {
    setPermissions(CUSTOMS);
    serve([product(1, '0'), product(3, '3')]);
    renderPage(<ProductPage />);
    const row = within(await rowOf('ART-1'));
    expect(row.queryByText(t('product:move.01'))).toBeNull();
    expect(row.queryByText(t('product:history'))).not.toBeNull();
  }, 60_000);

  it('a move asks for a remark and carries the version seen', async () => {
    setPermissions(CS);
    const { moves } = serve([product(3, '3')]);
    renderPage(<ProductPage />);
    fireEvent.click(button(await rowOf('ART-3'), t('product:move.32')));
    const dialog = await waitFor(() => openDialog(t('product:remark')));
    fireEvent.change(within(dialog).getByLabelText(t('product:remark')), { target: { value: 'new packaging' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(moves).toEqual([{ id: '3', body: { to: '2', remark: 'new packaging', version: 4 } }]));
  }, 60_000);

  it('shows the status history in a drawer', async () => {
    setPermissions(CUSTOMS);
    serve([product(2, '1')]);
    renderPage(<ProductPage />);
    fireEvent.click(button(await rowOf('ART-2'), t('product:history')));
    const drawer = (await screen.findByText(t('product:historyTitle', { articleNo: 'ART-2' }))).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('资料已完善')).toBeTruthy();
    expect(within(drawer).getByText(/待完善 → 待验收/)).toBeTruthy();
  }, 60_000);
});
