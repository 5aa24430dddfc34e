import type { AppointmentCountView, AppointmentMoveInput, AppointmentStatus, StaffOption, StaffPost } from '../../../contract/appointment';
import type { UploadResult } from '../../../contract/files';
import { request } from '../../lib/request';

export type { AppointmentStatus } from '../../../contract/appointment';
/** A booking as the phone reads it: the counting view, without announced figures where the warehouse counts blind (issue 46). */
export type AppointmentRow = AppointmentCountView;

const BASE = '/biz/appointment';

/** The local day as yyyy-MM-dd: "today" is the warehouse's wall-clock day. */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dock's list of today in some statuses (comma-separated), at most `pageSize`: today's bookings
 * and, whatever day they were booked for, every truck at the dock now (issue 46: one that came
 * early or late stays in sight).
 */
export const listToday = async (status: string, pageSize = 200) => {
  const body = await request<{ rows?: AppointmentRow[]; total?: number }>({
    url: `${BASE}/list`,
    method: 'get',
    params: { status, pageSize, dockDay: todayLocal() },
  });
  return { rows: body.rows ?? [], total: body.total ?? 0 };
};

/** How many of today's trucks are in each status (at the dock: whatever their booked day): one count per status (page size 1, the total is the count). */
export async function countToday(statuses: readonly AppointmentStatus[]): Promise<Record<string, number>> {
  const totals = await Promise.all(statuses.map((s) => listToday(s, 1).then((r) => r.total)));
  return Object.fromEntries(statuses.map((s, i) => [s, totals[i]]));
}

const COUNT_VIEW = { view: 'count' };
export const getAppointment = async (id: number) => (await request<{ data: AppointmentRow }>({ url: `${BASE}/${id}`, method: 'get', params: COUNT_VIEW })).data;

/** The booking a driver's QR code names (the code's link carries its token). */
export const getAppointmentByQr = async (token: string) =>
  (await request<{ data: AppointmentRow }>({ url: `${BASE}/qr/${encodeURIComponent(token)}`, method: 'get', params: COUNT_VIEW })).data;

/** PUT {id}/status with the version the user saw (409 when someone moved it meanwhile) and the work done. */
export const moveAppointment = (row: Pick<AppointmentRow, 'appointmentId' | 'version'>, to: AppointmentStatus, extra: Omit<AppointmentMoveInput, 'to' | 'version'> = {}) =>
  request<{ data?: AppointmentRow }>({ url: `${BASE}/${row.appointmentId}/status`, method: 'put', data: { to, version: row.version, ...extra } });

export type { StaffPost } from '../../../contract/appointment';
/** The people holding a post (tally, forklift, stevedore), for the unloading crew. */
export const getStaff = async (post: StaffPost) =>
  (await request<{ data: StaffOption[] }>({ url: `${BASE}/staff`, method: 'get', params: { post } })).data ?? [];

/** One photo to /common/upload (multipart field "file"); answers the stored path to keep in `photos`. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await request<UploadResult>({ url: '/common/upload', method: 'post', data: form, headers: { 'Content-Type': 'multipart/form-data' }, timeout: 60_000 });
  return body.fileName;
}
