import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appointmentApi } from '../../src/pages/appointment/api';
import { AppointmentPage } from '../../src/pages/appointment/appointment-page';
import { button, dictFixtures, dictHandler, openDialog, optionsOf, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const entries = (type: string, list: [string, string, string, string?][]) =>
  list.map(([v, zh, en, cls], i) => ({ ...dictFixtures.sys_yes_no[0], dictCode: 950 + i, dictSort: i, dictType: type, dictValue: v, dictLabel: zh, dictLabelZh: zh, dictLabelEn: en, listClass: cls ?? '' }));
dictFixtures.biz_appointment_status = entries('biz_appointment_status', [
  ['0', '待提交', 'To submit', 'info'], ['1', '待受理', 'To accept', 'warning'], ['2', '待审核', 'Pending review', 'warning'], ['3', '已通过', 'Passed', 'success'],
  ['4', '未通过', 'Not passed', 'danger'], ['5', '已到达', 'Arrived', 'primary'], ['6', '卸货中', 'Unloading', 'primary'], ['7', '已理货', 'Tallied', 'primary'], ['8', '已收货', 'Received', 'success'],
]);
dictFixtures.biz_vehicle_type = entries('biz_vehicle_type', [['van', '厢式货车', 'Box truck'], ['4.2m', '4.2米货车', '4.2 m truck']]);
dictFixtures.biz_delivery_type = entries('biz_delivery_type', [['supplier', '供应商送货', 'Supplier delivers'], ['pickup', '我司提货', 'We collect']]);

const DAY = dayjs().add(3, 'day').format('YYYY-MM-DD');
/** a closed day beside DAY, in DAY's month (the picker shows one month) */
const CLOSED_DAY = dayjs(DAY).add(dayjs(DAY).add(1, 'day').month() === dayjs(DAY).month() ? 1 : -1, 'day').format('YYYY-MM-DD');
const WAREHOUSES = [
  { warehouseId: 1, warehouseName: '前海一号仓', openTime: '08:00', closeTime: '12:00', slotMinutes: 60, slotTrucks: 2, slotCbm: 50, doors: [{ doorId: 11, doorName: 'A1' }, { doorId: 12, doorName: 'A2' }] },
  { warehouseId: 2, warehouseName: '盐田仓', openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 1, slotCbm: null, doors: [] },
];
const slot = (time: string, bookedTrucks: number, bookedCbm: number, past = false) => ({ time, capacityTrucks: 2, bookedTrucks, capacityCbm: 50, bookedCbm, past });
const SLOTS = [slot('08:00', 0, 0, true), slot('09:00', 2, 30), slot('10:00', 1, 20), slot('11:00', 0, 0)];
const ORDERS = [
  { orderId: 7, orderNo: 'SO-2024-007', vendorDeptName: '义乌晨光', nbOfCartons: 100, grossWeightSum: 1200.5, totalCbm: 10.25 },
  { orderId: 8, orderNo: 'SO-2024-008', vendorDeptName: '宁波华瑞', nbOfCartons: 20, grossWeightSum: 300, totalCbm: 2 },
];
const orderLine = (o: (typeof ORDERS)[number], received?: [number, string, string]) => ({
  orderId: o.orderId, orderNo: o.orderNo, vendorDeptName: o.vendorDeptName, nbOfCartons: o.nbOfCartons, grossWeightSum: String(o.grossWeightSum), totalCbm: String(o.totalCbm),
  receivedBoxes: received?.[0] ?? null, receivedWeight: received?.[1] ?? null, receivedCube: received?.[2] ?? null,
  // the truck brings all of the order: what it announced is the order's figures
  boxes: o.nbOfCartons, grossWeight: String(o.grossWeightSum), cube: String(o.totalCbm), diffReason: '', diffNote: '',
});

const booking = (appointmentId: number, status: string, extra: Row = {}): Row => ({
  appointmentId, reservationNo: `YY-${appointmentId}`, warehouseId: 1, warehouseName: '前海一号仓', deliveryTime: `${DAY} 10:00`, doorId: null, doorName: null,
  plateNo: '粤B12345', vehicleType: '4.2m', deliveryType: 'supplier', driverName: '张师傅', driverPhone: '13800000000', carWeight: null,
  boxes: 100, grossWeight: '1200.500', cube: '10.250', arrivalTime: null, unloadEndTime: null,
  tallyClerk1: '', tallyClerk2: '', forkliftDriver1: '', forkliftDriver2: '', stevedore1: '', stevedore2: '', stevedore3: '', stevedore4: '', unloadMemo: '',
  receivedBoxes: null, receivedWeight: null, receivedCube: null, receivedDims: '', actualPcb: null, actualSpcb: null, diffFlags: '', photos: '',
  status, qrToken: null, version: 2, remark: null, orderNos: 'SO-2024-007', orders: [orderLine(ORDERS[0])], createBy: 'cs', createTime: '2024-05-01 08:00:00', blindCount: false, ...extra,
});

function serve(rows: Row[]) {
  const res = memoryResource('/biz/appointment', 'appointmentId', rows);
  const moves: { id: string; body: Row }[] = [];
  const slotQueries: Row[] = [];
  const checks: string[] = [];
  let moveAnswer: { status: number; msg: string } | undefined;
  server.use(
    dictHandler(),
    http.get('*/biz/warehouse/options', () => HttpResponse.json({ code: 200, msg: 'ok', data: WAREHOUSES })),
    http.get('*/biz/warehouse/:id/slots', ({ params, request }) => {
      const q = new URL(request.url).searchParams;
      slotQueries.push({ id: String(params.id), from: q.get('from'), days: q.get('days') });
      const from = dayjs(q.get('from'));
      const days = Array.from({ length: Number(q.get('days')) }, (_, i) => from.add(i, 'day').format('YYYY-MM-DD'));
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: days.map((date) => ({ date, closed: date === CLOSED_DAY, closedReason: date === CLOSED_DAY ? '盘点' : '', slots: date === CLOSED_DAY ? [] : SLOTS })),
      });
    }),
    http.get('*/biz/order/list', ({ request }) => {
      const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
      const hits = ORDERS.filter((o) => o.orderNo.includes(orderNo));
      return HttpResponse.json({ code: 200, msg: 'ok', rows: hits, total: hits.length });
    }),
    http.get('*/biz/appointment/staff', ({ request }) => {
      const post = new URL(request.url).searchParams.get('post');
      return HttpResponse.json({ code: 200, msg: 'ok', data: [{ userName: `${post}1`, nickName: `${post} one` }] });
    }),
    // the server's check of a receipt about to be sent: cartons against what the truck announced
    http.post('*/biz/appointment/:id/receipt/differences', async ({ params, request }) => {
      const { receipt } = (await request.json()) as { receipt: { orderId: number; receivedBoxes: number }[] };
      checks.push(String(params.id));
      const orders = (rows.find((r) => String(r.appointmentId) === params.id)!.orders as { orderId: number; orderNo: string; boxes: number }[]);
      return HttpResponse.json({
        code: 200, msg: 'ok',
        data: receipt.map((l) => {
          const o = orders.find((x) => x.orderId === l.orderId)!;
          return { orderId: o.orderId, orderNo: o.orderNo, differences: l.receivedBoxes === o.boxes ? [] : [{ field: 'boxes', announced: o.boxes, counted: l.receivedBoxes }] };
        }),
      });
    }),
    http.put('*/biz/appointment/:id/status', async ({ params, request }) => {
      moves.push({ id: String(params.id), body: (await request.json()) as Row });
      if (moveAnswer) return HttpResponse.json({ code: moveAnswer.status, msg: moveAnswer.msg }, { status: moveAnswer.status });
      return HttpResponse.json({ code: 200, msg: 'ok', data: {} });
    }),
    http.get('*/biz/appointment/:id/history', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: [{ historyId: 1, field: 'status', fromStatus: '2', toStatus: '3', fromLabel: '待审核', toLabel: '已通过', remark: '资料齐全', operBy: 'admin', operTime: '2024-05-02 09:00:00' }] }),
    ),
    ...res.handlers,
  );
  return { res, moves, slotQueries, checks, refuseMoves: (status: number, msg: string) => (moveAnswer = { status, msg }) };
}

const rowOf = async (text: string) => (await screen.findAllByText(text)).map((n) => n.closest('tr.ant-table-row')).find(Boolean) as HTMLElement;
/** A booking dialog field by its name (quicker than by its label on a busy machine). */
const field = (dialog: HTMLElement, name: string) => {
  const found = dialog.querySelector<HTMLElement>(`#appointment-edit_${name}`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const CS = ['biz:appointment:list', 'biz:appointment:query', 'biz:appointment:add', 'biz:appointment:edit', 'biz:appointment:remove', 'biz:appointment:export', 'biz:appointment:submit'];
const REVIEWER = ['biz:appointment:list', 'biz:appointment:query', 'biz:appointment:review'];
const addTitle = () => t('crud:addTitle', { name: t('appointment:title') });

describe('AppointmentPage', () => {
  it('lists bookings with dictionary labels and flags received differences', async () => {
    setPermissions(CS);
    serve([booking(1, '3'), booking(2, '8', { diffFlags: 'boxes,cube' }), booking(3, '5', { arrivalTime: '2024-06-02 10:00:00', arrivalOffsetMinutes: -1440 })]);
    renderPage(<AppointmentPage />);
    const passed = await rowOf('YY-1');
    expect(await within(passed).findByText('已通过')).toBeTruthy();
    expect(within(passed).getByText('4.2米货车')).toBeTruthy();
    expect(within(passed).getByText('供应商送货')).toBeTruthy();
    expect(within(passed).getByText('张师傅 / 13800000000')).toBeTruthy();
    expect(within(passed).queryByText(/差异/)).toBeNull();
    const received = await rowOf('YY-2');
    expect(within(received).getByText(t('appointment:diffTag', { what: '箱数, 体积' })).closest('.ant-tag')).not.toBeNull();
    // a truck that came a day before its slot: arrived, and flagged so (issue 46)
    const early = await rowOf('YY-3');
    expect(within(early).getByText('已到达')).toBeTruthy();
    expect(within(early).getByText('提前1天到达').closest('[data-arrival]')).toHaveAttribute('data-arrival', 'early');
    expect(within(passed).queryByText(/提前|迟到/)).toBeNull();
  }, 60_000);

  it('books a truck into a free slot of the chosen day and posts the contract body', async () => {
    setPermissions(CS);
    const { res, slotQueries } = serve([booking(1, '3')]);
    renderPage(<AppointmentPage />);
    await rowOf('YY-1');
    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(addTitle()));

    fireEvent.click((await optionsOf(field(dialog, 'warehouseId'))).find((o) => o.textContent === '前海一号仓')!);
    // the month is read to know the closed days: the closed day cannot be picked
    await waitFor(() => expect(slotQueries.some((q) => q.days === '31')).toBe(true));
    const dateInput = field(dialog, 'deliveryDate');
    fireEvent.change(dateInput, { target: { value: DAY } });
    fireEvent.keyDown(dateInput, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(slotQueries.some((q) => q.from === DAY && q.days === '1')).toBe(true));
    // the picker opens at the chosen month: past days and the closed day cannot be picked
    fireEvent.mouseDown(dateInput);
    fireEvent.click(dateInput);
    await waitFor(() => expect(document.querySelector(`td[title="${CLOSED_DAY}"]`)?.className).toContain('disabled'));
    expect(document.querySelector(`td[title="${DAY}"]`)?.className).not.toContain('disabled');
    const today = dayjs().format('YYYY-MM-DD');
    const cells = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown td[title]')];
    const enabled = cells.filter((c) => !c.className.includes('disabled')).map((c) => c.title);
    expect(enabled.every((d) => d >= today && d !== CLOSED_DAY)).toBe(true);

    const slots = await optionsOf(field(dialog, 'deliveryTime'));
    const state = slots.map((o) => [o.textContent?.slice(0, 5), o.getAttribute('aria-disabled') === 'true' || o.className.includes('disabled')]);
    expect(state).toEqual([['08:00', true], ['09:00', true], ['10:00', false], ['11:00', false]]);
    expect(slots[2].textContent).toContain(t('appointment:slotTrucks', { booked: 1, capacity: 2 }));
    expect(slots[2].textContent).toContain(t('appointment:slotFreeCbm', { cbm: 30 }));
    fireEvent.click(slots[2]);

    fireEvent.mouseDown(field(dialog, 'orderIds'));
    fireEvent.click(await screen.findByText(`SO-2024-007 · 义乌晨光 · ${t('appointment:cartons', { n: 100 })}`));
    await waitFor(() => expect(field(dialog, 'boxes')).toHaveAttribute('placeholder', t('appointment:ordersTotal', { total: 100 })));
    expect(field(dialog, 'grossWeight')).toHaveAttribute('placeholder', t('appointment:ordersTotal', { total: 1200.5 }));

    fireEvent.change(field(dialog, 'plateNo'), { target: { value: '粤b54321' } });
    expect(field(dialog, 'plateNo')).toHaveValue('粤B54321');
    fireEvent.change(field(dialog, 'driverName'), { target: { value: '李师傅' } });
    fireEvent.change(field(dialog, 'driverPhone'), { target: { value: '13900000000' } });
    fireEvent.change(field(dialog, 'cube'), { target: { value: '12' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/biz/appointment')).toBeTruthy());
    const body = res.last('POST', '/biz/appointment')!.body as Row;
    expect(body).toMatchObject({ warehouseId: 1, deliveryTime: `${DAY} 10:00`, orderIds: [7], plateNo: '粤B54321', driverName: '李师傅', driverPhone: '13900000000', cube: 12 });
    // blank boxes and weight: the server books the orders' totals
    expect(body.boxes).toBeUndefined();
    expect(body.grossWeight).toBeUndefined();
    expect(body).not.toHaveProperty('deliveryDate');
    expect(body).not.toHaveProperty('orders');
  }, 60_000);

  it('edits a booking with its orders and slot, sending the version it was opened with; the day range is the slot\'s', async () => {
    setPermissions(CS);
    const { res } = serve([booking(1, '0', { boxes: 90 })]);
    renderPage(<AppointmentPage />);
    fireEvent.click(button(await rowOf('YY-1'), t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('appointment:title') })));
    await waitFor(() => expect(dialog.textContent).toContain('SO-2024-007'));
    expect(field(dialog, 'deliveryDate')).toHaveValue(DAY);
    expect(field(dialog, 'boxes')).toHaveValue('90');
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/biz/appointment')).toBeTruthy());
    expect(res.last('PUT', '/biz/appointment')!.body).toMatchObject({ appointmentId: 1, warehouseId: 1, deliveryTime: `${DAY} 10:00`, orderIds: [7], boxes: 90, version: 2 });

    await appointmentApi.list({ pageNum: 1, params: { beginTime: '2024-06-01', endTime: '2024-06-30' } });
    const query = res.calls.filter((c) => c.path.endsWith('/list')).at(-1)!.query;
    expect([query.get('params[beginDelivery]'), query.get('params[endDelivery]'), query.get('params[beginTime]')]).toEqual(['2024-06-01', '2024-06-30', null]);
    // the search form's named ranges (the slot's days, the arrival's) go as they are, none dropped
    await appointmentApi.list({ pageNum: 1, params: { beginDelivery: '2024-06-01', endDelivery: '2024-06-30', beginArrival: '2024-06-03', endArrival: '2024-06-04' } });
    const named = res.calls.filter((c) => c.path.endsWith('/list')).at(-1)!.query;
    expect(['beginDelivery', 'endDelivery', 'beginArrival', 'endArrival'].map((k) => named.get(`params[${k}]`))).toEqual(['2024-06-01', '2024-06-30', '2024-06-03', '2024-06-04']);
  }, 60_000);

  it('opens the booking dialog prefilled from a slot calendar link', async () => {
    setPermissions(CS);
    serve([]);
    renderPage(<AppointmentPage />, { path: `/delivery/appointment?warehouseId=1&deliveryTime=${encodeURIComponent(`${DAY} 11:00`)}` });
    const dialog = await waitFor(() => openDialog(addTitle()));
    await waitFor(() => expect(dialog.textContent).toContain('前海一号仓'));
    expect(field(dialog, 'deliveryDate')).toHaveValue(DAY);
    await waitFor(() => expect(dialog.textContent).toContain(`11:00 · ${t('appointment:slotTrucks', { booked: 0, capacity: 2 })}`));
  }, 60_000);

  it('offers each user only the moves their permissions and the status allow', async () => {
    setPermissions(CS);
    serve([booking(1, '0'), booking(2, '2'), booking(3, '4'), booking(4, '3')]);
    const view = renderPage(<AppointmentPage />);
    const toSubmit = await rowOf('YY-1');
    expect(within(toSubmit).queryByText(t('appointment:move.01'))).not.toBeNull();
    expect(button(toSubmit, t('crud:modify'))).toBeTruthy();
    const reviewing = await rowOf('YY-2');
    expect(within(reviewing).queryByText(t('appointment:move.23'))).toBeNull();
    expect(within(reviewing).queryByText(t('crud:modify'))).toBeNull();
    expect(within(reviewing).queryByText(t('crud:delete'))).toBeNull();
    expect(within(await rowOf('YY-3')).queryByText(t('appointment:move.40'))).not.toBeNull();
    expect(within(await rowOf('YY-4')).queryByText(t('appointment:move.35'))).toBeNull();
    view.unmount();

    setPermissions(REVIEWER);
    serve([booking(1, '0'), booking(2, '2'), booking(5, '1')]);
    const second = renderPage(<AppointmentPage />);
    expect(within(await rowOf('YY-1')).queryByText(t('appointment:move.01'))).toBeNull();
    expect(within(await rowOf('YY-5')).queryByText(t('appointment:move.12'))).not.toBeNull();
    const review = await rowOf('YY-2');
    expect(within(review).queryByText(t('appointment:move.23'))).not.toBeNull();
    expect(within(review).queryByText(t('appointment:move.24'))).not.toBeNull();
    expect(document.body.textContent).not.toContain(t('crud:add').trim());
    second.unmount();

    setPermissions(['*:*:*']);
    serve([booking(4, '3'), booking(6, '5'), booking(7, '7')]);
    renderPage(<AppointmentPage />);
    expect(within(await rowOf('YY-4')).queryByText(t('appointment:move.35'))).not.toBeNull();
    expect(within(await rowOf('YY-6')).queryByText(t('appointment:move.56'))).not.toBeNull();
    expect(within(await rowOf('YY-7')).queryByText(t('appointment:move.78'))).not.toBeNull();
  }, 60_000);

  // a supplier's booking is mailed the reason of either
  it.each([
    { what: '"not pass"', id: 2, status: '2', to: '4', reason: '车型不符' },
    { what: 'cancelling a passed booking', id: 3, status: '3', to: '9', reason: '月台维修' },
    { what: 'sending a passed booking back to review', id: 4, status: '3', to: '2', reason: '司机信息有误' },
  ])('$what asks for a reason before it moves; the move carries the version seen', async ({ id, status, to, reason }) => {
    setPermissions(REVIEWER);
    const { moves } = serve([booking(id, status)]);
    renderPage(<AppointmentPage />);
    fireEvent.click(button(await rowOf(`YY-${id}`), t(`appointment:move.${status}${to}`)));
    const dialog = await waitFor(() => openDialog(t('appointment:remark')));
    fireEvent.click(button(dialog, t('crud:confirm')));
    expect(await within(dialog).findByText(t('appointment:remarkRequired'))).toBeTruthy();
    expect(moves).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(t('appointment:remark')), { target: { value: reason } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(moves).toEqual([{ id: String(id), body: { to, remark: reason, version: 2 } }]));
  }, 60_000);

  it('records arrival at a door from the desk and shows a 409 plainly', async () => {
    setPermissions(['*:*:*']);
    const { moves, refuseMoves } = serve([booking(4, '3')]);
    refuseMoves(409, '预约已被他人处理，请刷新后重试');
    renderPage(<AppointmentPage />);
    fireEvent.click(button(await rowOf('YY-4'), t('appointment:move.35')));
    const dialog = await waitFor(() => openDialog(t('appointment:door')));
    fireEvent.click((await optionsOf(within(dialog).getByRole('combobox', { name: t('appointment:door') }))).find((o) => o.textContent === 'A2')!);
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toMatchObject({ id: '4', body: { to: '5', version: 2, work: { doorId: 12 } } });
    expect(String((moves[0].body.work as Row).arrivalTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await screen.findByText('预约已被他人处理，请刷新后重试')).toBeTruthy();
  }, 60_000);

  it('receives each order as counted, nothing prefilled, the announced beside it; a difference is confirmed once with its reason', async () => {
    setPermissions(['*:*:*']);
    const { moves, checks } = serve([booking(7, '7', { orders: [orderLine(ORDERS[0]), orderLine(ORDERS[1])], orderNos: 'SO-2024-007,SO-2024-008' })]);
    renderPage(<AppointmentPage />);
    fireEvent.click(button(await rowOf('YY-7'), t('appointment:move.78')));
    const dialog = await waitFor(() => openDialog(t('appointment:receivedDims')));
    const input = (m: string, no: string) => within(dialog).findByLabelText(`${t(`appointment:${m}`)} ${no}`);
    const boxes = await input('receivedBoxes', 'SO-2024-008');
    expect(boxes).toHaveValue('');
    expect(within(dialog).getByText('20 / 300 / 2')).toBeTruthy();
    expect(within(dialog).queryByTestId('blind-count')).toBeNull();
    // not counted: the form refuses, nothing is checked or sent
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(dialog.querySelectorAll('.ant-form-item-has-error, .ant-input-number-status-error').length).toBeGreaterThan(0));
    expect(checks).toEqual([]);
    const counts: [string, string, string][] = [['receivedBoxes', 'SO-2024-007', '100'], ['receivedWeight', 'SO-2024-007', '1200.5'], ['receivedCube', 'SO-2024-007', '10.25'], ['receivedBoxes', 'SO-2024-008', '18'], ['receivedWeight', 'SO-2024-008', '300'], ['receivedCube', 'SO-2024-008', '2']];
    for (const [m, no, v] of counts) fireEvent.change(await input(m, no), { target: { value: v } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    // the confirmation opens over the receipt dialog
    const confirm = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) => m.textContent?.startsWith(t('common:receiptDifferences.title')));
      if (!found) throw new Error('no confirmation');
      return found;
    });
    const what = t('common:receiptDifferences.figure', { name: t('common:receiptDifferences.names.boxes'), announced: 20, counted: 18 });
    await waitFor(() => expect(confirm.textContent).toContain(t('common:receiptDifferences.line', { orderNo: 'SO-2024-008', what })));
    fireEvent.click((await optionsOf(within(confirm).getByRole('combobox', { name: `SO-2024-008 ${t('common:receiptDifferences.reason')}` }))).find((o) => o.textContent === '短少')!);
    fireEvent.click(button(confirm, t('common:receiptDifferences.confirm')));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0].body).toMatchObject({
      to: '8',
      receipt: [
        { orderId: 7, receivedBoxes: 100, receivedWeight: 1200.5, receivedCube: 10.25 },
        { orderId: 8, receivedBoxes: 18, receivedWeight: 300, receivedCube: 2, diffReason: 'short', diffNote: '' },
      ],
    });
    expect((moves[0].body.receipt as Row[])[0]).not.toHaveProperty('diffReason');
  }, 60_000);

  it('in a blind-counting warehouse the desk receipt shows no announced figure either', async () => {
    setPermissions(['*:*:*']);
    serve([booking(9, '7', { blindCount: true })]);
    renderPage(<AppointmentPage />);
    fireEvent.click(button(await rowOf('YY-9'), t('appointment:move.78')));
    const dialog = await waitFor(() => openDialog(t('appointment:receivedDims')));
    expect(await within(dialog).findByTestId('blind-count')).toHaveTextContent(t('appointment:blindCount'));
    expect(within(dialog).queryByText(t('appointment:expected'))).toBeNull();
    expect(within(dialog).queryByText('100 / 1200.500 / 10.250')).toBeNull();
    expect(await within(dialog).findByLabelText(`${t('appointment:receivedBoxes')} SO-2024-007`)).toHaveValue('');
  }, 60_000);

  it('the detail shows received differences, the history and, once passed, the driver link', async () => {
    setPermissions(CS);
    serve([
      booking(8, '8', { qrToken: 'tok-abc', diffFlags: 'boxes', receivedBoxes: 95, orders: [{ ...orderLine(ORDERS[0], [95, '1200.500', '10.250']), diffReason: 'damaged', diffNote: '五箱压坏' }], photos: '/profile/upload/2024/05/01/a.jpg' }),
      booking(2, '2'),
    ]);
    renderPage(<AppointmentPage />);
    fireEvent.click(button(await rowOf('YY-8'), t('appointment:detail')));
    const drawer = (await screen.findByText(t('appointment:detailTitle', { no: 'YY-8' }))).closest('.ant-drawer') as HTMLElement;
    const diffs = await waitFor(() => {
      const found = [...drawer.querySelectorAll('.appointment-diff')].map((n) => n.textContent);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    // only the boxes differ: weight and cube equal what was expected
    expect(diffs).toEqual(['95']);
    // with the reason the receipt gave
    expect(await within(drawer).findByText('破损 — 五箱压坏')).toBeTruthy();
    expect(within(drawer).getByText(t('appointment:diffTag', { what: '箱数' }))).toBeTruthy();
    expect(within(drawer).getByTestId('driver-link').textContent).toContain('#/driverQRcode?token=tok-abc');
    expect(within(drawer).getByText(t('appointment:openLink')).closest('a')?.getAttribute('href')).toMatch(/#\/driverQRcode\?token=tok-abc$/);
    expect(drawer.querySelector('img[src$="/profile/upload/2024/05/01/a.jpg"]')).not.toBeNull();
    expect(await within(drawer).findByText('资料齐全')).toBeTruthy();
    // every field is labelled in words, none by its key
    const labels = [...drawer.querySelectorAll('.ant-descriptions-item-label')].map((n) => n.textContent);
    expect(labels).toContain(t('appointment:orders'));
    expect(labels.filter((l) => l && /^[a-z]+[A-Z0-9]\w*$/.test(l))).toEqual([]);

    fireEvent.click(drawer.querySelector('.ant-drawer-close')!);
    fireEvent.click(button(await rowOf('YY-2'), t('appointment:detail')));
    const other = (await screen.findByText(t('appointment:detailTitle', { no: 'YY-2' }))).closest('.ant-drawer') as HTMLElement;
    await within(other).findByText(t('appointment:group.booking'));
    expect(within(other).queryByTestId('driver-link')).toBeNull();
  }, 60_000);

  it('marks what a supplier booked through its link, with its packing list, and filters by it as the home figure links', async () => {
    setPermissions(REVIEWER);
    const { res } = serve([
      booking(1, '2', { supplierLinkId: 5, supplierName: '义乌晨光', packingList: '/profile/supplier/2026/11/28/pl-1.pdf', bySupplier: '1' }),
      booking(2, '2', { bySupplier: '0' }),
    ]);
    renderPage(<AppointmentPage />, { path: '/delivery/appointment?status=2&bySupplier=1' });
    const self = await rowOf('YY-1');
    expect(within(self).getByText('义乌晨光').closest('.ant-tag')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('YY-2')).toBeNull());
    expect(res.calls.find((c) => c.path.endsWith('/list'))?.query.get('bySupplier')).toBe('1');
    const search = screen.getByRole('search');
    expect(within(search).getByText(t('appointment:bySupplierYes'))).toBeTruthy();

    fireEvent.click(button(self, t('appointment:detail')));
    const drawer = (await screen.findByText(t('appointment:detailTitle', { no: 'YY-1' }))).closest('.ant-drawer') as HTMLElement;
    const open = await within(drawer).findByText(t('appointment:openPackingList'));
    expect(open.closest('a')?.getAttribute('href')).toMatch(/\/profile\/supplier\/2026\/11\/28\/pl-1\.pdf$/);
    expect(within(drawer).getAllByText('义乌晨光').length).toBeGreaterThan(0);
  }, 60_000);
});
