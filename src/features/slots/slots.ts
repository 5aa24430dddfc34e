import type { SlotDay, WarehouseOption } from '../../../contract/warehouse';
import { request } from '../../lib/request';

export type { SlotCell, SlotDay, WarehouseOption } from '../../../contract/warehouse';

/** Enabled warehouses with their enabled dock doors and slot settings (GET /biz/warehouse/options). */
export const getWarehouseOptions = async (): Promise<WarehouseOption[]> =>
  (await request<{ data: WarehouseOption[] }>({ url: '/biz/warehouse/options', method: 'get' })).data ?? [];

/**
 * The slot calendar of a warehouse: `days` days from `from` (yyyy-MM-dd), each with its closed flag
 * and every slot's capacity and bookings. A slot is free when it is not past and has room.
 */
export const getSlots = async (warehouseId: number, from: string, days: number): Promise<SlotDay[]> =>
  (await request<{ data: SlotDay[] }>({ url: `/biz/warehouse/${warehouseId}/slots`, method: 'get', params: { from, days } })).data ?? [];

/** Whether one more truck of `cbm` cubic metres fits in the slot (and it has not started yet). */
export const slotHasRoom = (cell: { past: boolean; bookedTrucks: number; capacityTrucks: number; bookedCbm: number; capacityCbm: number | null }, cbm = 0) =>
  !cell.past && cell.bookedTrucks < cell.capacityTrucks && (cell.capacityCbm === null || cell.bookedCbm + cbm <= cell.capacityCbm);
