import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { createTableInput, genQuery, genTableInput, importTablesQuery, sqlName } from '../../../contract/gen.js';
import { pageQuery } from '../../../contract/common.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/** PostgreSQL's duplicate_table (42P07), also through drizzle's wrapping. */
const isDuplicateTable = (error: unknown): boolean =>
  !!error && typeof error === 'object' && ((error as { code?: string }).code === '42P07' || isDuplicateTable((error as { cause?: unknown }).cause));
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { ok, page } from '../../lib/reply.js';
import { createTables, planTables } from './create-table.js';
import { describeColumns, importableTable, synchronised, tableDefaults } from './describe.js';
import { liveTables, moduleTables } from './live-schema.js';
import { isReservedTable } from './names.js';
import { msg } from './messages.js';
import * as repo from './repository.js';

/** The generator and its templates load with the first check, preview or download, not at start. */
const service = () => import('./service.js');
const perm = (action: string) => ({ access: { permission: `tool:gen:${action}` } });
const operLog = (businessType: number) => ({ operLog: { title: 'code generator', businessType } });
const tags = ['tool: code generator'];

/**
 * /tool/gen (RuoYi's paths): live tables imported, configured, previewed and downloaded as a zip
 * that drops into this repository. Nothing is ever written into the running server's source tree.
 */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const sendZip = (reply: FastifyReply, name: string, zip: Buffer) => {
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="${name}.zip"`);
    reply.header('download-filename', encodeURIComponent(`${name}.zip`));
    return reply.send(zip);
  };

  app.get('/tool/gen/list', { config: perm('list'), schema: { tags, summary: 'Imported tables', querystring: genQuery } }, async (request) => {
    const { rows, total } = await repo.listGenTables(db, request.query);
    return page(request, rows, total);
  });

  app.get('/tool/gen/db/list', { config: perm('list'), schema: { tags, summary: 'Live tables that could be imported (not yet a module, not imported)', querystring: genQuery } }, async (request) => {
    const skip = new Set([...moduleTables(), ...(await repo.importedNames(db))]);
    const candidates = (await liveTables(db)).filter((t) => !skip.has(t.tableName) && !isReservedTable(t.tableName)).map((t) => ({ ...t, createTime: null }));
    const { rows, total } = repo.pageOfNames(candidates, request.query);
    return page(request, rows, total);
  });

  app.post('/tool/gen/importTable', { config: { ...perm('import'), ...operLog(6) }, schema: { tags, summary: 'Import live tables (?tables=a,b)', querystring: importTablesQuery.partial(), body: importTablesQuery.partial().nullish() } }, async (request) => {
    // RuoYi sends the names as a query parameter; a JSON body works too (both already checked by the schema)
    const tables = request.query.tables ?? request.body?.tables;
    if (!tables) throw badRequest('tables: required', 'tables');
    const imported = await repo.importedNames(db);
    const plans: { name: string; settings: ReturnType<typeof tableDefaults>; columns: Awaited<ReturnType<typeof describeColumns>> }[] = [];
    for (const name of [...new Set(tables)]) {
      const live = await importableTable(db, request.lang, name);
      if (imported.has(name)) throw conflict(msg(request.lang, 'tableImported', name));
      plans.push({ name, settings: tableDefaults(name, live.tableComment), columns: await describeColumns(db, request.lang, name) });
    }
    try {
      const rows = await db.transaction(async (tx) => Promise.all(plans.map((p) => repo.insertGenTable(tx, p.name, p.settings, p.columns, request.user!.userName))));
      return ok(request, rows.map(repo.toGenTableRow));
    } catch (error) {
      // two imports of one table racing past the check meet the unique index: the same answer
      if (isUniqueViolation(error)) throw conflict(msg(request.lang, 'tableImported', plans.map((p) => p.name).join(', ')));
      throw error;
    }
  });

  // administrators only: no menu grants tool:gen:create, so only the admin role (every permission) passes
  app.post('/tool/gen/createTable', { config: { ...perm('create'), ...operLog(1) }, schema: { tags, summary: 'Create tables from CREATE TABLE / COMMENT ON statements and import them', body: createTableInput } }, async (request) => {
    const plans = await planTables(db, request.lang, request.body.sql);
    try {
      const rows = await db.transaction(async (tx) => {
        await createTables(tx, plans);
        const made = [];
        for (const p of plans) {
          const live = await importableTable(tx, request.lang, p.name);
          made.push(await repo.insertGenTable(tx, p.name, tableDefaults(p.name, live.tableComment), await describeColumns(tx, request.lang, p.name), request.user!.userName));
        }
        return made;
      });
      return ok(request, rows.map(repo.toGenTableRow));
    } catch (error) {
      // two requests creating one table: the second meets the first's table
      if (isDuplicateTable(error)) throw conflict(msg(request.lang, 'tableExists', plans.map((p) => p.name).join(', ')));
      throw error;
    }
  });

  app.get('/tool/gen/:id', { config: perm('query'), schema: { tags, summary: 'One configuration: info, its columns (rows) and the other imported tables', params: idParam } }, async (request) => {
    const row = await repo.findGenTable(db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    const info = repo.toGenTableRow(row);
    return ok(request, { info, rows: row.columns, tables: (await repo.listGenTables(db, pageQuery.parse({ pageSize: 500 }))).rows });
  });

  app.put('/tool/gen', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: genTableInput } }, async (request) => {
    const current = await repo.findGenTable(db, request.body.tableId);
    if (!current) throw notFound(msg(request.lang, 'notFound'));
    await (await service()).checkConfig(db, request.lang, current.tableName, request.body);
    return ok(request, repo.toGenTableRow(await repo.updateGenTable(db, request.body, request.user!.userName)));
  });

  app.get('/tool/gen/synchDb/:tableName', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, summary: 'Bring the columns up to the live table', params: z.object({ tableName: sqlName }) } }, async (request) => {
    const row = await repo.findGenTableByName(db, request.params.tableName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    const columns = synchronised(row.columns, await describeColumns(db, request.lang, row.tableName));
    await repo.setColumns(db, row.tableId, columns, request.user!.userName);
    return ok(request, columns);
  });

  app.delete('/tool/gen/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const ids = [...new Set(request.params.ids)];
    await db.transaction(async (tx) => {
      if ((await repo.deleteGenTables(tx, ids)).length !== ids.length) throw notFound(msg(request.lang, 'notFound'));
    });
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  // read only, for a module already in the tree too: `notice` then says where it is (the download stays refused)
  app.get('/tool/gen/preview/:id', { config: perm('preview'), schema: { tags, summary: 'Every generated file by its path in the repository; `notice` when the module is already in the tree', params: idParam } }, async (request) => {
    const { files, notice } = await (await service()).previewOf(db, request.lang, request.params.id);
    return ok(request, files, { notice });
  });

  app.get('/tool/gen/download/:tableName', { config: { ...perm('code'), ...operLog(8) }, schema: { tags, summary: 'One module as a zip', params: z.object({ tableName: sqlName }) } }, async (request, reply) => {
    const row = await repo.findGenTableByName(db, request.params.tableName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    const { filesOf, zipOf } = await service();
    return sendZip(reply, row.moduleName, zipOf(await filesOf(db, request.lang, [row.tableId])));
  });

  app.get('/tool/gen/batchGenCode', { config: { ...perm('code'), ...operLog(8) }, schema: { tags, summary: 'Several modules in one zip (?tables=a,b)', querystring: importTablesQuery } }, async (request, reply) => {
    const rows = await repo.genTablesNamed(db, request.query.tables);
    if (rows.length !== new Set(request.query.tables).size) throw notFound(msg(request.lang, 'notFound'));
    const { filesOf, zipOf } = await service();
    return sendZip(reply, 'modules', zipOf(await filesOf(db, request.lang, rows.map((r) => r.tableId))));
  });
};
