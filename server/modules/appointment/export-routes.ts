import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appointmentQuery } from '../../../contract/appointment.js';
import { registerExport } from '../../lib/export-route.js';
import { APPOINTMENT_DICT } from './machine.js';
import { streamAppointments } from './repository.js';
import { exportColumns, sheetName } from './sheet.js';

/** Decimal columns travel as text ("88.500"): in the sheet they are numbers a person can sum. */
const DECIMALS = ['carWeight', 'grossWeight', 'cube', 'receivedWeight', 'receivedCube'] as const;
const numbers = (a: Record<(typeof DECIMALS)[number], string | null>) => Object.fromEntries(DECIMALS.map((k) => [k, a[k] === null ? null : Number(a[k])]));

/** GET/POST /biz/appointment/export: the list's filters, streamed in batches, vocabularies labelled. */
export const appointmentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/appointment/export',
    permission: 'biz:appointment:export',
    tags: ['biz: appointment'],
    query: appointmentQuery,
    sheet: sheetName,
    columns: exportColumns,
    rows: async (filter, lang, user) =>
      (async function* () {
        const [status, vehicleType, deliveryType] = await Promise.all([APPOINTMENT_DICT, 'biz_vehicle_type', 'biz_delivery_type'].map((type) => app.dictCache.labeller(type, lang)));
        for await (const a of streamAppointments(app.db, user, filter)) {
          yield { ...a, ...numbers(a), status: status(a.status), vehicleType: vehicleType(a.vehicleType), deliveryType: deliveryType(a.deliveryType) };
        }
      })(),
  });
};
