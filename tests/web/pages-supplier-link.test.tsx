import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SupplierLinkPage } from '../../src/pages/supplier-link/supplier-link-page';
import { button, dictHandler, openDialog, optionsOf, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const link = (linkId: number, vendorDeptName: string, extra: Row = {}): Row => ({
  linkId, vendorDeptName, orderIds: [], orderNos: '', expiresOn: null, contactEmail: `${linkId}@supplier.example`, lang: 'zh',
  state: 'active', revokeTime: null, revokeBy: null, useCount: 0, lastUsedTime: null, remark: null, createBy: 'cs', createTime: '2026-11-20 09:00:00',
  ...extra,
});
const ORDERS = [
  { orderId: 7, orderNo: 'SO-2026-007', nbOfCartons: 100, grossWeightSum: 1200.5, totalCbm: 10.25, bondedStatus: '0', remaining: 60 },
  { orderId: 8, orderNo: 'SO-2026-008', nbOfCartons: 20, grossWeightSum: 300, totalCbm: 2, bondedStatus: '1', remaining: 20 },
];
const TOKEN = 'tok_3f9a1c0d7e6b5a4f3e2d1c0b9a8f7e6d';

function serve(rows: Row[]) {
  const res = memoryResource('/biz/supplierLink', 'linkId', rows);
  const revoked: string[] = [];
  const vendorQueries: string[] = [];
  const orderQueries: string[] = [];
  server.use(
    dictHandler(),
    http.get('*/biz/supplierLink/vendors', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      vendorQueries.push(q);
      return HttpResponse.json({ code: 200, msg: 'ok', data: ['义乌晨光', '宁波华瑞'].filter((n) => n.includes(q)) });
    }),
    http.get('*/biz/supplierLink/orders', ({ request }) => {
      orderQueries.push(new URL(request.url).searchParams.get('vendorDeptName') ?? '');
      return HttpResponse.json({ code: 200, msg: 'ok', data: ORDERS });
    }),
    // the server answers the new link and, this once, its token
    http.post('*/biz/supplierLink', async ({ request }) => {
      const body = (await request.json()) as Row;
      res.calls.push({ method: 'POST', path: '/biz/supplierLink', query: new URLSearchParams(), body });
      const ids = (body.orderIds as number[] | undefined) ?? [];
      const row = link(rows.length + 10, String(body.vendorDeptName), {
        ...body,
        orderIds: ids,
        orderNos: ORDERS.filter((o) => ids.includes(o.orderId)).map((o) => o.orderNo).join(','),
        createTime: '2026-11-28 10:00:00',
      });
      res.rows.push(row);
      return HttpResponse.json({ code: 200, msg: 'ok', data: { ...row, token: TOKEN, path: `#/supplier/${TOKEN}` } });
    }),
    http.put('*/biz/supplierLink/:id/revoke', ({ params }) => {
      revoked.push(String(params.id));
      const row = res.rows.find((r) => String(r.linkId) === params.id);
      if (row) Object.assign(row, { state: 'revoked', revokeBy: 'cs', revokeTime: '2026-11-28 11:00:00' });
      return HttpResponse.json({ code: 200, msg: 'ok', data: row });
    }),
    ...res.handlers,
  );
  return { res, revoked, vendorQueries, orderQueries };
}

const CS = ['biz:supplierLink:list', 'biz:supplierLink:add', 'biz:supplierLink:revoke'];
const rowOf = async (text: string) => (await screen.findAllByText(text)).map((n) => n.closest('tr.ant-table-row')).find(Boolean) as HTMLElement;
const field = (dialog: HTMLElement, name: string) => {
  const found = dialog.querySelector<HTMLElement>(`#supplier-link-edit_${name}`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('SupplierLinkPage', () => {
  it('lists the links with their orders, expiry, state and use; only an active link can be revoked', async () => {
    setPermissions(CS);
    serve([
      link(1, '义乌晨光', { orderIds: [7], orderNos: 'SO-2026-007', expiresOn: '2026-12-31', useCount: 3, lastUsedTime: '2026-11-27 15:30:00' }),
      link(2, '宁波华瑞', { state: 'revoked', revokeBy: 'cs' }),
      link(3, '苏州恒通', { state: 'expired', expiresOn: '2026-11-01' }),
    ]);
    renderPage(<SupplierLinkPage />);
    const active = await rowOf('义乌晨光');
    expect(within(active).getByText('SO-2026-007')).toBeTruthy();
    expect(within(active).getByText('2026-12-31')).toBeTruthy();
    expect(within(active).getByText('2026-11-27 15:30:00')).toBeTruthy();
    expect(within(active).getByText(t('supplier-link:state.active'))).toBeTruthy();
    expect(active.textContent).toContain('3');
    expect(button(active, t('supplier-link:revoke'))).toBeTruthy();

    const revoked = await rowOf('宁波华瑞');
    expect(within(revoked).getByText(t('supplier-link:state.revoked'))).toBeTruthy();
    expect(within(revoked).getByText(t('supplier-link:allOrdersShort'))).toBeTruthy();
    expect(within(revoked).getByText(t('supplier-link:noExpiry'))).toBeTruthy();
    expect(within(revoked).queryByText(t('supplier-link:revoke'))).toBeNull();
    expect(within(await rowOf('苏州恒通')).queryByText(t('supplier-link:revoke'))).toBeNull();
    // a link is made and revoked, never edited or deleted
    expect(within(active).queryByText(t('crud:modify'))).toBeNull();
    expect(within(active).queryByText(t('crud:delete'))).toBeNull();
  }, 60_000);

  it('makes a link for a supplier and some of its orders, and shows the full address once to copy', async () => {
    setPermissions(CS);
    const { res, vendorQueries, orderQueries } = serve([link(1, '宁波华瑞')]);
    renderPage(<SupplierLinkPage />);
    await rowOf('宁波华瑞');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('supplier-link:title') })));

    // the orders wait for the supplier
    expect(field(dialog, 'orderIds').closest('.ant-select')?.className).toContain('disabled');
    fireEvent.change(field(dialog, 'vendorDeptName'), { target: { value: '义乌' } });
    await waitFor(() => expect(vendorQueries).toContain('义乌'));
    const vendors = await optionsOf(field(dialog, 'vendorDeptName'));
    expect(vendors.map((o) => o.textContent)).toEqual(['义乌晨光']);
    fireEvent.click(vendors[0]);
    await waitFor(() => expect(orderQueries).toEqual(['义乌晨光']));
    const orders = await optionsOf(field(dialog, 'orderIds'));
    // what is left of each, as every order picker says it (issue 46)
    expect(orders.map((o) => o.textContent)).toEqual([`SO-2026-007 · ${t('order:cartonsLeft', { n: 60, total: 100 })} · 10.25 m³`, `SO-2026-008 · ${t('order:cartonsLeft', { n: 20, total: 20 })} · 2 m³`]);
    fireEvent.click(orders.find((o) => o.textContent?.startsWith('SO-2026-008'))!);

    fireEvent.change(field(dialog, 'contactEmail'), { target: { value: 'dispatch@chenguang.example' } });
    fireEvent.click(within(dialog).getByLabelText(t('supplier-link:langs.en')));
    fireEvent.change(field(dialog, 'expiresOn'), { target: { value: '2026-12-31' } });
    fireEvent.keyDown(field(dialog, 'expiresOn'), { key: 'Enter', code: 'Enter' });
    fireEvent.click(button(dialog, t('crud:confirm')));

    await waitFor(() => expect(res.last('POST', '/biz/supplierLink')).toBeTruthy());
    expect(res.last('POST', '/biz/supplierLink')!.body).toEqual({
      vendorDeptName: '义乌晨光', orderIds: [8], contactEmail: 'dispatch@chenguang.example', lang: 'en', expiresOn: '2026-12-31',
    });
    // the link as the supplier opens it: this console's address, then the page's hash route
    const url = `${window.location.origin}${window.location.pathname}#/supplier/${TOKEN}`;
    const shown = await screen.findByTestId('supplier-link-url');
    expect(shown.textContent).toContain(url);
    const created = openDialog(t('supplier-link:createdTitle', { name: '义乌晨光' }));
    expect(created.textContent).toContain(t('supplier-link:shownOnce', { email: 'dispatch@chenguang.example' }));
    expect(within(created).getByRole('button', { name: t('supplier-link:copy') })).toBeTruthy();

    // closed, the token is nowhere on the page: the list shows the new link without it
    fireEvent.click(button(created, t('supplier-link:done')));
    await waitFor(() => expect(document.body.textContent).not.toContain(TOKEN));
    const added = await rowOf('义乌晨光');
    expect(within(added).getByText('SO-2026-008')).toBeTruthy();
    expect(document.body.textContent).not.toContain(TOKEN);
  }, 60_000);

  it('revokes an active link after a confirmation naming it, and lists it revoked', async () => {
    setPermissions(CS);
    const { revoked } = serve([link(1, '义乌晨光')]);
    renderPage(<SupplierLinkPage />);
    fireEvent.click(button(await rowOf('义乌晨光'), t('supplier-link:revoke')));
    const confirm = await waitFor(() => openDialog(t('supplier-link:confirmRevoke', { name: '义乌晨光', id: 1 })));
    fireEvent.click(button(confirm, t('crud:confirm')));
    await waitFor(() => expect(revoked).toEqual(['1']));
    await waitFor(async () => expect(within(await rowOf('义乌晨光')).getByText(t('supplier-link:state.revoked'))).toBeTruthy());
    expect(within(await rowOf('义乌晨光')).queryByText(t('supplier-link:revoke'))).toBeNull();
  }, 60_000);

  it('shows neither add nor revoke to one who may only list', async () => {
    setPermissions(['biz:supplierLink:list']);
    serve([link(1, '义乌晨光')]);
    renderPage(<SupplierLinkPage />);
    const row = await rowOf('义乌晨光');
    expect(within(row).queryByText(t('supplier-link:revoke'))).toBeNull();
    expect(() => button(document.body, t('crud:add'))).toThrow();
  }, 60_000);
});
