import type { AppointmentMoveInput, AppointmentRow, AppointmentStatus, StaffOption, StaffPost } from '../../../contract/appointment';
import type { BookingBlock } from '../../../contract/order-cartons';
import { crudApi } from '../../components/crud/crud-api';
import type { CrudApi } from '../../components/crud/types';
import { request } from '../../lib/request';

const BASE = '/biz/appointment';
const base = crudApi<AppointmentRow>(BASE);

/** The dialog edits the orders as ids and picks the day before its slot; the detail reads orders as rows. */
export type AppointmentForm = AppointmentRow & { orderIds?: number[]; deliveryDate?: string };

/**
 * The search form's date ranges as the list route reads them: the slot's days as
 * params[begin|endDelivery] (a plain beginTime/endTime read as those), the arrival's as
 * params[begin|endArrival] — each range kept, none dropped.
 */
function deliveryRange(query: Record<string, unknown>) {
  const { params, ...rest } = query as { params?: Record<string, unknown> };
  if (!params) return rest;
  const { beginTime, endTime, ...named } = params;
  return { ...rest, params: beginTime ? { beginDelivery: beginTime, endDelivery: endTime, ...named } : named };
}

// The version each booking had when its dialog opened: an edit made over someone else's answers 409.
const versions = new Map<number, number>();

export const appointmentApi: CrudApi<AppointmentForm> = {
  ...base,
  list: (query) => base.list(deliveryRange(query)),
  get: async (id) => {
    const row = await base.get(id);
    versions.set(row.appointmentId, row.version);
    return { ...row, orderIds: (row.orders ?? []).map((o) => o.orderId), deliveryDate: row.deliveryTime.slice(0, 10) };
  },
  update: (body) => base.update({ ...body, version: versions.get(Number(body.appointmentId)) }),
  exportFile: (query, filename) => base.exportFile(deliveryRange(query), filename),
};

/** PUT {id}/status with the version the user saw, and the warehouse work done with the move. */
export const moveAppointment = (row: AppointmentRow, to: AppointmentStatus, extra: Omit<AppointmentMoveInput, 'to' | 'version'> = {}) =>
  request({ url: `${BASE}/${row.appointmentId}/status`, method: 'put', data: { to, version: row.version, ...extra } });

/** An order as the booking dialog offers it: its number, supplier and what it weighs. */
export interface OrderChoice {
  orderId: number;
  orderNo: string;
  vendorDeptName: string;
  nbOfCartons: number;
  grossWeightSum: number | string;
  totalCbm: number | string;
  /** its delivery status, shown beside it */
  transportStatus?: string;
  /** cartons left for another truck, and why a truck may not bring it (the server's reason, issue 46); absent on a booking's own rows */
  remaining?: number;
  blocked?: BookingBlock | null;
}

/** Orders not yet over whose number contains the text, each with what is left of it and why it may not be booked. */
export const searchOrders = async (orderNo: string) =>
  (await request<{ rows: OrderChoice[] }>({ url: '/biz/order/list', method: 'get', params: { orderNo, overState: '0', pageSize: 20 } })).rows ?? [];

export type { StaffPost };
export type StaffChoice = StaffOption;
/** The warehouse people holding a post, for the unloading crew. */
export const getStaff = async (post: StaffPost) =>
  (await request<{ data: StaffChoice[] }>({ url: `${BASE}/staff`, method: 'get', params: { post } })).data ?? [];
