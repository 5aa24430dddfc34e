import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicSlotDay, PublicSupplierBooking, PublicSupplierLink, PublicSupplierOrder } from '../../contract/supplier-booking';
import { resetGuard } from '../../src/app/guard';
import { appRoutes, discoverRoutes } from '../../src/app/router';
import { removeToken, setToken } from '../../src/lib/auth';
import { SupplierPage } from '../../src/pages/public/supplier/supplier-page';
import { button, renderPage, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();
afterEach(() => removeToken());

const TOKEN = 'sup-tok-1';
const link: PublicSupplierLink = {
  vendorDeptName: '东莞鸿达纸品',
  lang: 'zh',
  expiresOn: null,
  warehouses: [{ warehouseId: 1, warehouseName: '前海保税仓', address: '深圳市前海路1号', rules: { bookAheadDays: 3, cutoffHours: 24, maxPerSupplierDay: 3, needsApproval: true } }],
};
const orders: PublicSupplierOrder[] = [
  { orderId: 11, orderNo: 'PO-A-001', nbOfCartons: 40, grossWeightSum: 400, totalCbm: 4, bondedStatus: '0', remaining: 40 },
  { orderId: 12, orderNo: 'PO-A-002', nbOfCartons: 20, grossWeightSum: 200, totalCbm: 2, bondedStatus: '1', remaining: 15 },
  { orderId: 13, orderNo: 'PO-A-003', nbOfCartons: 10, grossWeightSum: 100, totalCbm: 1, bondedStatus: '0', remaining: 10 },
];
const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
const cell = (time: string, extra: Partial<PublicSlotDay['slots'][number]> = {}) => ({ time, capacityTrucks: 2, bookedTrucks: 0, capacityCbm: 30, bookedCbm: 0, past: false, bookable: true, ...extra });
const slots: PublicSlotDay[] = [
  { date: day(0), closed: false, closedReason: '', slots: [cell('09:00', { bookable: false })] },
  { date: day(1), closed: false, closedReason: '', slots: [cell('09:00', { bookedTrucks: 2 }), cell('10:00', { bookedCbm: 10 })] },
  { date: day(2), closed: true, closedReason: '盘点', slots: [] },
];
const booked = (extra: Partial<PublicSupplierBooking> = {}): PublicSupplierBooking => ({
  reservationNo: 'YY202611280007',
  warehouseId: 1,
  warehouseName: '前海保税仓',
  deliveryTime: `${day(1)} 10:00`,
  plateNo: '粤B12345',
  vehicleType: '厢式货车',
  driverName: '张师傅',
  driverPhone: '13800138000',
  boxes: 60,
  cube: 6,
  orderNos: 'PO-A-001,PO-A-002',
  status: '2',
  statusLabel: '待审核',
  reason: null,
  qrToken: null,
  changeUntil: `${day(0)} 10:00`,
  changeable: true,
  ...extra,
});

/** The link's endpoints; returns what was posted and with which Authorization header. */
function serveLink(bookings: PublicSupplierBooking[] = []) {
  const seen: { posted?: unknown; uploads: number; authorization: (string | null)[] } = { uploads: 0, authorization: [] };
  const base = `*/api/public/supplier/${TOKEN}`;
  const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
  const note = (request: Request) => seen.authorization.push(request.headers.get('Authorization'));
  server.use(
    http.get(base, ({ request }) => (note(request), ok(link))),
    http.get(`${base}/orders`, ({ request }) => (note(request), ok(orders))),
    http.get(`${base}/bookings`, ({ request }) => (note(request), ok(bookings))),
    http.get(`${base}/slots`, ({ request }) => (note(request), ok(new URL(request.url).searchParams.get('warehouseId') === '1' ? slots : []))),
    http.post(`${base}/packing-list`, ({ request }) => {
      note(request);
      seen.uploads += 1;
      return ok({ fileName: '/profile/supplier/2026/11/28/abc.pdf', originalFilename: 'packing.pdf' });
    }),
    http.post(`${base}/bookings`, async ({ request }) => {
      note(request);
      seen.posted = await request.json();
      const made = booked();
      bookings.push(made);
      return ok(made);
    }),
  );
  return seen;
}

describe('SupplierPage', { timeout: 60_000 }, () => {
  it('books two orders into a free slot with the truck, the driver and the packing list, without a staff token', async () => {
    // a staff member signed in on this phone earlier: the link must not use that session
    setToken('staff-session-token');
    const seen = serveLink();
    const view = renderPage(<SupplierPage />, { path: `/supplier/${TOKEN}`, pattern: '/supplier/:token' });
    expect(await screen.findByText('PO-A-001')).toBeInTheDocument();
    expect(screen.getByText('东莞鸿达纸品')).toBeInTheDocument();
    expect(screen.getByText('深圳市前海路1号')).toBeInTheDocument();
    // each order says what is left to book (issue 46): PO-A-002 has 5 of its 20 cartons on a truck already
    expect(screen.getByText(t('public:supplier.order.remaining', { n: 15, cartons: 20 }))).toBeInTheDocument();
    expect(screen.getByText(t('public:supplier.order.remaining', { n: 40, cartons: 40 }))).toBeInTheDocument();

    fireEvent.click(screen.getByText('PO-A-001'));
    fireEvent.click(screen.getByText('PO-A-002'));
    // the days: today's only slot is past the cut-off, the day after tomorrow is closed
    const days = within(await screen.findByRole('group', { name: t('public:supplier.slot.day') })).getAllByRole('button');
    expect(days).toHaveLength(3);
    expect(days[2]).toBeDisabled();
    expect(days[2]).toHaveTextContent(t('public:supplier.slot.closed'));
    fireEvent.click(days[1]);
    const times = within(screen.getByRole('group', { name: t('public:supplier.slot.time') })).getAllByRole('button');
    expect(times[0]).toBeDisabled();
    expect(times[0]).toHaveTextContent(t('public:supplier.slot.full'));
    expect(times[1]).toHaveTextContent(t('public:supplier.slot.cbmLeft', { cbm: 20 }));
    fireEvent.click(times[1]);
    expect(times[1]).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText(t('public:supplier.field.plateNo')), { target: { value: '粤b12345' } });
    fireEvent.change(screen.getByLabelText(t('public:supplier.field.driverName')), { target: { value: '张师傅' } });
    fireEvent.change(screen.getByLabelText(t('public:supplier.field.driverPhone')), { target: { value: '13800138000' } });
    const file = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(file, { target: { files: [new File(['%PDF-1.4'], 'packing.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(seen.uploads).toBe(1));
    await screen.findByText('packing.pdf');
    fireEvent.click(button(view.container, t('public:supplier.form.submit')));

    expect(await screen.findByTestId('reservation-no')).toHaveTextContent('YY202611280007');
    expect(screen.getByText(t('public:supplier.done.title'))).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('待审核');
    expect(seen.posted).toEqual({
      warehouseId: 1,
      deliveryTime: `${day(1)} 10:00`,
      orderIds: [11, 12],
      boxes: null,
      plateNo: '粤B12345',
      vehicleType: '',
      driverName: '张师傅',
      driverPhone: '13800138000',
      packingList: '/profile/supplier/2026/11/28/abc.pdf',
    });
    expect(seen.authorization.every((a) => a === null)).toBe(true);

    // the same link lists the booking, with reschedule and cancel before the cut-off
    fireEvent.click(button(view.container, t('public:supplier.done.mine')));
    const card = (await screen.findByText('YY202611280007')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('PO-A-001,PO-A-002')).toBeInTheDocument();
    expect(button(card, t('public:supplier.mine.reschedule'))).toBeEnabled();
    expect(button(card, t('public:supplier.mine.cancel'))).toBeEnabled();
  });

  it('says past the cut-off that only the desk can change a booking, and links a passed one to its QR page', async () => {
    serveLink([booked({ changeable: false, status: '3', statusLabel: '已通过', qrToken: 'qr-9' })]);
    const view = renderPage(<SupplierPage />, { path: `/supplier/${TOKEN}`, pattern: '/supplier/:token' });
    await screen.findByText('PO-A-001');
    fireEvent.click(screen.getByText(t('public:supplier.tab.mine', { n: 1 })));
    const card = (await screen.findByText('YY202611280007')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(t('public:supplier.mine.pastCutoff'))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t('public:supplier.mine.reschedule') })).toBeNull();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/driverQRcode?token=qr-9');
    expect(view.container.querySelectorAll('.ant-card').length).toBeGreaterThan(1);
  });

  it('opens through the app\'s routes without a login and shows a revoked link as a page of its own', async () => {
    removeToken();
    resetGuard();
    const asked: string[] = [];
    server.use(
      http.get('*/api/public/supplier/:token*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 410, msg: '此预约链接已被撤销' }, { status: 410 });
      }),
    );
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/supplier/revoked-tok'], patchRoutesOnNavigation: discoverRoutes });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(t('public:supplier.dead.title'), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supplier/revoked-tok');
    expect(screen.getByTestId('dead-reason')).toHaveTextContent('此预约链接已被撤销');
    // the server's message says whom to ask
    expect(screen.queryByText(t('public:supplier.dead.hint'))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual(['/api/public/supplier/revoked-tok']);
  });
});
