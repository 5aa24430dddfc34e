import { defaultOf } from '../column-types.js';
import { comment, q } from './escape.js';
import { editable, listed, queried, type Spec, type SpecColumn } from './spec.js';

const tableConst = (s: Spec) => s.tableName.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const contractImport = (s: Spec) => `../../../contract/${s.moduleName}.js`;

function columnLine(c: SpecColumn): string {
  const t = c.type;
  const args = [q(c.columnName), t.options].filter(Boolean).join(', ');
  let line = `${t.builder}(${args})`;
  if (c.isPk) line += '.primaryKey()';
  else if (!c.nullable) line += '.notNull()';
  const fallback = defaultOf(c.defaultExpr);
  if (fallback) line += fallback.call;
  if (t.identity) line += t.identity === 'always' ? '.generatedAlwaysAsIdentity()' : '.generatedByDefaultAsIdentity()';
  return `  ${c.fieldName}: ${line},`;
}

/** server/modules/<module>/table.ts */
export function tableFile(s: Spec): string {
  const own = s.columns.filter((c) => !(s.audited && c.audit));
  const builders = [...new Set(own.map((c) => c.type.builder)), 'pgTable'].sort((a, b) => a.localeCompare(b));
  return `import { ${builders.join(', ')} } from 'drizzle-orm/pg-core';
${s.audited ? "import { auditColumns } from '../../db/columns.js';\n" : ''}
/** ${comment(s.functionNameEn)}${s.tableComment ? `: ${comment(s.tableComment)}` : ''} (written by the code generator). */
export const ${tableConst(s)} = pgTable(${q(s.tableName)}, {
${own.map(columnLine).join('\n')}
${s.audited ? '  ...auditColumns,\n' : ''}});
`;
}

/** server/modules/<module>/messages.ts */
export function messagesFile(s: Spec): string {
  const own = s.tplCategory === 'tree' ? "  hasChildren: ['存在下级数据，不能删除', 'It has rows below it and cannot be deleted'],\n" : '';
  return `import { defineMessages } from '../../lib/messages.js';

/** What this module says to a person, in Chinese and English (the generic messages come with it). */
export const msg = defineMessages({
${own}} as const);
`;
}

function rowValue(c: SpecColumn): string {
  if (c.type.kind === 'datetime') return `formatTime(r.${c.fieldName})`;
  // JSON travels as its text, two-space indented for the reader
  if (c.type.kind === 'json') return `r.${c.fieldName} === null ? null : JSON.stringify(r.${c.fieldName}, null, 2)`;
  return `r.${c.fieldName}`;
}

/**
 * The value stored for an input field. On insert, a field left out of a column with a database
 * default is left to the database (undefined), not stored as NULL; on update it is cleared.
 */
function storedValue(c: SpecColumn, insert = false): string {
  const v = `input.${c.fieldName}`;
  const empty = c.nullable && !(insert && c.defaultExpr !== null) ? 'null' : 'undefined';
  if (c.type.kind === 'json') return c.isRequired ? `JSON.parse(${v}) as unknown` : `${v} ? (JSON.parse(${v}) as unknown) : ${empty}`;
  if (c.type.kind === 'datetime') return c.isRequired ? `dayjs(${v}).toDate()` : `${v} ? dayjs(${v}).toDate() : ${empty}`;
  return c.isRequired ? v : `${v} ?? ${empty}`;
}

/** server/modules/<module>/repository.ts: every statement of the module. */
export function repositoryFile(s: Spec): string {
  const t = tableConst(s);
  const C = s.className;
  const rows = s.columns.filter((c) => !c.audit || c.columnName === 'create_by' || c.columnName === 'create_time');
  const filters = queried(s).map((c) => `  ${c.fieldName}: [${t}.${c.fieldName}, '${c.queryType === 'between' ? 'range' : c.queryType}'],`);
  const sortable = listed(s).filter((c) => c.type.kind !== 'text' || c.isPk).map((c) => `${c.fieldName}: ${t}.${c.fieldName}`);
  const hasDatetime = rows.some((c) => c.type.kind === 'datetime');
  const storesDatetime = editable(s).some((c) => c.type.kind === 'datetime');
  const audit = (who: string) => (s.audited ? `, ${who}: by` : '');
  // without audit columns nobody is recorded, and the parameter says it is unused
  const by = s.audited ? 'by' : '_by';
  const defaulted = editable(s).filter((c) => c.nullable && c.defaultExpr !== null && !c.isRequired);
  const drizzle = s.tplCategory === 'tree' ? 'and, asc, eq, inArray, notInArray, type SQL' : 'asc, eq, inArray, type SQL';
  return `${storesDatetime ? "import dayjs from 'dayjs';\n" : ''}import { ${drizzle} } from 'drizzle-orm';
import type { z } from 'zod';
import type { ${C}Input, ${s.entity}Query } from '${contractImport(s)}';
import { firstRow, type Db } from '../../db/client.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { pageOf } from '../../lib/list-query.js';
${hasDatetime ? "import { formatTime } from '../../lib/time.js';\n" : ''}import { ${t} } from './table.js';

type Query = z.infer<typeof ${s.entity}Query>;

const filterSpec: FilterSpec = {
${filters.join('\n')}
};
const sortable = { ${sortable.join(', ')} };
const order = [asc(${t}.${s.pk.fieldName})];

export const ${s.entity}Filter = (query: Partial<Query>): SQL | undefined => whereOf(filterSpec, query);

export const to${C}Row = (r: typeof ${t}.$inferSelect) => ({
${rows.map((c) => `  ${c.fieldName}: ${rowValue(c)},`).join('\n')}
});

export const list${C} = (db: Db, query: Query) =>
  pageOf(db, query, { table: ${t}, where: ${s.entity}Filter(query), sort: { sortable, fallback: order }, map: to${C}Row });

/** Every matching row in order: the export${s.tplCategory === 'tree' ? ' and the tree list' : ''}. */
export const ${s.entity}RowsFor = (db: Db, query: Partial<Query>) => db.select().from(${t}).where(${s.entity}Filter(query)).orderBy(...order);

export const find${C} = (db: Db, id: number) => firstRow(db.select().from(${t}).where(eq(${t}.${s.pk.fieldName}, id)).limit(1));
${s.tplCategory === 'tree' ? `
/** A row directly below one of these that is not among them: what stops their delete. */
export const childOutside = (db: Db, ids: number[]) =>
  firstRow(db.select({ id: ${t}.${s.pk.fieldName} }).from(${t}).where(and(inArray(${t}.${s.columns.find((c) => c.columnName === s.treeParentColumn)!.fieldName}, ids), notInArray(${t}.${s.pk.fieldName}, ids))).limit(1));
` : ''}
const columnsOf = (input: ${C}Input) => ({
${editable(s).map((c) => `  ${c.fieldName}: ${storedValue(c)},`).join('\n')}
});
${defaulted.length ? `
/** On insert, a field left out takes the database's default. */
const insertedOf = (input: ${C}Input) => ({
  ...columnsOf(input),
${defaulted.map((c) => `  ${c.fieldName}: ${storedValue(c, true)},`).join('\n')}
});
` : ''}
export async function insert${C}(db: Db, input: ${C}Input, ${by}: string) {
  // the key is left to the database (${s.pk.type.kind === 'identity' ? 'an identity' : 'its sequence'})
  const [row] = await db.insert(${t}).values({ ...${defaulted.length ? 'insertedOf' : 'columnsOf'}(input)${audit('createBy')} }).returning();
  return row;
}

export async function update${C}(db: Db, id: number, input: ${C}Input, ${by}: string) {
  const [row] = await db.update(${t}).set({ ...columnsOf(input)${s.audited ? ', updateBy: by, updateTime: new Date()' : ''} }).where(eq(${t}.${s.pk.fieldName}, id)).returning();
  return row;
}

export const delete${C}Rows = (db: Db, ids: number[]) => db.delete(${t}).where(inArray(${t}.${s.pk.fieldName}, ids)).returning({ id: ${t}.${s.pk.fieldName} });
`.replace(/\n\n\n+/g, '\n\n');
}

/** server/modules/<module>/routes.ts: RuoYi's verbs on the list-page kit's shapes. */
export function routesFile(s: Spec): string {
  const C = s.className;
  const tree = s.tplCategory === 'tree';
  const list = tree
    ? `  // a tree is shown whole: every row, unpaged
  app.get('${s.base}/list', { config: perm('list'), schema: { tags, querystring: ${s.entity}Query } }, async (request) =>
    ok(request, (await repo.${s.entity}RowsFor(db, request.query)).map(repo.to${C}Row)));`
    : `  app.get('${s.base}/list', { config: perm('list'), schema: { tags, querystring: ${s.entity}Query } }, async (request) => {
    const { rows, total } = await repo.list${C}(db, request.query);
    return page(request, rows, total);
  });`;
  return `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, idParam } from '../../../contract/common.js';
import { ${s.entity}Input, ${s.entity}Query } from '${contractImport(s)}';
import { badRequest, ${tree ? 'conflict, ' : ''}notFound } from '../../lib/errors.js';
import { ok${tree ? '' : ', page'} } from '../../lib/reply.js';
import { ${s.entity}ExportRoutes } from './export-routes.js';
import { msg } from './messages.js';
import * as repo from './repository.js';

const perm = (action: string) => ({ access: { permission: \`${s.permissionPrefix}:\${action}\` } });
const operLog = (businessType: number) => ({ operLog: { title: ${q(s.functionNameEn)}, businessType } });
const tags = [${q(`${s.permissionPrefix.split(':')[0]}: ${s.functionNameEn}`)}];

/** ${s.base}: ${comment(s.functionNameEn)} (written by the code generator). */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

${list}

  app.get('${s.base}/:id', { config: perm('query'), schema: { tags, params: idParam } }, async (request) => {
    const row = await repo.find${C}(db, request.params.id);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, repo.to${C}Row(row));
  });

  app.post('${s.base}', { config: { ...perm('add'), ...operLog(1) }, schema: { tags, body: ${s.entity}Input } }, async (request) =>
    ok(request, repo.to${C}Row(await repo.insert${C}(db, request.body, request.user!.userName))));

  app.put('${s.base}', { config: { ...perm('edit'), ...operLog(2) }, schema: { tags, body: ${s.entity}Input } }, async (request) => {
    const id = request.body.${s.pk.fieldName};
    if (!id) throw badRequest('${s.pk.fieldName}: required', '${s.pk.fieldName}');
    const row = await repo.update${C}(db, id, request.body, request.user!.userName);
    if (!row) throw notFound(msg(request.lang, 'notFound'));
    return ok(request, repo.to${C}Row(row));
  });

  app.delete('${s.base}/:ids', { config: { ...perm('remove'), ...operLog(3) }, schema: { tags, params: z.object({ ids: idList }) } }, async (request) => {
    const ids = [...new Set(request.params.ids)];
    await db.transaction(async (tx) => {${tree ? `
      if (await repo.childOutside(tx, ids)) throw conflict(msg(request.lang, 'hasChildren'));` : ''}
      // all or none: a missing id leaves every row in place
      if ((await repo.delete${C}Rows(tx, ids)).length !== ids.length) throw notFound(msg(request.lang, 'notFound'));
    });
    return { code: 200, msg: msg(request.lang, 'ok') };
  });

  await app.register(${s.entity}ExportRoutes);
};
`;
}

/** server/modules/<module>/export-routes.ts: the filtered list as .xlsx, dictionary values as their labels. */
export function exportRoutesFile(s: Spec): string {
  const C = s.className;
  const columns = listed(s).filter((c) => !c.audit || c.columnName === 'create_time');
  const dicts = [...new Set(columns.filter((c) => c.dictType).map((c) => c.dictType))];
  const labelled = columns.filter((c) => c.dictType);
  const rows = dicts.length
    ? `async (filter, lang) => {
      const [${dicts.map((_, i) => `d${i}`).join(', ')}] = await Promise.all([${dicts.map((d) => `app.dictCache.labeller(${q(d)}, lang)`).join(', ')}]);
      return (await repo.${s.entity}RowsFor(app.db, filter)).map((r) => ({ ...repo.to${C}Row(r), ${labelled.map((c) => `${c.fieldName}: d${dicts.indexOf(c.dictType)}(String(r.${c.fieldName} ?? ''))`).join(', ')} }));
    }`
    : `async (filter) => (await repo.${s.entity}RowsFor(app.db, filter)).map(repo.to${C}Row)`;
  return `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ${s.entity}Query } from '${contractImport(s)}';
import { registerExport } from '../../lib/export-route.js';
import * as repo from './repository.js';

/** The Excel export of ${comment(s.functionNameEn)}, registered by routes.ts. */
export const ${s.entity}ExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExport(app, {
    url: '${s.base}/export',
    permission: '${s.permissionPrefix}:export',
    tags: [${q(`${s.permissionPrefix.split(':')[0]}: ${s.functionNameEn}`)}],
    query: ${s.entity}Query,
    sheet: { zh: ${q(s.functionNameZh)}, en: ${q(s.functionNameEn)} },
    columns: [
${columns.map((c) => `      { key: ${q(c.fieldName)}, zh: ${q(c.labelZh)}, en: ${q(c.labelEn)} },`).join('\n')}
    ],
    rows: ${rows},
  });
};
`;
}
