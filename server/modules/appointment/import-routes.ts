import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importQuery } from '../../../contract/import.js';
import { mayWrite, importHandler, importStage, readImport, sendImportReport, sendImportTemplate, writesUnlessCancelled } from '../../lib/excel-import.js';
import { planBookings, saveBookings } from './import.js';
import { statusLabels } from './machine.js';
import { importColumns, sheetName } from './sheet.js';

const tags = ['biz: appointment'];
const perm = { access: { permission: 'biz:appointment:import' } };
/** The plan reads the cells (warehouse and orders by name and number) and checks them with the booking's contract. */
const anyRow = z.record(z.string(), z.string());

/** POST importData / GET importTemplate: trucks booked from Excel, one row per booking (import.ts). */
export const appointmentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/biz/appointment/importData', {
    config: { dbGate: 'afterUpload', ...perm, operLog: { title: 'appointment', businessType: 6 }, books: true },
    schema: {
      tags,
      summary: 'Book trucks from .xlsx (multipart "file"), one row per booking; updateSupport=true edits the bookings a reservation number names; keepGood=false refuses the file on any bad row; a row repeating a booking already made (same warehouse, slot, plate and orders) is refused as a file uploaded twice unless allowDuplicates=true',
      consumes: ['multipart/form-data'],
      querystring: importQuery,
    },
  }, importHandler(async (request, reply) => {
    const { lang } = request;
    const ctx = { db: app.db, user: request.user!, lang, labels: await statusLabels(app.dictCache, lang) };
    const sheet = await readImport(request, { columns: importColumns, schema: anyRow, maxRows: 10_000 });
    const plan = await planBookings(app.db, app.dictCache, ctx, sheet.rows, sheet.options.updateSupport);
    sheet.errors.push(...plan.errors);
    let counts = { inserted: 0, updated: 0 };
    if (mayWrite(sheet)) {
      importStage(request, 'write');
      const saved = await saveBookings({ ...ctx, db: writesUnlessCancelled(request, app.db) }, plan.planned, sheet.options);
      sheet.errors.push(...saved.errors);
      counts = saved.counts;
    }
    return sendImportReport(reply, lang, counts, sheet);
  }));

  const template = (request: { lang: 'zh' | 'en' }, reply: Parameters<typeof sendImportTemplate>[0]) => sendImportTemplate(reply, request.lang, sheetName, importColumns);
  app.get('/biz/appointment/importTemplate', { config: perm, schema: { tags, summary: 'The import template (.xlsx), headers in the caller\'s language' } }, template);
  app.post('/biz/appointment/importTemplate', { config: { ...perm, operLog: { title: 'appointment template', businessType: 0 } }, schema: { tags, summary: 'The import template (.xlsx)' } }, template);
};
