import type { ContainerRow } from '../../../contract/container';
import type { LedgerRow, LoadResult, StockRow } from '../../../contract/inventory';
import { crudApi } from '../../components/crud/crud-api';
import type { CrudApi } from '../../components/crud/types';
import { request } from '../../lib/request';

const refuse = () => Promise.reject(new Error('stock is moved, never edited'));

/** The stock list and its export; pallets are never added, edited or deleted by hand. */
export const stockApi: CrudApi<StockRow> = { ...crudApi<StockRow>('/biz/inventory'), add: refuse, update: refuse, remove: refuse };

const ledger = crudApi<LedgerRow>('/biz/inventory');
/** The ledger, newest first. */
export const ledgerApi: CrudApi<LedgerRow> = {
  ...ledger,
  list: async (query) => {
    const body = await request<{ rows: LedgerRow[]; total: number }>({ url: '/biz/inventory/ledger', method: 'get', params: query });
    return { rows: body.rows ?? [], total: body.total ?? 0 };
  },
  get: refuse,
  add: refuse,
  update: refuse,
  remove: refuse,
};

export const putaway = (palletIds: number[], location: string) => request<{ data: { moved: number } }>({ url: '/biz/inventory/putaway', method: 'put', data: { palletIds, location } });

/** `overload` in the answer: nothing moved, the box would be past its capacity; send again with allowOverload to go on. */
export const preassign = async (palletIds: number[], containerId: number, allowOverload = false) =>
  (await request<{ data: LoadResult }>({ url: '/biz/inventory/preassign', method: 'put', data: { palletIds, containerId, allowOverload } })).data;

export const release = (palletIds: number[]) => request({ url: '/biz/inventory/release', method: 'put', data: { palletIds } });

/** Containers goods can be planned into: waiting to send, to pack, temporary boxes, of a warehouse. */
export const openContainers = async (warehouseId?: number) =>
  (await request<{ rows: ContainerRow[] }>({ url: '/biz/container/list', method: 'get', params: { status: '0,1,5', warehouseId: warehouseId ?? '', pageSize: 200 } })).rows ?? [];
