import axios, { isAxiosError } from 'axios';
import type { PublicAppointment, PublicQueueEntry } from '../../../contract/appointment';
import type { PublicOutboundTruck } from '../../../contract/container';
export type { PublicOutboundTruck } from '../../../contract/container';
import { getLang, tl } from '../../lib/i18n';
import { BASE_API } from '../../lib/request';

export type { PublicAppointment, PublicQueueEntry } from '../../../contract/appointment';
export interface PublicWarehouse {
  warehouseId: number;
  warehouseName: string;
}
/** A driver's own booking; qrToken opens its QR page once it has passed review. */
export type DriverBooking = PublicAppointment & { qrToken: string | null };

/**
 * The driver pages' own client: they run without a login, so they must never send a stored staff
 * token (a phone shared with staff would otherwise show a staff session), nor prompt to sign in
 * again on a 401, nor pop notifications on a wall screen that refreshes by itself. Failures come
 * back as PublicError for the page to show in place.
 */
const client = axios.create({ baseURL: BASE_API, timeout: 10000 });
client.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', getLang());
  return config;
});

export class PublicError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PublicError';
  }
}

/** The server's envelope message (in the page's language) when there is one, else why the call failed. */
function publicError(error: unknown): PublicError {
  if (!isAxiosError(error)) return new PublicError(tl('public:errors.default'));
  const status = error.response?.status;
  const serverMsg = (error.response?.data as { msg?: unknown } | undefined)?.msg;
  if (typeof serverMsg === 'string' && serverMsg) return new PublicError(serverMsg, status);
  if (status === 429) return new PublicError(tl('public:errors.tooMany'), status);
  if (!error.response) return new PublicError(tl('public:errors.network'));
  return new PublicError(tl('public:errors.default'), status);
}

/** One call without a login, its envelope unwrapped; failures come back as PublicError. */
export async function publicCall<T>(method: 'get' | 'post' | 'put' | 'delete', url: string, { params, data }: { params?: Record<string, unknown>; data?: unknown } = {}): Promise<T> {
  try {
    const res = await client.request<{ code: number; msg: string; data: T }>({ method, url, params, data });
    // RuoYi's habit: HTTP 200 with the failure in the body
    if (res.data.code !== 200) throw new PublicError(res.data.msg || tl('public:errors.default'), res.data.code);
    return res.data.data;
  } catch (error) {
    throw error instanceof PublicError ? error : publicError(error);
  }
}

const get = <T>(url: string, params?: Record<string, unknown>) => publicCall<T>('get', url, { params });

export const getPublicWarehouses = () => get<PublicWarehouse[]>('/public/warehouses');
export const getPublicAppointment = (token: string) => get<PublicAppointment>(`/public/appointment/${encodeURIComponent(token)}`);
export const queryCar = (plateNo: string, driverPhone: string) => get<DriverBooking[]>('/public/queryCar', { plateNo, driverPhone });
export const getCarList = (warehouseId: number, date?: string) => get<PublicQueueEntry[]>('/public/carList', { warehouseId, date });
export const getOutboundList = (warehouseId: number, date?: string) => get<PublicOutboundTruck[]>('/public/outofstockcarList', { warehouseId, date });

/** The hash-router link warehouse staff open by scanning the driver's QR code. */
export const staffLinkOf = (token: string, location: Pick<Location, 'origin' | 'pathname'> = window.location) =>
  `${location.origin}${location.pathname}#/mobile/bookingdelivery/option?qr=${encodeURIComponent(token)}`;
