// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_INT } from '../../contract/constants.js';
import { admin, t, useTestApp } from './api.js';
import { ZOD_ENGLISH } from './zod-english.js';
import { DATE, variants, type Operation, type Schema } from './openapi-sample.js';

/**
 * Every route of the OpenAPI document the app builds from its own schemas, every field, hostile
 * values by the field's type: whatever breaks the declared schema answers 4xx in the envelope,
 * nothing answers 5xx, and no write request changes a table. A new route is swept without
 * editing this file.
 */
useTestApp({ logins: ['admin'] });

/** Routes a sweep must not call as the signed-in administrator: they end or lock his session, or lock his account. */
const SKIPPED = new Set(['POST /api/logout', 'POST /api/lockscreen', 'POST /api/unlockscreen']);
/** Tables that reading or refusing legitimately writes: sessions, captchas, counts of tries (rate limits), logs, read receipts. */
const VOLATILE = new Set(['sys_session', 'sys_captcha', 'sys_try_counter', 'sys_oper_log', 'sys_logininfor', 'sys_job_log', 'sys_job_fire', 'sys_notice_read', '__drizzle_migrations']);

/** Whether a value fits one variant of the declared schema (the subset of JSON Schema zod writes). */
function fits(s: Schema, v: unknown, fromText: boolean): boolean {
  if (v === null) return !!s.nullable || s.type === 'null';
  switch (s.type) {
    case 'string':
      if (typeof v !== 'string') return false;
      if (s.maxLength !== undefined && v.length > s.maxLength) return false;
      if (s.minLength !== undefined && v.length < s.minLength) return false;
      if (s.pattern && !new RegExp(s.pattern, 'u').test(v)) return false;
      if (v.includes('\u0000')) return false;
      if (s.pattern && DATE.test(s.pattern) && /-02-30/.test(v)) return false;
      return !s.enum || s.enum.includes(v);
    case 'integer':
    case 'number': {
      const n = typeof v === 'number' ? v : fromText && typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      if (!Number.isFinite(n) || (s.type === 'integer' && !Number.isInteger(n))) return false;
      if (s.minimum !== undefined && (s.exclusiveMinimum ? n <= s.minimum : n < s.minimum)) return false;
      return s.maximum === undefined || n <= s.maximum;
    }
    case 'boolean':
      return typeof v === 'boolean' || (fromText && (v === 'true' || v === 'false'));
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && !Array.isArray(v);
    default:
      return s.enum ? s.enum.includes(v) : true;
  }
}

/** Hostile values for a field, by what it declares. */
function hostileValues(schema: Schema): unknown[] {
  const values: unknown[] = ['a\u0000b', "1' OR '1'='1' --", '../../../../etc/passwd', '<script>alert(1)</script>', { toString: 1 }, [1, 2]];
  for (const s of variants(schema)) {
    if (s.type === 'string') {
      values.push('x'.repeat((s.maxLength ?? 20_000) + 1));
      if (s.pattern && DATE.test(s.pattern)) values.push('2024-02-30', '2024-02-30 10:00:00');
    }
    if (s.type === 'integer' || s.type === 'number') values.push(-1, 1.5, MAX_INT + 1, 1e20, 'abc');
  }
  return values;
}

function fieldsOf(op: Operation) {
  const fields = (op.parameters ?? []).filter((p) => p.in !== 'header').map((p) => ({ at: p.in, name: p.name, schema: p.schema }));
  const json = op.requestBody?.content?.['application/json']?.schema;
  for (const body of json ? variants(json) : []) {
    for (const [name, schema] of Object.entries(body.properties ?? {})) fields.push({ at: 'body', name, schema });
  }
  return fields;
}

async function tableFingerprints() {
  const rows = async <T>(query: ReturnType<typeof sql.raw>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(sql.raw(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`));
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await rows<{ n: string; h: string }>(sql.raw(`select count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${name}" x`));
    out[name] = `${row.n}/${row.h}`;
  }
  return out;
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

describe('hostile input, swept over every route and field of the OpenAPI document', () => {
  it('answers 4xx in the envelope to whatever breaks a schema, never 5xx, and writes nothing', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const before = await tableFingerprints();
    expect(Object.keys(before).length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        if (SKIPPED.has(`${verb} ${path}`) || path.startsWith('/api/docs')) continue;
        const writes = verb !== 'GET';
        const hasBody = writes && verb !== 'DELETE';
        for (const field of fieldsOf(op)) {
          for (const value of hostileValues(field.schema)) {
            const fromText = field.at !== 'body';
            const sentValue = fromText ? text(value) : value;
            const invalid = !variants(field.schema).some((s) => fits(s, sentValue, fromText));
            // a write gets only what its schema must refuse, so that nothing it accepts can change a table
            if (writes && !invalid) continue;
            let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (field.at === 'path' && field.name === name ? encodeURIComponent(text(value)) : '1'));
            if (field.at === 'query') url += `?${encodeURIComponent(field.name)}=${encodeURIComponent(text(value))}`;
            const payload = hasBody ? (field.at === 'body' ? { [field.name]: value } : {}) : undefined;
            const res = await t.app.inject({ method: verb as 'GET', url, headers: admin, payload });
            sent++;
            const label = `${verb} ${path} ${field.at}.${field.name}=${text(value).slice(0, 40)} → ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 120)}`);
            else if (invalid && res.statusCode < 400) failures.push(`${label}: accepted`);
            else if (res.statusCode >= 400) {
              const body = res.json() as { code?: unknown; msg?: unknown };
              if (body.code !== res.statusCode || typeof body.msg !== 'string') failures.push(`${label}: not the envelope ${res.body.slice(0, 80)}`);
              // the sweep asks in the default language, Chinese: zod's English reasons must not show
              else if (ZOD_ENGLISH.test(body.msg)) failures.push(`${label}: English for a Chinese reader: ${body.msg.slice(0, 80)}`);
            }
          }
        }
        if (hasBody) {
          const poisoned = await t.app.inject({ method: verb as 'POST', url: path.replace(/\{\w+\}/g, '1'), headers: { ...admin, 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' });
          sent++;
          if (poisoned.statusCode !== 400 && poisoned.statusCode !== 401 && poisoned.statusCode !== 403 && poisoned.statusCode !== 404 && poisoned.statusCode !== 415) failures.push(`${verb} ${path} prototype keys → ${poisoned.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
    expect(await tableFingerprints()).toEqual(before);
  }, 600_000);
});
