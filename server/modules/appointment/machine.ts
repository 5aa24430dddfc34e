import { APPOINTMENT_MOVES, appointmentNeedsReason, appointmentStatus, type AppointmentStatus } from '../../../contract/appointment.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import type { Machine } from '../../lib/workflow.js';
import type { DictCache } from '../dict/cache.js';
import { bizAppointment } from './table.js';

export const APPOINTMENT_DICT = 'biz_appointment_status';

export const appointmentMachine: Machine<AppointmentStatus> = {
  entity: 'appointment',
  field: 'status',
  table: bizAppointment,
  id: bizAppointment.appointmentId,
  status: bizAppointment.status,
  version: bizAppointment.version,
  moves: APPOINTMENT_MOVES,
  needsReason: appointmentNeedsReason,
};

export type MoveLabels = Record<string, string>;

/** Every status's label in the caller's language, for messages that name statuses. */
export async function statusLabels(dict: DictCache, lang: Lang): Promise<MoveLabels> {
  return Object.fromEntries(await Promise.all(appointmentStatus.options.map(async (v) => [v, await dict.label(APPOINTMENT_DICT, v, lang)])));
}

export const machineMessages = (lang: Lang, labels: MoveLabels) => ({
  illegal: (from: string, to: string) => msg(lang, 'appointmentIllegal', labels[from] ?? from, labels[to] ?? to),
  stale: msg(lang, 'appointmentStale'),
  notFound: msg(lang, 'appointmentNotFound'),
  reasonRequired: msg(lang, 'appointmentRemarkRequired'),
});

/** History labels: the appointment's own status, and '' (the entry that starts its life) as is. */
export const historyLabels = (dict: DictCache, lang: Lang) => (_field: string, value: string) =>
  value === '' ? Promise.resolve('') : dict.label(APPOINTMENT_DICT, value, lang);
