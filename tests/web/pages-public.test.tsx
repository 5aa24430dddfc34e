import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAppointment, PublicQueueEntry } from '../../contract/appointment';
import { resetGuard } from '../../src/app/guard';
import { appRoutes, discoverRoutes } from '../../src/app/router';
import { getToken, removeToken, setToken } from '../../src/lib/auth';
import { CarListPage } from '../../src/pages/public/car-list-page';
import { DriverQrcodePage } from '../../src/pages/public/driver-qrcode-page';
import { QueryCarPage } from '../../src/pages/public/query-car-page';
import { button, renderPage, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

/** Every call the pages make, with the Authorization header it carried (none may carry one). */
let calls: { url: string; authorization: string | null }[] = [];
const record = (request: Request) => calls.push({ url: new URL(request.url).pathname + new URL(request.url).search, authorization: request.headers.get('Authorization') });

beforeEach(() => {
  calls = [];
  // a staff member signed in on this phone earlier: the driver pages must not use that session
  setToken('staff-session-token');
  expect(getToken()).toBe('staff-session-token');
});
afterEach(() => {
  removeToken();
  vi.useRealTimers();
});

const booking = (extra: Partial<PublicAppointment> = {}): PublicAppointment => ({
  reservationNo: 'YY202406030001',
  warehouseName: '前海保税仓',
  warehouseAddress: '深圳市前海路1号',
  deliveryTime: '2024-06-03 09:00',
  plateNo: '粤B12345',
  vehicleType: '厢式货车',
  driverName: '张师傅',
  status: '3',
  statusLabel: '已通过',
  doorName: null,
  arrivalTime: null,
  unloadEndTime: null,
  boxes: 40,
  ...extra,
});

const noAuthorization = () => {
  expect(calls.length).toBeGreaterThan(0);
  for (const c of calls) expect(c.authorization, c.url).toBeNull();
};

describe('DriverQrcodePage', { timeout: 60_000 }, () => {
  it('shows the booking, a QR code of the staff link and the link itself, without the staff token', async () => {
    server.use(
      http.get('*/api/public/appointment/:token', ({ request, params }) => {
        record(request);
        if (params.token !== 'tok123') return HttpResponse.json({ code: 404, msg: 'no' }, { status: 404 });
        return HttpResponse.json({ code: 200, msg: 'ok', data: booking({ status: '5', statusLabel: '已到达', doorName: '3号月台', arrivalTime: '2024-06-03 08:55:00' }) });
      }),
    );
    renderPage(<DriverQrcodePage />, { path: '/driverQRcode?token=tok123' });
    expect(await screen.findByText('粤B12345')).toBeInTheDocument();
    expect(screen.getByText('YY202406030001')).toBeInTheDocument();
    expect(screen.getByText('前海保税仓')).toBeInTheDocument();
    expect(screen.getByText('深圳市前海路1号')).toBeInTheDocument();
    expect(screen.getByText('2024-06-03 09:00')).toBeInTheDocument();
    expect(screen.getByText('3号月台')).toBeInTheDocument();
    expect(screen.getByText('已到达').closest('.ant-tag')).toHaveAttribute('data-status', '5');
    const link = screen.getByTestId('staff-link');
    expect(link.textContent).toContain(`${window.location.origin}${window.location.pathname}#/mobile/bookingdelivery/option?qr=tok123`);
    const qr = await screen.findByAltText(t('public:qr.imageAlt'));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    noAuthorization();
  });

  it('says so when the token is unknown or the booking has not passed yet', async () => {
    server.use(
      http.get('*/api/public/appointment/:token', ({ request }) => {
        record(request);
        return HttpResponse.json({ code: 404, msg: '预约不存在，或尚未审核通过' }, { status: 404 });
      }),
    );
    renderPage(<DriverQrcodePage />, { path: '/driverQRcode?token=nope' });
    expect(await screen.findByText('预约不存在，或尚未审核通过')).toBeInTheDocument();
    expect(screen.queryByAltText(t('public:qr.imageAlt'))).toBeNull();
    noAuthorization();
  });

  it('asks for a booking when the link has no token', async () => {
    renderPage(<DriverQrcodePage />, { path: '/driverQRcode' });
    expect(await screen.findByText(t('public:qr.noToken'))).toBeInTheDocument();
  });
});

describe('QueryCarPage', { timeout: 60_000 }, () => {
  it('finds the driver\'s bookings by plate and phone and links the passed one to its QR page', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/public/queryCar', ({ request }) => {
        record(request);
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: [
            { ...booking({ reservationNo: 'YY-A', status: '2', statusLabel: '待审核' }), qrToken: null },
            { ...booking({ reservationNo: 'YY-B' }), qrToken: 'tokB' },
          ],
        });
      }),
    );
    const view = renderPage(<QueryCarPage />, { path: '/queryCar' });
    fireEvent.change(screen.getByPlaceholderText(t('public:query.platePlaceholder')), { target: { value: '粤b 12345' } });
    fireEvent.change(screen.getByPlaceholderText(t('public:query.phonePlaceholder')), { target: { value: '13800138000' } });
    fireEvent.click(button(view.container, t('public:query.submit')));
    expect(await screen.findByText('YY-A')).toBeInTheDocument();
    expect(queries[0].get('plateNo')).toBe('粤B12345');
    expect(queries[0].get('driverPhone')).toBe('13800138000');
    const passed = screen.getByText('YY-B').closest('.ant-card') as HTMLElement;
    expect(within(passed).getByRole('link').getAttribute('href')).toBe('/driverQRcode?token=tokB');
    const pending = screen.getByText('YY-A').closest('.ant-card') as HTMLElement;
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(pending).getByText(t('public:query.qrAfterReview'))).toBeInTheDocument();
    noAuthorization();
  });

  it('shows an empty result and the rate-limit message plainly', async () => {
    let answer: 'empty' | 'limited' = 'empty';
    server.use(
      http.get('*/api/public/queryCar', ({ request }) => {
        record(request);
        return answer === 'empty'
          ? HttpResponse.json({ code: 200, msg: 'ok', data: [] })
          : HttpResponse.json({ code: 429, msg: '请求过于频繁，请稍后重试' }, { status: 429 });
      }),
    );
    const view = renderPage(<QueryCarPage />, { path: '/queryCar' });
    fireEvent.change(screen.getByPlaceholderText(t('public:query.platePlaceholder')), { target: { value: '粤B12345' } });
    fireEvent.change(screen.getByPlaceholderText(t('public:query.phonePlaceholder')), { target: { value: '13800138000' } });
    fireEvent.click(button(view.container, t('public:query.submit')));
    expect(await screen.findByText(t('public:query.empty'))).toBeInTheDocument();
    answer = 'limited';
    fireEvent.click(button(view.container, t('public:query.submit')));
    expect(await screen.findByText('请求过于频繁，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText(t('public:query.empty'))).toBeNull();
  });

  it('asks for both fields before searching', async () => {
    const view = renderPage(<QueryCarPage />, { path: '/queryCar' });
    fireEvent.click(button(view.container, t('public:query.submit')));
    expect(await screen.findByText(t('public:query.plateRequired'))).toBeInTheDocument();
    expect(await screen.findByText(t('public:query.phoneRequired'))).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('CarListPage', { timeout: 60_000 }, () => {
  const queue: PublicQueueEntry[] = [
    { slotTime: '09:00', plateNo: '粤B1**45', status: '6', statusLabel: '卸货中', doorName: '1号月台', arrivalTime: '2024-06-03 08:52:00' },
    { slotTime: '10:00', plateNo: '粤C9**01', status: '3', statusLabel: '已通过', doorName: null, arrivalTime: null },
  ];
  const serveQueue = () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/public/warehouses', ({ request }) => {
        record(request);
        return HttpResponse.json({ code: 200, msg: 'ok', data: [{ warehouseId: 1, warehouseName: '前海保税仓' }, { warehouseId: 2, warehouseName: '盐田仓' }] });
      }),
      http.get('*/api/public/carList', ({ request }) => {
        record(request);
        const id = new URL(request.url).searchParams.get('warehouseId')!;
        asked.push(id);
        return HttpResponse.json({ code: 200, msg: 'ok', data: id === '2' ? queue : [] });
      }),
    );
    return asked;
  };

  it('shows the chosen warehouse\'s masked queue with the time of the update, without the staff token', async () => {
    const asked = serveQueue();
    renderPage(<CarListPage />, { path: '/carList?warehouseId=2' });
    expect(await screen.findByText('粤B1**45')).toBeInTheDocument();
    expect(screen.getByText('粤C9**01')).toBeInTheDocument();
    expect(screen.getByText('卸货中').closest('.ant-tag')).toHaveAttribute('data-status', '6');
    expect(screen.getByText('1号月台')).toBeInTheDocument();
    expect(screen.getByText(/^更新于 \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(asked).toEqual(['2']);
    noAuthorization();
  });

  it('opens on the first warehouse with trucks today when the link names none, and refreshes every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = serveQueue();
    renderPage(<CarListPage />, { path: '/carList' });
    // warehouse 1 has no trucks today, 2 has: the board opens on 2
    expect(await screen.findByText('粤B1**45')).toBeInTheDocument();
    await waitFor(() => expect([...asked].sort()).toEqual(['1', '2', '2']));
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(asked.slice(3)).toEqual(['2']));
  });
});

describe('the app\'s routes', { timeout: 60_000 }, () => {
  it('open the driver pages without a login', async () => {
    removeToken();
    resetGuard();
    server.use(
      http.get('*/api/public/warehouses', ({ request }) => {
        record(request);
        return HttpResponse.json({ code: 200, msg: 'ok', data: [] });
      }),
    );
    const router = createMemoryRouter(appRoutes(), { initialEntries: ['/carList'], patchRoutesOnNavigation: discoverRoutes });
    render(
      <RouterProvider router={router} />,
    );
    expect(await screen.findByText(t('public:queue.noWarehouses'), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/carList');
    await router.navigate('/queryCar');
    expect(await screen.findByPlaceholderText(t('public:query.platePlaceholder'), {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/queryCar');
  });
});
