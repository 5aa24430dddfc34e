import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.js';
import { admin, call, t, useTestApp } from './api.js';

/**
 * Free text typed by whoever made a table (its comments) or set up its module (function names,
 * author, labels, dictionaries) goes through import → edit → preview → download and comes out of
 * the generated files as comment or string literal, never as code: no TypeScript token and no SQL
 * statement of its own, and every literal says exactly what was typed.
 */
useTestApp({ logins: ['admin'], lang: 'en' });

const TABLE = 'biz_hostile';
const COMMENTS: Record<string, string> = {
  c_close: 'x */ process.exit(42); /* y',
  c_lines: 'a\nprocess.exit(43)\nb',
  c_sql: "'); drop table x; --",
  c_template: '${process.exit(44)}',
  c_ticks: '`; process.exit(45); `',
  c_script: '</script><script>process.exit(46)</script>',
  c_separator: 'a\u2028process.exit(47)\u2029b',
};
const SETTINGS = {
  tableComment: 'x */ process.exit(42); /* y\nprocess.exit(43)',
  functionNameZh: "'); drop table x; --> statement-breakpoint",
  functionNameEn: 'x */ process.exit(42); /* y\ndrop table x; --',
  author: 'me */ process.exit(49); /*\nprocess.exit(50)',
};
const DICT = { name: 'x */ kind\n); drop table x; --', zh: "'); drop table x; --", en: 'a\u2028process.exit(48)' };
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

let files: Record<string, string>;
let saved: Record<string, unknown>;

beforeAll(async () => {
  const columns = Object.keys(COMMENTS).map((c) => `${c} varchar(50)`).join(', ');
  await t.app.db.execute(sql.raw(`create table x (id integer)`));
  await t.app.db.execute(sql.raw(`create table ${TABLE} (hostile_id bigserial primary key, ${columns})`));
  await t.app.db.execute(sql.raw(`comment on table ${TABLE} is ${literal(SETTINGS.tableComment)}`));
  for (const [column, text] of Object.entries(COMMENTS)) await t.app.db.execute(sql.raw(`comment on column ${TABLE}.${column} is ${literal(text)}`));
  await t.app.db.execute(sql.raw(`create table biz_quoted (quoted_id bigserial primary key, "x""y" varchar(10))`));
  await t.app.db.execute(sql.raw(`insert into sys_dict_type (dict_name, dict_type) values (${literal(DICT.name)}, 'biz_hostile_kind')`));
  await t.app.db.execute(sql.raw(`insert into sys_dict_data (dict_label_zh, dict_label_en, dict_value, dict_type, list_class) values (${literal(DICT.zh)}, ${literal(DICT.en)}, '0', 'biz_hostile_kind', ${literal(DICT.zh)})`));
});

/** Identifiers of a TypeScript file, by walking its syntax tree (comments are trivia, not nodes), and its string literals. */
function tokensOf(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const identifiers = new Set<string>();
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) identifiers.add(node.text);
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { identifiers, strings };
}

/** Comments that TypeScript or ESLint would read as a directive. */
const directives = (text: string) => text.match(/\/\/\/?\s*@ts-\w+|\/\*[*\s]*@ts-\w+|\/[/*]\s*eslint[\w-]*/g) ?? [];

describe('the code generator and free text', () => {
  it('refuses to import a column whose name PostgreSQL would need quoted, naming it (zh/en)', async () => {
    for (const [lang, words] of [['en', /column x"y/], ['zh', /列名 x"y/]] as const) {
      const res = await call('POST', '/tool/gen/importTable?tables=biz_quoted', undefined, admin, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(words);
    }
    expect((await call('GET', '/tool/gen/list', undefined, admin)).json().total).toBe(0);
  });

  it('imports and keeps hostile comments, names and author as text; refuses names that would be code', async () => {
    const imported = await call('POST', `/tool/gen/importTable?tables=${TABLE}`, undefined, admin);
    expect(imported.statusCode, imported.body).toBe(200);
    const { info, rows } = (await call('GET', `/tool/gen/${imported.json().data[0].tableId}`, undefined, admin)).json().data;
    expect(info.tableComment).toBe(SETTINGS.tableComment);
    // a comment over several lines makes a name and labels on one
    expect(info.functionNameZh).toBe('x */ process.exit(42); /* y process.exit(43)');
    expect(rows.find((c: { columnName: string }) => c.columnName === 'c_lines').labelZh).toBe('a process.exit(43) b');
    const columns = rows.map((c: Record<string, unknown>) => {
      const typed = COMMENTS[c.columnName as string];
      if (c.columnName === 'c_sql') return { ...c, labelZh: typed, labelEn: DICT.en, htmlType: 'radio', dictType: 'biz_hostile_kind', isQuery: true };
      return typed ? { ...c, labelZh: typed, labelEn: typed, isQuery: true } : c;
    });
    const body = { ...info, ...SETTINGS, columns };
    const kept = await call('PUT', '/tool/gen', body, admin);
    expect(kept.statusCode, kept.body).toBe(200);
    saved = body;

    for (const [field, bad] of [
      ['className', 'Hostile{}'],
      ['moduleName', '../hostile'],
      ['businessName', "a'b"],
      ['permissionPrefix', "biz:a'}"],
      ['treeParentColumn', 'x"y'],
    ] as const) {
      const res = await call('PUT', '/tool/gen', { ...body, [field]: bad }, admin);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual([field]);
    }
    const badField = await call('PUT', '/tool/gen', { ...body, columns: columns.map((c: Record<string, unknown>, i: number) => (i === 1 ? { ...c, fieldName: "a'b" } : c)) }, admin);
    expect(badField.json().fields).toEqual(['columns/1/fieldName']);

    const preview = await call('GET', `/tool/gen/preview/${info.tableId}`, undefined, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json().data as Record<string, string>;
    const zip = unzipSync(new Uint8Array((await call('GET', `/tool/gen/download/${TABLE}`, undefined, admin)).rawPayload));
    files = Object.fromEntries(Object.entries(zip).map(([file, bytes]) => [file, strFromU8(bytes)]));
    expect(Object.keys(files).sort()).toEqual(Object.keys(previewed).sort());
    // the same files, but for drizzle-kit's record (a fresh id, the time of the download)
    for (const file of Object.keys(files).filter((f) => !f.includes('/meta/'))) expect(files[file], file).toBe(previewed[file]);
  });

  it('writes TypeScript in which the free text is only comment or string, and every string says what was typed', () => {
    const code = Object.keys(files).filter((f) => /\.tsx?$/.test(f));
    expect(code.length).toBeGreaterThanOrEqual(9);
    const strings: string[] = [];
    for (const file of code) {
      const { diagnostics } = ts.transpileModule(files[file], { fileName: file, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve } });
      expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), file).toEqual([]);
      const tokens = tokensOf(file, files[file]);
      for (const injected of ['process', 'exit', 'drop', 'me', 'statement', 'breakpoint']) expect(tokens.identifiers.has(injected), `${file}: ${injected}`).toBe(false);
      strings.push(...tokens.strings);
      expect(directives(files[file]), file).toEqual([]);
    }
    expect(strings).toEqual(expect.arrayContaining([SETTINGS.functionNameZh, SETTINGS.functionNameEn, ...Object.values(COMMENTS), DICT.en]));
    for (const lang of ['zh', 'en']) expect(JSON.parse(files[`src/pages/hostile/locales/${lang}.json`]).title).toBe(lang === 'zh' ? SETTINGS.functionNameZh : SETTINGS.functionNameEn);
  });

  it('writes a migration whose statements run, the free text staying inside its literals', async () => {
    const migration = Object.entries(files).find(([file]) => /^server\/db\/migrations\/\d{4}_hostile\.sql$/.test(file))![1];
    class Rollback extends Error {}
    const seen = await t.app.db
      .transaction(async (tx) => {
        // the dictionary as on a fresh database, so that the migration writes it
        await tx.execute(sql`delete from sys_dict_data where dict_type = 'biz_hostile_kind'`);
        await tx.execute(sql`delete from sys_dict_type where dict_type = 'biz_hostile_kind'`);
        // as drizzle's migrator reads the file
        for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
        const menus = await queryRows<{ menu_name: string; menu_name_en: string }>(tx, sql`select menu_name, menu_name_en from sys_menu where perms = 'biz:hostile:list'`);
        const dicts = await queryRows<{ dict_name: string }>(tx, sql`select dict_name from sys_dict_type where dict_type = 'biz_hostile_kind'`);
        const labels = await queryRows<{ dict_label_zh: string; dict_label_en: string; list_class: string }>(tx, sql`select dict_label_zh, dict_label_en, list_class from sys_dict_data where dict_type = 'biz_hostile_kind'`);
        const canary = await queryRows<{ there: boolean }>(tx, sql`select to_regclass('public.x') is not null as there`);
        throw Object.assign(new Rollback(), { found: { menus, dicts, labels, canary } });
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return (error as Rollback & { found: unknown }).found;
        throw error;
      });
    expect(seen).toEqual({
      menus: [{ menu_name: SETTINGS.functionNameZh, menu_name_en: SETTINGS.functionNameEn }],
      dicts: [{ dict_name: DICT.name }],
      labels: [{ dict_label_zh: DICT.zh, dict_label_en: DICT.en, list_class: DICT.zh }],
      canary: [{ there: true }],
    });
  });

  it('starts no comment with a directive, and generates nothing from names kept before the edit form checked them', async () => {
    const kept = await call('PUT', '/tool/gen', { ...saved, functionNameEn: '@ts-ignore eslint-disable-line' }, admin);
    expect(kept.statusCode, kept.body).toBe(200);
    const preview = (await call('GET', `/tool/gen/preview/${saved.tableId}`, undefined, admin)).json().data as Record<string, string>;
    for (const file of Object.keys(preview).filter((f) => /\.tsx?$/.test(f))) expect(directives(preview[file]), file).toEqual([]);

    await t.app.db.execute(sql`update gen_table set class_name = 'Hostile{}' where table_name = ${TABLE}`);
    for (const url of [`/tool/gen/preview/${saved.tableId}`, `/tool/gen/download/${TABLE}`]) {
      const refused = await call('GET', url, undefined, admin);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ fields: ['className'], msg: expect.stringMatching(/Hostile\{\}/) });
    }
  });
});
