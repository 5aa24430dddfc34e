import type { FormInstance } from 'antd';

interface Named {
  name: string;
  label: string;
}

/** The message of whatever request() rejected with: an axios error, an envelope or an Error. */
export function errorMessage(err: unknown): string {
  const e = err as { response?: { data?: { msg?: string } }; msg?: string; message?: string } | undefined;
  return e?.response?.data?.msg ?? e?.msg ?? e?.message ?? String(err ?? '');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A 400 whose message names a field (by its key, e.g. "configKey: …", or by its label,
 * e.g. "参数键名已存在"; the longest label wins) is shown on that field too.
 */
export function showServerFieldErrors(form: FormInstance, err: unknown, fields: Named[]): string[] {
  const msg = errorMessage(err);
  if (!msg) return [];
  const byName = fields.filter((f) => new RegExp(`(^|[^\\w])${escape(f.name)}([^\\w]|$)`).test(msg));
  const byLabel = fields.filter((f) => !!f.label && msg.includes(f.label)).sort((a, b) => b.label.length - a.label.length);
  const best = (byName.length ? byName : byLabel).slice(0, 1);
  form.setFields(best.map((f) => ({ name: f.name, errors: [msg] })));
  return best.map((f) => f.name);
}
