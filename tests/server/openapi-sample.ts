/** The subset of JSON Schema that zod writes into the app's OpenAPI document. */
export type Schema = { type?: string; anyOf?: Schema[]; maxLength?: number; minLength?: number; pattern?: string; enum?: unknown[]; minimum?: number; maximum?: number; exclusiveMinimum?: boolean; items?: Schema; properties?: Record<string, Schema>; required?: string[]; nullable?: boolean };
export type Operation = { parameters?: { in: string; name: string; required?: boolean; schema: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

export const variants = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(variants) : [s]);

/** An id no seeded row has: a sampled request finds nothing to change, so a sweep harms no data. */
const ABSENT_ID = 999_999;
export const DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** A value the schema accepts, harmless to send as the administrator. */
export function sampleValue(schema: Schema): unknown {
  const s = variants(schema).find((v) => v.type !== 'null') ?? schema;
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'string': {
      if (s.pattern && DATE.test(s.pattern)) return /:/.test(s.pattern) ? '2026-01-01 10:00:00' : '2026-01-01';
      const text = 'hangup'.padEnd(s.minLength ?? 0, 'x');
      return text.slice(0, s.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 0, Math.min(s.maximum ?? ABSENT_ID, ABSENT_ID));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((name) => [name, sampleValue(s.properties?.[name] ?? {})]));
    default:
      return 'hangup';
  }
}

/** A request that passes the route's declared schema: its path with absent ids, required query fields, and a body. */
export function sampleRequest(url: string, op: Operation | undefined) {
  const query = (op?.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sampleValue(p.schema)))}`);
  const path = url.replace(/:(\w+)/g, String(ABSENT_ID)) + (query.length ? `?${query.join('&')}` : '');
  const json = op?.requestBody?.content?.['application/json']?.schema;
  return { path, body: json ? sampleValue(json) : {} };
}
