import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filingQuery } from '../../../contract/filing.js';
import { registerExport } from '../../lib/export-route.js';
import { streamFilings } from './repository.js';
import { FILING_DICT } from './machine.js';
import { exportColumns, sheetName } from './sheet.js';

/** GET/POST /biz/filing/export: the list's filters, streamed in batches, statuses labelled. */
export const filingExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '/biz/filing/export',
    permission: 'biz:filing:export',
    tags: ['biz: filing'],
    query: filingQuery,
    sheet: sheetName,
    columns: exportColumns,
    rows: async (filter, lang, user) =>
      (async function* () {
        const customsStatus = await app.dictCache.labeller(FILING_DICT, lang);
        for await (const f of streamFilings(app.db, user, filter)) {
          yield { ...f, customsStatus: customsStatus(f.customsStatus) };
        }
      })(),
  });
};
