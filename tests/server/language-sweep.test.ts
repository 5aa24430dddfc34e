// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { describe, expect, it } from 'vitest';
import { admin, t, useTestApp } from './api.js';
import { sampleValue, variants, type Operation, type Schema } from './openapi-sample.js';
import { ZOD_ENGLISH } from './zod-english.js';
import { fieldLabel, pageOf } from '../../server/lib/field-labels.js';

/**
 * Every route of the OpenAPI document, one refused request in Chinese and one in English: the
 * reasons are in the reader's language (a contract's own reasons included, public routes too) and
 * a field the console has a label for is named by it, not by its key. Each route's request breaks
 * every field of one part (its JSON body, else its query, else its path) at once, so most of the
 * contracts' reasons are met. A new route is swept without editing this file.
 */
useTestApp({ logins: ['admin'] });

const SKIPPED = new Set(['POST /api/logout', 'POST /api/lockscreen', 'POST /api/unlockscreen']);

/** A value every variant of the schema refuses (as far as its declaration tells). */
function badValue(schema: Schema): unknown {
  const all = variants(schema).filter((s) => s.type !== 'null');
  const s = all.find((v) => v.type === 'string' && v.pattern) ?? all.find((v) => v.type !== 'string' || !v.enum) ?? all[0] ?? schema;
  if (s.enum) return '###';
  switch (s.type) {
    case 'string':
      return s.pattern || s.maxLength === undefined ? '###' : '#'.repeat(s.maxLength + 1);
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum >= 0 ? -1 : '###';
    case 'boolean':
      return '###';
    case 'array':
      return s.items && !(s as { minItems?: number }).minItems ? [badValue(s.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, badValue(v)]));
    default:
      return '###';
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The one request that breaks a route: its path with sampled ids, and a broken body, query or path. */
function brokenRequest(path: string, verb: string, op: Operation) {
  const params = (op.parameters ?? []).filter((p) => p.in !== 'header');
  const json = verb !== 'GET' && verb !== 'DELETE' ? op.requestBody?.content?.['application/json']?.schema : undefined;
  const query = params.filter((p) => p.in === 'query');
  const breaks = json ? 'body' : query.length ? 'query' : params.some((p) => p.in === 'path') ? 'path' : undefined;
  if (!breaks) return undefined;
  const pathValue = (name: string) => {
    const p = params.find((q) => q.in === 'path' && q.name === name);
    return encodeURIComponent(asText(breaks === 'path' ? badValue(p?.schema ?? {}) : sampleValue(p?.schema ?? {})));
  };
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValue(name));
  if (breaks === 'query') url += `?${query.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(asText(badValue(p.schema)))}`).join('&')}`;
  else url += query.filter((p) => p.required).length ? `?${query.filter((p) => p.required).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(asText(sampleValue(p.schema)))}`).join('&')}` : '';
  return { url, payload: json ? badValue(json) : undefined };
}

/**
 * What may be Latin in a Chinese answer: codes and formats (FCR, USD, yyyy-MM-dd, ISO 6346), quoted
 * values (an enum's options), paths and patterns, names that are Latin on purpose (camelCase).
 * What is left must hold no lower-case English word.
 */
function englishWords(message: string): string[] {
  const stripped = message
    .replace(/"[^"]*"/g, ' ')
    .replace(/\/[\w/.-]+\/[\w.-]+/g, ' ') // a path, /common/upload
    .replace(/\/[^\s，；：）]*\//g, ' ') // a pattern /…/
    .replace(/[\w-]*[_:@.][\w:@.-]*/g, ' ') // sys_oper_type, biz:toolLend, 1.1.1
    .replace(/\b\w+(-\w+)+\b/g, ' ') // kebab-case, A-01-02
    .replace(/\b(yyyy|MM|dd|HH|mm|ss|cm|kg|cbm)\b/g, ' ');
  // a word glued to Chinese is part of a label (cron执行表达式, QD号)
  return (stripped.match(/(?<![\u4e00-\u9fff])\b[a-z]{2,}\b(?![\u4e00-\u9fff])/g) ?? []).filter((w) => !/^(camel|kebab)$/.test(w));
}

/** Keys named in a message where the console has a label for them. */
function keysWithLabels(message: string, fields: string[], lang: 'zh' | 'en', page: string | undefined): string[] {
  const named = new Set([...(message.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g) ?? []), ...fields.map((f) => f.split('/').pop()!).filter((k) => new RegExp(`(^|[\\s；;])${k.replace(/[[\]]/g, '\\$&')}[:：]`).test(message))]);
  return [...named].filter((key) => !/"[^"]*$/.test(message.slice(0, message.indexOf(key))) && fieldLabel(lang, key, page) !== undefined);
}

describe('a refused value, on every route, in the reader’s language and with the field’s label', () => {
  it('answers Chinese to a Chinese reader and English to an English one, naming fields by their labels', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let refused = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        if (SKIPPED.has(`${verb} ${path}`) || path.startsWith('/api/docs')) continue;
        const broken = brokenRequest(path, verb, op);
        if (!broken) continue;
        const page = pageOf(path);
        for (const lang of ['zh', 'en'] as const) {
          const res = await t.app.inject({ method: verb as 'GET', url: broken.url, headers: { ...admin, 'accept-language': lang === 'zh' ? 'zh-CN,zh;q=0.9' : 'en-US,en;q=0.9' }, payload: broken.payload as object | undefined });
          const label = `${lang} ${verb} ${path} → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 160)}`);
          if (res.statusCode < 400 || res.statusCode >= 500 || !res.headers['content-type']?.toString().includes('json')) continue;
          if (lang === 'zh') refused++;
          const body = res.json() as { msg?: string; fields?: string[] };
          const message = body.msg ?? '';
          if (lang === 'zh') {
            const words = englishWords(message);
            if (ZOD_ENGLISH.test(message) || words.length) failures.push(`${label}: English for a Chinese reader (${words.join(' ')}): ${message.slice(0, 200)}`);
          } else if (/[\u4e00-\u9fff]/.test(message.replace(/粤B12345/g, ''))) {
            failures.push(`${label}: Chinese for an English reader: ${message.slice(0, 200)}`);
          }
          const keys = keysWithLabels(message, body.fields ?? [], lang, page);
          if (keys.length) failures.push(`${label}: keys ${keys.join(', ')} where a label exists: ${message.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(150);
  }, 300_000);
});
