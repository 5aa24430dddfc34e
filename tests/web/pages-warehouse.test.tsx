import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WarehousePage } from '../../src/pages/warehouse/warehouse-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const warehouse = (warehouseId: number, warehouseName: string, extra: Row = {}): Row => ({
  warehouseId, warehouseName, address: 'Pier 3', openTime: '08:00', closeTime: '17:00', slotMinutes: 60, slotTrucks: 2, slotCbm: null, closedWeekdays: '0',
  status: '0', remark: null, createTime: '2024-05-01 08:00:00',
  doors: [
    { doorId: 11, warehouseId, doorName: 'Door A', orderNum: 1, status: '0', remark: null },
    { doorId: 12, warehouseId, doorName: 'Door B', orderNum: 2, status: '0', remark: null },
  ],
  closedDays: [{ day: '2030-02-01', reason: 'Spring festival' }],
  ...extra,
});

function serve() {
  const res = memoryResource('/biz/warehouse', 'warehouseId', [warehouse(1, 'Pudong bonded'), warehouse(2, 'Waigaoqiao', { closedWeekdays: '', slotCbm: '40' })]);
  server.use(dictHandler(), ...res.handlers);
  return res;
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('WarehousePage', () => {
  it('lists hours, capacity and closed weekdays by name', async () => {
    setPermissions(['biz:warehouse:list', 'biz:warehouse:query']);
    serve();
    renderPage(<WarehousePage />);
    const row = await rowOf('Pudong bonded');
    expect(row.textContent).toContain('08:00–17:00');
    expect(row.textContent).toContain(t('warehouse:weekday.0'));
    expect((await rowOf('Waigaoqiao')).textContent).toContain('40');
    // cs reads but may not change
    expect(within(row).queryByText(t('crud:modify'))).toBeNull();
  }, 60_000);

  it('edits doors, closed days and weekdays in the dialog and sends them with the warehouse', async () => {
    setPermissions(['biz:warehouse:list', 'biz:warehouse:query', 'biz:warehouse:edit']);
    const res = serve();
    renderPage(<WarehousePage />);
    fireEvent.click(button(await rowOf('Pudong bonded'), t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('warehouse:title') })));
    const doorA = await within(dialog).findByLabelText(`${t('warehouse:doorName')} 1`);
    expect((doorA as HTMLInputElement).value).toBe('Door A');
    fireEvent.change(doorA, { target: { value: 'Door A1' } });
    // remove Door B, add Door C
    fireEvent.click(within(dialog).getAllByLabelText(t('warehouse:removeDoor'))[1]);
    fireEvent.click(button(dialog, t('warehouse:addDoor')));
    fireEvent.change(await within(dialog).findByLabelText(`${t('warehouse:doorName')} 2`), { target: { value: 'Door C' } });
    fireEvent.click(within(dialog).getByLabelText(`${t('warehouse:doorStatus')} 2`));
    fireEvent.change(within(dialog).getByLabelText(`${t('warehouse:closedReason')} 1`), { target: { value: 'Holiday' } });
    // Saturday joins Sunday
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: t('warehouse:closedWeekdays') }));
    fireEvent.click(await screen.findByTitle(t('warehouse:weekday.6')));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/biz/warehouse')).toBeTruthy());
    const body = res.last('PUT', '/biz/warehouse')?.body as Row;
    expect(body).toMatchObject({ warehouseId: 1, warehouseName: 'Pudong bonded', openTime: '08:00', closeTime: '17:00', closedWeekdays: '0,6' });
    expect(body.doors).toEqual([
      expect.objectContaining({ doorId: 11, doorName: 'Door A1', orderNum: 1, status: '0' }),
      expect.objectContaining({ doorName: 'Door C', orderNum: 2, status: '1' }),
    ]);
    expect((body.doors as Row[])[1].doorId).toBeUndefined();
    expect(body.closedDays).toEqual([{ day: '2030-02-01', reason: 'Holiday' }]);
  }, 60_000);

  it('adds with the dialog defaults; a 400 naming closeTime shows on that field', async () => {
    setPermissions(['biz:warehouse:list', 'biz:warehouse:add']);
    const res = serve();
    renderPage(<WarehousePage />);
    await rowOf('Pudong bonded');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('warehouse:title') })));
    fireEvent.change(within(dialog).getByLabelText(t('warehouse:warehouseName')), { target: { value: 'New one' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/biz/warehouse')).toBeTruthy());
    const body = res.last('POST', '/biz/warehouse')?.body as Row;
    expect(body).toMatchObject({ warehouseName: 'New one', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2, closedWeekdays: '', doors: [], closedDays: [] });

    server.use(http.post('*/biz/warehouse', () => HttpResponse.json({ code: 400, msg: 'closeTime: must be later than the opening time', fields: ['closeTime'] }, { status: 400 })));
    fireEvent.click(button(document.body, t('crud:add')));
    const again = await waitFor(() => openDialog(t('crud:addTitle', { name: t('warehouse:title') })));
    fireEvent.change(within(again).getByLabelText(t('warehouse:warehouseName')), { target: { value: 'Late opener' } });
    fireEvent.click(button(again, t('crud:confirm')));
    const closeItem = within(again).getByLabelText(t('warehouse:closeTime')).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(closeItem.textContent).toContain('must be later than the opening time'));
  }, 60_000);

  it('sets the self-booking rules suppliers book under; a new warehouse starts with the server\'s', async () => {
    setPermissions(['biz:warehouse:list', 'biz:warehouse:query', 'biz:warehouse:add', 'biz:warehouse:edit']);
    const res = serve();
    res.rows[0] = { ...res.rows[0], bookAheadDays: 7, cutoffHours: 24, maxPerSupplierDay: 2, selfBookingApproval: '1' };
    renderPage(<WarehousePage />);
    fireEvent.click(button(await rowOf('Pudong bonded'), t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('warehouse:title') })));
    const days = within(dialog).getByLabelText(t('warehouse:bookAheadDays'));
    await waitFor(() => expect(days).toHaveValue('7'));
    expect(within(dialog).getByText(t('warehouse:cutoffHoursHint'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(t('warehouse:cutoffHours')), { target: { value: '48' } });
    fireEvent.change(within(dialog).getByLabelText(t('warehouse:maxPerSupplierDay')), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByLabelText(t('warehouse:approvalNone')));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/biz/warehouse')).toBeTruthy());
    expect(res.last('PUT', '/biz/warehouse')?.body).toMatchObject({ warehouseId: 1, bookAheadDays: 7, cutoffHours: 48, maxPerSupplierDay: 5, selfBookingApproval: '0' });

    fireEvent.click(button(document.body, t('crud:add')));
    const add = await waitFor(() => openDialog(t('crud:addTitle', { name: t('warehouse:title') })));
    fireEvent.change(within(add).getByLabelText(t('warehouse:warehouseName')), { target: { value: 'New one' } });
    fireEvent.click(button(add, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/biz/warehouse')).toBeTruthy());
    expect(res.last('POST', '/biz/warehouse')?.body).toMatchObject({ bookAheadDays: 14, cutoffHours: 24, maxPerSupplierDay: 3, selfBookingApproval: '1' });
  }, 60_000);
});
