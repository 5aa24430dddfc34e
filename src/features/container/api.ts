import type { ContainerRow, ContainerStatus } from '../../../contract/container';
import type { LoadResult, StockRow } from '../../../contract/inventory';
import { crudApi, versionedCrudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

/** The RuoYi verbs; an edit carries the version its dialog read. */
export const containerApi = versionedCrudApi<ContainerRow>('/biz/container', 'containerId');

export const readContainer = crudApi<ContainerRow>('/biz/container').get;

export const moveContainer = (row: ContainerRow, to: ContainerStatus, remark: string) =>
  request({ url: `/biz/container/${row.containerId}/status`, method: 'put', data: { to, remark, version: row.version } });

export const lockContainer = (row: ContainerRow, locked: '0' | '1') => request({ url: `/biz/container/${row.containerId}/lock`, method: 'put', data: { locked, version: row.version } });

export const openTemporary = (warehouseId: number) => request<{ data: ContainerRow }>({ url: '/biz/container/temporary', method: 'post', data: { warehouseId } });

export const palletsOf = async (id: number) => (await request<{ data: StockRow[] }>({ url: `/biz/container/${id}/pallets`, method: 'get' })).data ?? [];

export const unassociate = (id: number, palletIds: number[]) => request({ url: `/biz/container/${id}/unassociate`, method: 'put', data: { palletIds } });

/** The containers the phone packs today. */
export const containersToPack = async () => (await request<{ data: ContainerRow[] }>({ url: '/biz/container/packing', method: 'get' })).data ?? [];

/**
 * One pallet by its code; `overload` in the answer: nothing loaded, the box would be past its
 * capacity. Quiet: the phone shows a refused scan under its field (mobile/scan-ack.tsx).
 */
export const loadPallet = async (id: number, palletCode: string, allowOverload = false) =>
  (await request<{ data: LoadResult }>({ url: `/biz/container/${id}/load`, method: 'post', data: { palletCode, allowOverload }, quiet: true })).data;

export const recordPacking = async (id: number, body: Record<string, unknown>) => (await request<{ data: ContainerRow }>({ url: `/biz/container/${id}/packing`, method: 'put', data: body })).data;
