import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ContainerRow } from '../../contract/container';
import type { StockRow } from '../../contract/inventory';
import { OutOfStockOptionPage } from '../../src/pages/mobile/outofstock-option-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { server } from './msw-server';

// the page's chunks can take a while on a busy machine
vi.setConfig({ testTimeout: 30_000 });
withMsw();

const container: ContainerRow = {
  containerId: 7, cabinetNo: 'PSA1', week: 48, vesselVoyage: '', billOfLading: '', containerNo: 'MSKU1234565', sealNo: '', sealPhoto: '', boxType: '20GP', carrier: '', destination: '',
  cargoSpace: '', packer: '', driverName: '', plateNo: '', warehouseId: 1, warehouseName: '前海仓', loadDate: '2026-11-24', loadTime: '15:00', status: '1', locked: '0', pallets: 0, loaded: 0,
  boxes: 0, weight: 0, cube: 0, maxCube: 33.2, maxWeight: 28200, tareWeight: 2230, grossWeight: null, truckWeight: null, weightDiff: null, weightFlag: false, leftTime: null, remark: '',
  version: 2, createBy: 'cs', createTime: null, updateBy: null, updateTime: null,
};

/** /biz/container/7 with its pallets; a load answers the warning first when told to, as the server does past capacity. */
function serve({ overloadFirst, sealNo = '', planned = [] }: { overloadFirst: boolean; sealNo?: string; planned?: StockRow[] }) {
  const loads: Record<string, unknown>[] = [];
  const moves: Record<string, unknown>[] = [];
  const pallets: StockRow[] = [...planned];
  let status: ContainerRow['status'] = '1';
  server.use(
    dictHandler(),
    http.get('*/api/biz/container/7', () => HttpResponse.json({ code: 200, msg: 'ok', data: { ...container, status, sealNo, pallets: pallets.length, loaded: pallets.filter((p) => p.loadedTime).length } })),
    http.put('*/api/biz/container/7/status', async ({ request }) => {
      const body = (await request.json()) as { to: ContainerRow['status'] };
      moves.push(body);
      status = body.to;
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
    http.get('*/api/biz/container/7/pallets', () => HttpResponse.json({ code: 200, msg: 'ok', data: pallets })),
    http.post('*/api/biz/container/7/load', async ({ request }) => {
      const body = (await request.json()) as { palletCode: string; allowOverload?: boolean };
      loads.push(body);
      if (body.palletCode === 'BAD') return HttpResponse.json({ code: 400, msg: '托盘 BAD 不存在' }, { status: 400 });
      if (overloadFirst && !body.allowOverload) return HttpResponse.json({ code: 200, msg: 'ok', data: { moved: 0, overload: { cube: 35.1, maxCube: 33.2, weight: 900, maxWeight: 28200 } } });
      pallets.push({ palletId: pallets.length + 1, palletCode: body.palletCode.toUpperCase(), orderId: 1, orderNo: 'SO-1', buyer: 'B', warehouseId: 1, warehouseName: '前海仓', boxes: 10, weight: 100, cube: 1, location: 'A-01', status: '2', containerId: 7, containerName: 'MSKU1234565', loadedTime: '2026-11-24 10:00:00', receivedTime: null, days: 1, version: 2 });
      return HttpResponse.json({ code: 200, msg: 'ok', data: { moved: 1 } });
    }),
  );
  return { loads, moves };
}

const page = () => renderPage(<OutOfStockOptionPage />, { path: '/mobile/outofstock/option?id=7', pattern: '/mobile/outofstock/option' });

describe('/mobile/outofstock/option', () => {
  it('loads a pallet a hardware scanner types (code, then Enter) and lists it as loaded', async () => {
    setPermissions(['biz:container:load', 'biz:container:query', 'biz:container:status']);
    const { loads } = serve({ overloadFirst: false });
    page();
    const field = await screen.findByLabelText(t('mobile:outbound.palletCode'));
    fireEvent.change(field, { target: { value: 'yy202611240001-01' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByTestId('pallet-YY202611240001-01');
    expect(loads).toEqual([{ palletCode: 'yy202611240001-01', allowOverload: false }]);
    expect(field).toHaveValue('');
    // packing would be refused without a seal (service.ts checkMove): the phone says so instead
    expect(await screen.findByTestId('pack-blocker')).toHaveTextContent(t('mobile:outbound.packNoSeal'));
    expect(() => button(document.body, t('container:move.12'))).toThrow();
    // the packer is the person (nickName), not the login
    expect(screen.getByLabelText(t('mobile:outbound.packer'))).toHaveValue('管理员');
  });

  it('offers packing only when every pallet is loaded and the box has its number and seal', async () => {
    setPermissions(['biz:container:load', 'biz:container:query', 'biz:container:status']);
    const planned = (code: string, loadedTime: string | null): StockRow => ({ palletId: code.length, palletCode: code, orderId: 1, orderNo: 'SO-1', buyer: 'B', warehouseId: 1, warehouseName: '前海仓', boxes: 10, weight: 100, cube: 1, location: 'A-01', status: '1', containerId: 7, containerName: 'MSKU1234565', loadedTime, receivedTime: null, days: 1, version: 1 });
    serve({ overloadFirst: false, sealNo: 'SL-1', planned: [planned('P-1', '2026-11-24 10:00:00'), planned('P-22', null)] });
    page();
    expect(await screen.findByTestId('pack-blocker')).toHaveTextContent(t('mobile:outbound.packWaiting', { count: 1 }));
    expect(() => button(document.body, t('container:move.12'))).toThrow();
    const field = screen.getByLabelText(t('mobile:outbound.palletCode'));
    fireEvent.change(field, { target: { value: 'P-3' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByTestId('pallet-P-3');
    // P-22 is still planned
    expect(screen.getByTestId('pack-blocker')).toBeInTheDocument();
  });

  it('offers packing once nothing is missing', async () => {
    setPermissions(['biz:container:load', 'biz:container:query', 'biz:container:status']);
    const { loads } = serve({ overloadFirst: false, sealNo: 'SL-1' });
    page();
    const field = await screen.findByLabelText(t('mobile:outbound.palletCode'));
    fireEvent.change(field, { target: { value: 'P-1' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByTestId('pallet-P-1');
    await waitFor(() => expect(button(document.body, t('container:move.12'))).toBeInTheDocument());
    expect(screen.queryByTestId('pack-blocker')).toBeNull();
    expect(loads).toHaveLength(1);
  });

  it('asks before loading past the box type\'s capacity, and loads only when confirmed', async () => {
    setPermissions(['biz:container:load', 'biz:container:query']);
    const { loads } = serve({ overloadFirst: true });
    page();
    const field = await screen.findByLabelText(t('mobile:outbound.palletCode'));
    fireEvent.change(field, { target: { value: 'P-9' } });
    fireEvent.click(button(document.body, t('mobile:outbound.load')));
    await screen.findByText(t('mobile:outbound.overload', { cube: 35.1, maxCube: 33.2, weight: 900, maxWeight: 28200 }));
    expect(loads).toHaveLength(1);
    fireEvent.click(button(document.body, t('mobile:outbound.loadAnyway')));
    await waitFor(() => expect(loads).toEqual([{ palletCode: 'P-9', allowOverload: false }, { palletCode: 'P-9', allowOverload: true }]));
    await screen.findByTestId('pallet-P-9');
  });

  it('answers every scan: a refusal under the field (no notice over the header) until the next success, which says so and buzzes', async () => {
    setPermissions(['biz:container:load', 'biz:container:query']);
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { loads } = serve({ overloadFirst: false });
    page();
    const field = await screen.findByLabelText(t('mobile:outbound.palletCode'));
    const scan = (code: string) => {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
      // antd's Input takes one Enter per key press (its lock lifts on key up)
      fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    scan('BAD');
    expect(await screen.findByTestId('scan-error')).toHaveTextContent(t('mobile:outbound.scanRefused', { reason: '托盘 BAD 不存在' }));
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(vibrate).toHaveBeenLastCalledWith([90, 60, 90]);
    // the field is free again once the refusal has come
    await waitFor(() => expect(button(document.body, t('mobile:outbound.load'))).not.toHaveClass('ant-btn-loading'));
    scan('P-1');
    await waitFor(() => expect(loads).toHaveLength(2));
    await screen.findByTestId('pallet-P-1');
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent(t('mobile:outbound.loaded', { code: 'P-1' })));
    expect(vibrate).toHaveBeenLastCalledWith(40);
    expect(screen.queryByTestId('scan-error')).toBeNull();
  });

  it('asks once before packed and to leave, naming the box, and the next move takes only a tap begun on it', async () => {
    setPermissions(['biz:container:load', 'biz:container:query', 'biz:container:status']);
    const { moves } = serve({ overloadFirst: false, sealNo: 'SL-1' });
    page();
    const field = await screen.findByLabelText(t('mobile:outbound.palletCode'));
    fireEvent.change(field, { target: { value: 'P-1' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const packed = await waitFor(() => button(document.body, t('container:move.12')));
    fireEvent.pointerDown(packed);
    fireEvent.click(packed, { detail: 1 });
    const dialog = await waitFor(() => openDialog(t('mobile:outbound.confirmMove.2.title', { box: 'MSKU1234565' })));
    expect(dialog).toHaveTextContent(t('mobile:outbound.confirmMove.2.content'));
    expect(moves).toEqual([]);
    // a second tap while it asks asks nothing more
    fireEvent.pointerDown(packed);
    fireEvent.click(packed, { detail: 1 });
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    fireEvent.click(button(dialog, t('container:move.12')));
    await waitFor(() => expect(moves).toEqual([{ to: '2', remark: '', version: 2 }]));
    // the next move comes with the answer, in the same place: the rest of a double tap does nothing
    const leave = await waitFor(() => button(document.body, t('container:move.23')));
    fireEvent.click(leave, { detail: 1 });
    expect(() => openDialog(t('mobile:outbound.confirmMove.3.title', { box: 'MSKU1234565' }))).toThrow();
    // a tap of its own asks, naming what happens
    fireEvent.pointerDown(leave);
    fireEvent.click(leave, { detail: 1 });
    await waitFor(() => openDialog(t('mobile:outbound.confirmMove.3.title', { box: 'MSKU1234565' })));
    expect(moves).toHaveLength(1);
  });
});
