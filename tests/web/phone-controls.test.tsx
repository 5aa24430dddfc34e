import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGuard } from '../../src/app/guard';
import { appRoutes, areaOf, constantRoutes, discoverRoutes } from '../../src/app/router';
import { removeToken, setToken } from '../../src/lib/auth';
import { usePermissionStore } from '../../src/stores/permission';
import { useUserStore } from '../../src/stores/user';
import { button, openDialog, t, withMsw } from './crud-harness';
import { server } from './msw-server';

// every page's chunk is loaded through the app's own routes: slow on a busy machine
vi.setConfig({ testTimeout: 60_000 });
withMsw();

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data, rows: Array.isArray(data) ? data : [], total: Array.isArray(data) ? data.length : 0 });
const PLATE = '粤B12345';
const booking = {
  appointmentId: 7, reservationNo: 'YY-7', warehouseId: 1, warehouseName: '前海仓', deliveryTime: '2024-06-03 09:00', doorId: 11, doorName: 'A1门', plateNo: PLATE, vehicleType: 'van',
  deliveryType: 'supplier', driverName: '张师傅', driverPhone: '13800000000', carWeight: null, boxes: 30, grossWeight: '300.000', cube: '3.000', arrivalTime: null, unloadEndTime: null,
  tallyClerk1: '', tallyClerk2: '', forkliftDriver1: '', forkliftDriver2: '', stevedore1: '', stevedore2: '', stevedore3: '', stevedore4: '', unloadMemo: '', receivedBoxes: null,
  receivedWeight: null, receivedCube: null, receivedDims: '', actualPcb: null, actualSpcb: null, diffFlags: '', photos: '', status: '3', qrToken: 'qr-1', version: 4, remark: null,
  orderNos: 'SO-1', orders: [], createBy: 'cs', createTime: '2024-06-01 10:00:00',
};
const container = {
  containerId: 7, cabinetNo: 'PSA1', week: 48, vesselVoyage: '', billOfLading: '', containerNo: 'MSKU1234565', sealNo: '', sealPhoto: '', boxType: '20GP', carrier: '', destination: '',
  cargoSpace: '', packer: '', driverName: '', plateNo: '', warehouseId: 1, warehouseName: '前海仓', loadDate: '2026-11-24', loadTime: '15:00', status: '1', locked: '0', pallets: 1, loaded: 1,
  boxes: 10, weight: 100, cube: 1, maxCube: 33.2, maxWeight: 28200, tareWeight: 2230, grossWeight: null, truckWeight: null, weightDiff: null, weightFlag: false, leftTime: null, remark: '',
  version: 2, createBy: 'cs', createTime: null, updateBy: null, updateTime: null,
};
const pallet = {
  palletId: 1, palletCode: 'P-1', orderId: 1, orderNo: 'SO-1', buyer: 'B', warehouseId: 1, warehouseName: '前海仓', boxes: 10, weight: 100, cube: 1, location: 'A-01', status: '2',
  containerId: 7, containerName: 'MSKU1234565', loadedTime: '2026-11-24 10:00:00', receivedTime: null, days: 1, version: 2,
};
const TOKEN = 'sup-tok-1';
const supplierBooking = {
  reservationNo: 'YY202611280007', warehouseId: 1, warehouseName: '前海保税仓', deliveryTime: '2099-01-02 10:00', plateNo: PLATE, vehicleType: '厢式货车', driverName: '张师傅',
  driverPhone: '13800138000', boxes: 60, cube: 6, orderNos: 'PO-A-001', status: '2', statusLabel: '待审核', reason: null, qrToken: null, changeUntil: '2099-01-01 10:00', changeable: true,
};

/**
 * A control of each phone and public page that opens a dialog through the page's own
 * App.useApp(): the dialog opening proves that antd's App is above the page (issue 48). A page
 * without such a control says why (null): every route of the two areas must be listed.
 */
const DIALOG_CONTROLS: Record<string, { at: string; tap: () => Promise<void>; dialog: () => string } | null> = {
  // the sign-in form: no dialog
  mobile: null,
  'mobile/index': {
    at: '/mobile/index',
    tap: async () => void fireEvent.click(await waitFor(() => button(document.body, t('mobile:logout')), { timeout: 20_000 })),
    dialog: () => t('mobile:logoutConfirm'),
  },
  // lists: a tap opens a page, the refresh button asks again
  'mobile/bookingdelivery': null,
  'mobile/bookingdelivery/option': {
    at: '/mobile/bookingdelivery/option?id=7',
    tap: async () => void fireEvent.click(await waitFor(() => button(document.body, t('mobile:step.arrive')), { timeout: 20_000 })),
    dialog: () => t('mobile:confirm.5.title', { plate: PLATE }),
  },
  'mobile/outofstock': null,
  'mobile/outofstock/option': {
    at: '/mobile/outofstock/option?id=7',
    tap: async () => void fireEvent.click(await screen.findByRole('button', { name: t('mobile:outbound.takeOut') }, { timeout: 20_000 })),
    dialog: () => t('mobile:outbound.takeOutConfirm', { code: 'P-1' }),
  },
  // the driver pages: searches, links and a print button, no dialog
  driverQRcode: null,
  queryCar: null,
  carList: null,
  outofstockcarList: null,
  'supplier/:token': {
    at: `/supplier/${TOKEN}`,
    tap: async () => {
      fireEvent.click(await screen.findByText(t('public:supplier.tab.mine', { n: 1 }), {}, { timeout: 20_000 }));
      fireEvent.click(await waitFor(() => button(document.body, t('public:supplier.mine.cancel'))));
    },
    dialog: () => 'YY202611280007',
  },
};

function serve() {
  server.use(
    http.get('*/api/getInfo', () => HttpResponse.json({ code: 200, msg: 'ok', user: { userId: 1, userName: 'lhy', nickName: '仓库小李', avatar: '' }, roles: ['LHY'], permissions: ['*:*:*'] })),
    http.get('*/api/getRouters', () => ok([])),
    http.get('*/api/biz/appointment/7', () => ok(booking)),
    http.get('*/api/biz/container/7', () => ok(container)),
    http.get('*/api/biz/container/7/pallets', () => ok([pallet])),
    http.get('*/api/biz/warehouse/options', () => ok([{ warehouseId: 1, warehouseName: '前海仓', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2, slotCbm: null, doors: [{ doorId: 11, doorName: 'A1门' }] }])),
    http.get(`*/api/public/supplier/${TOKEN}`, () => ok({ vendorDeptName: '东莞鸿达纸品', lang: 'zh', expiresOn: null, warehouses: [{ warehouseId: 1, warehouseName: '前海保税仓', address: '', rules: { bookAheadDays: 3, cutoffHours: 24, maxPerSupplierDay: 3, needsApproval: true } }] })),
    http.get(`*/api/public/supplier/${TOKEN}/orders`, () => ok([{ orderId: 11, orderNo: 'PO-A-001', nbOfCartons: 40, grossWeightSum: 400, totalCbm: 4, bondedStatus: '0', remaining: 40 }])),
    http.get(`*/api/public/supplier/${TOKEN}/bookings`, () => ok([supplierBooking])),
    // whatever else a page reads (counts, dictionaries, slots): an empty answer
    http.get('*/api/*', () => ok([])),
  );
}

const phoneAndPublic = constantRoutes().filter((r) => areaOf(r));

beforeEach(() => {
  removeToken();
  resetGuard();
  useUserStore.getState().resetSession();
  usePermissionStore.setState({ routes: [], sidebarRoutes: [], serverRoutes: [], loaded: false });
});

describe('every phone and public page has working dialogs (antd App above the page)', () => {
  it('lists a dialog control, or none, for every route of the two areas', () => {
    expect(phoneAndPublic.map((r) => r.path).sort()).toEqual(Object.keys(DIALOG_CONTROLS).sort());
  });

  for (const route of phoneAndPublic) {
    const control = DIALOG_CONTROLS[route.path ?? ''];
    if (!control) continue;
    it(`${route.path}: the control opens its dialog`, async () => {
      if (areaOf(route) === 'phone') setToken('t');
      serve();
      const router = createMemoryRouter(appRoutes(), { initialEntries: [control.at], patchRoutesOnNavigation: discoverRoutes });
      render(<RouterProvider router={router} />);
      await control.tap();
      await waitFor(() => expect(openDialog(control.dialog())).toBeInTheDocument(), { timeout: 10_000 });
    });
  }
});
