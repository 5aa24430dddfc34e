import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SlotDay, WarehouseOption } from '../../src/features/slots/slots';
import { SlotPage } from '../../src/pages/slot/slot-page';
import { renderPage, setPermissions, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

const warehouses: WarehouseOption[] = [
  { warehouseId: 3, warehouseName: 'Pudong bonded', openTime: '08:00', closeTime: '11:00', slotMinutes: 60, slotTrucks: 3, slotCbm: 20, doors: [{ doorId: 1, doorName: 'D1' }] },
  { warehouseId: 4, warehouseName: 'Waigaoqiao', openTime: '09:00', closeTime: '10:00', slotMinutes: 60, slotTrucks: 1, slotCbm: null, doors: [] },
];
const cell = (time: string, bookedTrucks: number, bookedCbm = 0, past = false) => ({ time, capacityTrucks: 3, bookedTrucks, capacityCbm: 20, bookedCbm, past });
const week: SlotDay[] = [
  { date: '2030-01-06', closed: true, closedReason: 'Spring festival', slots: [] },
  { date: '2030-01-07', closed: false, closedReason: '', slots: [cell('08:00', 0, 0, true), cell('09:00', 1, 4.5), cell('10:00', 3, 12)] },
  { date: '2030-01-08', closed: false, closedReason: '', slots: [cell('08:00', 0), cell('09:00', 2, 20), cell('10:00', 0)] },
];

function serve(days: SlotDay[] = week) {
  const queries: { id: string; from: string | null; days: string | null }[] = [];
  server.use(
    http.get('*/biz/warehouse/options', () => HttpResponse.json({ code: 200, msg: 'ok', data: warehouses })),
    http.get('*/biz/warehouse/:id/slots', ({ params, request }) => {
      const url = new URL(request.url);
      queries.push({ id: String(params.id), from: url.searchParams.get('from'), days: url.searchParams.get('days') });
      return HttpResponse.json({ code: 200, msg: 'ok', data: days });
    }),
  );
  return queries;
}
const page = () => renderPage(<SlotPage />, { path: '/delivery/slot', pattern: '/delivery/slot' });
const slotCell = (date: string, time: string) => screen.findByTestId(`slot-${date}-${time}`);

describe('SlotPage', () => {
  it('shows the first warehouse\'s week from today, booked over capacity in each cell', async () => {
    setPermissions(['biz:warehouse:query']);
    const queries = serve();
    page();
    const filling = await slotCell('2030-01-07', '09:00');
    expect(filling.textContent).toContain(t('slot:trucks', { booked: 1, capacity: 3 }));
    expect(filling.textContent).toContain(t('slot:cbm', { booked: '4.5', capacity: '20' }));
    expect(filling.dataset.state).toBe('filling');
    // what the cell shows is in its name word for word, as a speech user says it (axe label-content-name-mismatch)
    expect(filling.getAttribute('aria-label')).toContain(filling.textContent);
    expect((await slotCell('2030-01-08', '10:00')).dataset.state).toBe('free');
    expect((await slotCell('2030-01-07', '08:00')).dataset.state).toBe('past');
    // which warehouse has bookings today is asked first (each, for today), then its week
    expect(queries.filter((q) => q.days === '1').every((q) => q.from === dayjs().format('YYYY-MM-DD'))).toBe(true);
    expect(queries.find((q) => q.days === '7')).toEqual({ id: '3', from: dayjs().format('YYYY-MM-DD'), days: '7' });
    // rows are the warehouse's slot times
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['08:00', '09:00', '10:00']);
  }, 60_000);

  it('marks a slot full by trucks or by volume, and a closed day with its reason', async () => {
    setPermissions(['biz:warehouse:query', 'biz:appointment:add']);
    serve();
    page();
    const byTrucks = await slotCell('2030-01-07', '10:00');
    expect(byTrucks.dataset.state).toBe('full');
    expect(byTrucks.getAttribute('role')).toBeNull();
    expect((await slotCell('2030-01-08', '09:00')).dataset.state).toBe('full');
    const closed = await screen.findByTestId('closed-2030-01-06');
    expect(closed.textContent).toContain('Spring festival');
    expect(closed.textContent).toContain(t('slot:legend.closed'));
    expect(closed.getAttribute('rowspan')).toBe('3');
  }, 60_000);

  it('a click on a free future slot opens the booking with the warehouse and time; past and full do nothing', async () => {
    setPermissions(['biz:warehouse:query', 'biz:appointment:add']);
    serve();
    const view = page();
    fireEvent.click(await slotCell('2030-01-07', '08:00'));
    fireEvent.click(await slotCell('2030-01-07', '10:00'));
    expect(view.location().pathname).toBe('/delivery/slot');
    fireEvent.click(await slotCell('2030-01-08', '10:00'));
    await waitFor(() => expect(view.location().pathname).toBe('/delivery/appointment'));
    const search = new URLSearchParams(view.location().search);
    expect(Object.fromEntries(search)).toEqual({ warehouseId: '3', deliveryTime: '2030-01-08 10:00' });
  }, 60_000);

  it('without biz:appointment:add no cell is clickable', async () => {
    setPermissions(['biz:warehouse:query']);
    serve();
    const view = page();
    const free = await slotCell('2030-01-08', '10:00');
    expect(free.getAttribute('role')).toBeNull();
    fireEvent.click(free);
    expect(view.location().pathname).toBe('/delivery/slot');
  }, 60_000);

  it('the day view asks for one day; another warehouse and a refresh ask again', async () => {
    setPermissions(['biz:warehouse:query']);
    const queries = serve([week[1]]);
    page();
    await slotCell('2030-01-07', '09:00');
    fireEvent.click(screen.getByText(t('slot:day')));
    await waitFor(() => expect(queries.at(-1)?.days).toBe('1'));
    // the button ignores clicks while its answer is loading
    const refresh = within(document.body).getByText(t('slot:refresh')).closest('button')!;
    await waitFor(() => expect(refresh).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(refresh);
    await waitFor(() => expect(queries.length).toBeGreaterThanOrEqual(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: t('slot:warehouse') }));
    fireEvent.click(await screen.findByTitle('Waigaoqiao'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ id: '4', days: '1' }));
  }, 60_000);
});
