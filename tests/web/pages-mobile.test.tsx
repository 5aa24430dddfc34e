import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '../../contract/appointment';
import { BookingDeliveryPage } from '../../src/pages/mobile/booking-delivery-page';
import { BookingOptionPage } from '../../src/pages/mobile/booking-option-page';
import { MobileHomePage } from '../../src/pages/mobile/mobile-home-page';
import { chosenWorkArea } from '../../src/lib/work-area';
import { button, dictFixtures, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const STATUS = [['0', '待提交'], ['1', '待受理'], ['2', '待审核'], ['3', '已通过'], ['4', '未通过'], ['5', '已到达'], ['6', '卸货中'], ['7', '已理货'], ['8', '已收货']];
dictFixtures.biz_appointment_status = STATUS.map(([v, zh], i) => ({
  ...dictFixtures.sys_yes_no[0], dictCode: 950 + i, dictSort: i, dictType: 'biz_appointment_status', dictValue: v, dictLabel: zh, dictLabelZh: zh, dictLabelEn: zh, listClass: 'info',
}));
const LHY = ['biz:appointment:list', 'biz:appointment:query', 'biz:appointment:arrive', 'biz:appointment:unload', 'biz:appointment:receive'];

// what the truck brings of each order is all of it: announced = the order's figures
const order = (orderId: number, nbOfCartons: number, grossWeightSum: string, totalCbm: string) => ({
  orderId, orderNo: `SO-${orderId}`, vendorDeptName: `Vendor ${orderId}`, nbOfCartons, grossWeightSum, totalCbm, receivedBoxes: null, receivedWeight: null, receivedCube: null,
  boxes: nbOfCartons, grossWeight: grossWeightSum, cube: totalCbm, diffReason: '', diffNote: '',
});
const appointment = (appointmentId: number, status: string, extra: Partial<AppointmentRow> = {}): AppointmentRow => ({
  appointmentId, reservationNo: `YY-${appointmentId}`, warehouseId: 1, warehouseName: '前海仓', deliveryTime: '2024-06-03 09:00', doorId: null, doorName: null,
  plateNo: '粤B12345', vehicleType: 'van', deliveryType: 'supplier', driverName: '张师傅', driverPhone: '13800000000', carWeight: null, boxes: 30, grossWeight: '300.000', cube: '3.000',
  arrivalTime: null, arrivalOffsetMinutes: null, unloadEndTime: null, tallyClerk1: '', tallyClerk2: '', forkliftDriver1: '', forkliftDriver2: '', stevedore1: '', stevedore2: '', stevedore3: '', stevedore4: '',
  unloadMemo: '', receivedBoxes: null, receivedWeight: null, receivedCube: null, receivedDims: '', actualPcb: null, actualSpcb: null, diffFlags: '', photos: '',
  status: status as AppointmentRow['status'], qrToken: 'qr-token-1', version: 4, remark: null, orderNos: 'SO-1,SO-2',
  orders: [order(1, 10, '100.000', '1.000'), order(2, 20, '200.000', '2.000')], createBy: 'cs', createTime: '2024-06-01 10:00:00', blindCount: false, ...extra,
});
/** The counting view of a blind-counting warehouse's truck before its receipt, as the server sends it: no announced figure. */
const blind = (row: AppointmentRow) => ({
  ...row, blindCount: true, boxes: null, grossWeight: null, cube: null,
  orders: row.orders?.map((o) => ({ ...o, nbOfCartons: null, grossWeightSum: null, totalCbm: null, boxes: null, grossWeight: null, cube: null })),
}) as unknown as AppointmentRow;

/** An in-memory /biz/appointment for the mobile pages: moves advance the stored row as the server would. */
function serve(rows: AppointmentRow[], { refuse }: { refuse?: { status: number; msg: string } } = {}) {
  const store = new Map(rows.map((r) => [r.appointmentId, r]));
  const moves: { id: number; body: Row }[] = [];
  const reads: string[] = [];
  const listQueries: URLSearchParams[] = [];
  const uploads: string[] = [];
  const checks: number[] = [];
  const views: string[] = [];
  server.use(
    dictHandler(),
    http.get('*/api/biz/appointment/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      listQueries.push(q);
      const statuses = (q.get('status') ?? '').split(',');
      const hits = [...store.values()].filter((r) => statuses.includes(r.status));
      return HttpResponse.json({ code: 200, msg: 'ok', rows: hits.slice(0, Number(q.get('pageSize') ?? 20)), total: hits.length });
    }),
    http.get('*/api/biz/appointment/staff', ({ request }) => {
      const post = new URL(request.url).searchParams.get('post');
      const people = { tally: [{ userName: 'li', nickName: '李理货' }, { userName: 'zhou', nickName: '周理货' }], forklift: [{ userName: 'wang', nickName: '王叉车' }], stevedore: [{ userName: 'zhao', nickName: '赵装卸' }] };
      return HttpResponse.json({ code: 200, msg: 'ok', data: people[post as keyof typeof people] ?? [] });
    }),
    http.get('*/api/biz/appointment/qr/:token', ({ params }) => {
      reads.push(`qr:${String(params.token)}`);
      const row = [...store.values()].find((r) => r.qrToken === params.token);
      return row ? HttpResponse.json({ code: 200, msg: 'ok', data: row }) : HttpResponse.json({ code: 404, msg: '预约不存在' }, { status: 404 });
    }),
    // the server's check of a receipt about to be sent: cartons against what it stored (the real announced, blind or not)
    http.post('*/api/biz/appointment/:id/receipt/differences', async ({ params, request }) => {
      const { receipt } = (await request.json()) as { receipt: { orderId: number; receivedBoxes: number }[] };
      const announced = rows.find((r) => r.appointmentId === Number(params.id))!.orders!;
      checks.push(Number(params.id));
      return HttpResponse.json({
        code: 200, msg: 'ok',
        data: receipt.map((l) => {
          const o = announced.find((x) => x.orderId === l.orderId)!;
          return { orderId: o.orderId, orderNo: o.orderNo, differences: l.receivedBoxes === o.boxes ? [] : [{ field: 'boxes', announced: o.boxes, counted: l.receivedBoxes }] };
        }),
      });
    }),
    http.get('*/api/biz/appointment/:id', ({ params, request }) => {
      reads.push(`id:${String(params.id)}`);
      views.push(new URL(request.url).searchParams.get('view') ?? '');
      return HttpResponse.json({ code: 200, msg: 'ok', data: store.get(Number(params.id)) });
    }),
    http.put('*/api/biz/appointment/:id/status', async ({ params, request }) => {
      const body = (await request.json()) as Row;
      moves.push({ id: Number(params.id), body });
      if (refuse) return HttpResponse.json({ code: refuse.status, msg: refuse.msg }, { status: refuse.status });
      const row = store.get(Number(params.id))!;
      store.set(row.appointmentId, { ...row, status: body.to as AppointmentRow['status'], version: row.version + 1, diffFlags: body.to === '8' ? 'boxes' : row.diffFlags });
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
    http.get('*/api/biz/warehouse/options', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [{ warehouseId: 1, warehouseName: '前海仓', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2, slotCbm: null, doors: [{ doorId: 11, doorName: 'A1门' }, { doorId: 12, doorName: 'A2门' }] }] }),
    ),
    http.post('*/api/common/upload', () => {
      const fileName = `/profile/upload/2024/06/03/photo-${uploads.length + 1}.jpg`;
      uploads.push(fileName);
      return HttpResponse.json({ code: 200, msg: 'ok', url: `/api${fileName}`, fileName, newFileName: fileName.split('/').pop(), originalFilename: 'p.jpg' });
    }),
  );
  return { moves, reads, listQueries, uploads, store, checks, views };
}

/** Opens a form's select (by its field id) and picks the option showing `text`. */
async function choose(id: string, text: string) {
  const select = document.getElementById(id);
  if (!select) throw new Error(`no field ${id}`);
  fireEvent.mouseDown(select);
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const hit = [...(open?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find((o) => o.textContent?.includes(text));
    if (!hit) throw new Error(`no option ${text}`);
    return hit;
  });
  fireEvent.click(option);
}
/** Taps a step's button, then confirms the dialog it opens (every phone move is final: it asks once, naming the truck). */
/** The phone's question before a step it cannot take back, answered yes. */
async function confirmMove(label: string) {
  const dialog = await waitFor(() => openDialog('粤B12345'));
  fireEvent.click(button(dialog, label));
}
async function submit(label: string) {
  fireEvent.click(button(document.body, label));
  await confirmMove(label);
}
const optionPage = (query: string) => renderPage(<BookingOptionPage />, { path: `/mobile/bookingdelivery/option?${query}`, pattern: '/mobile/bookingdelivery/option' });
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('BookingOptionPage', { timeout: 60_000 }, () => {
  it('records the arrival of a passed booking with its door and the version seen, then offers unloading', async () => {
    setPermissions(LHY);
    const api = serve([appointment(7, '3')]);
    optionPage('id=7');
    expect(await screen.findByRole('heading', { name: t('mobile:step.arriveTitle') })).toBeInTheDocument();
    expect(screen.getByTestId('plate').textContent).toBe('粤B12345');
    await choose('arrive_doorId', 'A2门');
    fireEvent.click(button(document.body, t('mobile:step.arrive')));
    const dialog = await waitFor(() => openDialog(t('mobile:confirm.5.title', { plate: '粤B12345' })));
    expect(api.moves).toEqual([]);
    fireEvent.click(button(dialog, t('mobile:confirm.5.ok')));
    await waitFor(() => expect(api.moves).toHaveLength(1));
    expect(api.moves[0]).toEqual({ id: 7, body: { to: '5', version: 4, work: { doorId: 12, arrivalTime: expect.stringMatching(TIME) } } });
    expect(await screen.findByRole('heading', { name: t('mobile:step.unloadTitle') })).toBeInTheDocument();
    expect(api.reads).toEqual(['id:7', 'id:7']);
  });

  it('starts unloading with the door and the crew chosen by post', async () => {
    setPermissions(LHY);
    const api = serve([appointment(8, '5', { doorId: 12, doorName: 'A2门', tallyClerk1: 'zhou' })]);
    optionPage('id=8');
    expect(await screen.findByRole('heading', { name: t('mobile:step.unloadTitle') })).toBeInTheDocument();
    await choose('unload_tally', '李理货');
    await choose('unload_forklift', '王叉车');
    await choose('unload_stevedore', '赵装卸');
    await submit(t('mobile:step.unload'));
    await waitFor(() => expect(api.moves).toHaveLength(1));
    expect(api.moves[0].body).toEqual({
      to: '6',
      version: 4,
      work: { doorId: 12, tallyClerk1: 'zhou', tallyClerk2: 'li', forkliftDriver1: 'wang', forkliftDriver2: '', stevedore1: 'zhao', stevedore2: '', stevedore3: '', stevedore4: '' },
    });
  });

  it('refuses to start unloading without a tally clerk', async () => {
    setPermissions(LHY);
    const api = serve([appointment(9, '5', { doorId: 11 })]);
    optionPage('id=9');
    expect(await screen.findByRole('heading', { name: t('mobile:step.unloadTitle') })).toBeInTheDocument();
    fireEvent.click(button(document.body, t('mobile:step.unload')));
    expect(await screen.findByText(t('mobile:step.oneTallyClerk'))).toBeInTheDocument();
    expect(api.moves).toEqual([]);
  });

  it('records the tally: end time, actual PCB and SPCB, memo', async () => {
    setPermissions(LHY);
    const api = serve([appointment(10, '6')]);
    optionPage('id=10');
    expect(await screen.findByRole('heading', { name: t('mobile:step.tallyTitle') })).toBeInTheDocument();
    fireEvent.change(document.getElementById('tally_actualPcb')!, { target: { value: '12' } });
    fireEvent.change(document.getElementById('tally_actualSpcb')!, { target: { value: '3' } });
    fireEvent.change(document.getElementById('tally_unloadMemo')!, { target: { value: '两箱外包装破损' } });
    await submit(t('mobile:step.tally'));
    await waitFor(() => expect(api.moves).toHaveLength(1));
    expect(api.moves[0].body).toEqual({ to: '7', version: 4, work: { unloadEndTime: expect.stringMatching(TIME), actualPcb: 12, actualSpcb: 3, unloadMemo: '两箱外包装破损' } });
  });

  it('asks for every figure as counted (nothing prefilled), the announced beside it; confirms a difference once with its reason, then sends it', async () => {
    setPermissions(LHY);
    const api = serve([appointment(11, '7')]);
    optionPage('id=11');
    expect(await screen.findByRole('heading', { name: t('mobile:step.receiveTitle') })).toBeInTheDocument();
    // the phone reads its counting view
    expect(api.views).toEqual(['count']);
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
    for (const line of [0, 1]) expect(['receivedBoxes', 'receivedWeight', 'receivedCube'].map((f) => value(`receive_lines_${line}_${f}`))).toEqual(['', '', '']);
    expect(screen.getByText(t('mobile:receive.expected', { value: 10 }))).toBeInTheDocument();
    expect(screen.getByText(t('mobile:receive.expected', { value: 20 }))).toBeInTheDocument();
    // saved without counting: refused by the form, nothing sent
    fireEvent.click(button(document.body, t('mobile:step.receive')));
    expect((await screen.findAllByText(t('mobile:receive.countRequired'))).length).toBe(6);
    expect(api.checks).toEqual([]);
    const count = (line: number, boxes: string, weight: string, cube: string) =>
      [boxes, weight, cube].forEach((v, i) => fireEvent.change(document.getElementById(`receive_lines_${line}_${['receivedBoxes', 'receivedWeight', 'receivedCube'][i]}`)!, { target: { value: v } }));
    count(0, '10', '100', '1');
    count(1, '18', '200', '2');
    fireEvent.change(document.getElementById('receive_receivedDims')!, { target: { value: '120×100×150cm' } });
    const photo = new File(['jpeg'], 'p.jpg', { type: 'image/jpeg' });
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('capture', 'environment');
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    expect(await screen.findByText(t('mobile:receive.takePhoto', { count: 1 }))).toBeInTheDocument();
    fireEvent.click(button(document.body, t('mobile:step.receive')));
    // one confirmation naming the difference; the reason is required, "other" needs a note
    const dialog = await screen.findByRole('dialog', { name: t('common:receiptDifferences.title') });
    const what = t('common:receiptDifferences.figure', { name: t('common:receiptDifferences.names.boxes'), announced: 20, counted: 18 });
    expect(within(dialog).getByText(t('common:receiptDifferences.line', { orderNo: 'SO-2', what }))).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('receipt-difference')).toHaveLength(1);
    fireEvent.click(button(dialog, t('common:receiptDifferences.confirm')));
    expect(await within(dialog).findByText(t('common:receiptDifferences.reasonRequired'))).toBeInTheDocument();
    await choose('receipt-differences_2_diffReason', '其他');
    fireEvent.click(button(dialog, t('common:receiptDifferences.confirm')));
    expect(await within(dialog).findByText(t('common:receiptDifferences.noteRequired'))).toBeInTheDocument();
    expect(api.moves).toEqual([]);
    fireEvent.change(document.getElementById('receipt-differences_2_diffNote')!, { target: { value: '两箱留在供应商处' } });
    fireEvent.click(button(dialog, t('common:receiptDifferences.confirm')));
    // then the question every step the phone cannot take back asks
    await confirmMove(t('mobile:step.receive'));
    await waitFor(() => expect(api.moves).toHaveLength(1));
    expect(api.moves[0].body).toEqual({
      to: '8',
      version: 4,
      receipt: [
        { orderId: 1, receivedBoxes: 10, receivedWeight: 100, receivedCube: 1 },
        { orderId: 2, receivedBoxes: 18, receivedWeight: 200, receivedCube: 2, diffReason: 'other', diffNote: '两箱留在供应商处' },
      ],
      work: { receivedDims: '120×100×150cm', photos: '/profile/upload/2024/06/03/photo-1.jpg' },
    });
    const flags = await screen.findByTestId('diff-flags');
    expect(within(flags).getByText(t('mobile:received.diff.boxes'))).toBeInTheDocument();
  });

  it('counts blind where the warehouse says so: no announced figure on the phone, the difference named only once counted; going back sends nothing', async () => {
    setPermissions(LHY);
    const row = appointment(16, '7');
    const api = serve([row]);
    api.store.set(16, blind(row));
    optionPage('id=16');
    expect(await screen.findByTestId('blind-count')).toHaveTextContent(t('mobile:receive.blind'));
    expect(screen.queryByText(t('mobile:receive.expected', { value: 10 }))).toBeNull();
    expect(screen.queryByText(t('mobile:boxesCount', { count: 10 }))).toBeNull();
    expect(screen.getByText(t('mobile:receive.blindCargo'))).toBeInTheDocument();
    [0, 1].forEach((line) => ['9', '100', '1'].forEach((v, i) => fireEvent.change(document.getElementById(`receive_lines_${line}_${['receivedBoxes', 'receivedWeight', 'receivedCube'][i]}`)!, { target: { value: line === 1 && i === 0 ? '20' : v } })));
    fireEvent.click(button(document.body, t('mobile:step.receive')));
    const dialog = await screen.findByRole('dialog', { name: t('common:receiptDifferences.title') });
    const what = t('common:receiptDifferences.figure', { name: t('common:receiptDifferences.names.boxes'), announced: 10, counted: 9 });
    expect(within(dialog).getByText(t('common:receiptDifferences.line', { orderNo: 'SO-1', what }))).toBeInTheDocument();
    fireEvent.click(button(dialog, t('common:receiptDifferences.back')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.moves).toEqual([]);
    expect(api.checks).toEqual([16]);
  });

  it('shows the reason given beside the received figures once received', async () => {
    setPermissions(LHY);
    const row = appointment(17, '8', { diffFlags: 'boxes' });
    row.orders![1] = { ...row.orders![1], receivedBoxes: 18, receivedWeight: '200.000', receivedCube: '2.000', diffReason: 'damaged', diffNote: '两箱压坏' };
    serve([row]);
    optionPage('id=17');
    expect(await screen.findByTestId('diff-reason')).toHaveTextContent(`${t('mobile:received.reason', { reason: '破损' })} — 两箱压坏`);
  });

  it('shows the server\'s refusal plainly and reloads the booking', async () => {
    setPermissions(LHY);
    const api = serve([appointment(12, '3')], { refuse: { status: 409, msg: '该预约已被他人处理，请刷新后重试' } });
    optionPage('id=12');
    expect(await screen.findByRole('heading', { name: t('mobile:step.arriveTitle') })).toBeInTheDocument();
    await submit(t('mobile:step.arrive'));
    expect((await screen.findAllByText('该预约已被他人处理，请刷新后重试')).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.reads).toEqual(['id:12', 'id:12']));
  });

  it('loads the booking a scanned QR code names', async () => {
    setPermissions(LHY);
    const api = serve([appointment(13, '3', { qrToken: 'scan-me', plateNo: '粤C54321' })]);
    optionPage('qr=scan-me');
    expect(await screen.findByText('粤C54321')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('mobile:step.arriveTitle') })).toBeInTheDocument();
    expect(api.reads).toEqual(['qr:scan-me']);
  });

  it('offers no step before review, and a summary once received', async () => {
    setPermissions(LHY);
    serve([appointment(14, '2'), appointment(15, '8', { diffFlags: '', arrivalTime: '2024-06-03 08:50:00' })]);
    const pending = optionPage('id=14');
    expect(await screen.findByText(t('mobile:step.nothingToDo'))).toBeInTheDocument();
    expect(document.querySelector('button[type="submit"]')).toBeNull();
    pending.unmount();
    optionPage('id=15');
    const flags = await screen.findByTestId('diff-flags');
    expect(within(flags).getByText(t('mobile:received.noDiff'))).toBeInTheDocument();
    expect(screen.getByText('2024-06-03 08:50:00')).toBeInTheDocument();
    expect(document.querySelector('button[type="submit"]')).toBeNull();
  });
});

describe('BookingDeliveryPage', { timeout: 60_000 }, () => {
  it('lists today\'s trucks to work on, filters them by plate and opens the chosen one', async () => {
    setPermissions(LHY);
    const api = serve([
      appointment(1, '3', { plateNo: '粤B11111', deliveryTime: '2024-06-03 10:00' }),
      appointment(2, '6', { plateNo: '粤C98765', deliveryTime: '2024-06-03 09:00' }),
      appointment(3, '2', { plateNo: '粤D22222' }),
      // booked for tomorrow, arrived today a day early (issue 46): at the dock, in sight, flagged
      appointment(4, '5', { plateNo: '粤E55555', deliveryTime: '2024-06-04 10:00', arrivalTime: '2024-06-03 10:00:00', arrivalOffsetMinutes: -1440 }),
    ]);
    const view = renderPage(<BookingDeliveryPage />, { path: '/mobile/bookingdelivery', pattern: '/mobile/bookingdelivery' });
    expect(await screen.findByText('粤B11111')).toBeInTheDocument();
    expect(screen.getByText('粤C98765')).toBeInTheDocument();
    expect(screen.queryByText('粤D22222')).toBeNull();
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    // the dock's list of today: today's bookings and every truck at the dock, whatever its day
    expect(Object.fromEntries(api.listQueries[0])).toMatchObject({ status: '3,5,6,7', dockDay: day });
    const atDock = screen.getByRole('region', { name: t('mobile:group.atDock', { count: 2 }) });
    expect(within(atDock).getByText('粤E55555')).toBeInTheDocument();
    expect(within(atDock).getByText('粤C98765')).toBeInTheDocument();
    const early = within(atDock).getByRole('link', { name: '粤E55555' }).querySelector('[data-arrival]');
    expect(early).toHaveAttribute('data-arrival', 'early');
    expect(early?.textContent).toBe(t('common:arrival.early', { by: t('common:arrival.days', { count: 1 }) }));
    expect(within(screen.getByRole('region', { name: t('mobile:group.expected', { count: 1 }) })).getByText('粤B11111')).toBeInTheDocument();
    // found by its plate
    fireEvent.change(screen.getByPlaceholderText(t('mobile:platePlaceholder')), { target: { value: 'e55' } });
    await waitFor(() => expect(screen.queryByText('粤B11111')).toBeNull());
    expect(screen.getByText('粤E55555')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText(t('mobile:platePlaceholder')), { target: { value: 'c98' } });
    await waitFor(() => expect(screen.queryByText('粤B11111')).toBeNull());
    fireEvent.click(screen.getByText('粤C98765'));
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe('/mobile/bookingdelivery/option?id=2'));
  });
});

describe('the phone shell', { timeout: 60_000 }, () => {
  it('leads back to the desk console and keeps the choice for the next sign-in', async () => {
    setPermissions(LHY);
    serve([]);
    const view = renderPage(<BookingDeliveryPage />, { path: '/mobile/bookingdelivery', pattern: '/mobile/bookingdelivery' });
    fireEvent.click(await screen.findByRole('button', { name: t('mobile:switchToConsole') }));
    expect(view.location().pathname).toBe('/index');
    expect(chosenWorkArea()).toBe('console');
  });
});

describe('MobileHomePage', { timeout: 60_000 }, () => {
  it('counts today\'s trucks by status and leads into the warehouse entry work', async () => {
    setPermissions(LHY);
    serve([appointment(1, '3'), appointment(2, '3'), appointment(3, '6'), appointment(4, '8')]);
    const view = renderPage(<MobileHomePage />, { path: '/mobile/index', pattern: '/mobile/index' });
    await waitFor(() => expect(screen.getByTestId('count-3').textContent).toMatch(/^2/));
    expect(screen.getByTestId('count-5').textContent).toMatch(/^0/);
    expect(screen.getByTestId('count-6').textContent).toMatch(/^1/);
    expect(screen.getByTestId('count-8').textContent).toMatch(/^1/);
    expect(screen.getByText(t('mobile:profile'))).toBeInTheDocument();
    fireEvent.click(button(view.container, t('mobile:warehouseEntry')));
    await waitFor(() => expect(view.location().pathname).toBe('/mobile/bookingdelivery'));
  });
});
