import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendWorkbook, type SheetRows } from './excel.js';
import type { Lang } from './messages.js';
import type { LoginUser } from './login-user.js';

export interface ExportColumn {
  key: string;
  zh: string;
  en: string;
  width?: number;
}

export interface ExportSpec<Q extends z.ZodObject> {
  /** e.g. /system/config/export */
  url: string;
  permission: string;
  tags: string[];
  /** the list query; every filter of the list applies to the export */
  query: Q;
  sheet: { zh: string; en: string };
  columns: ExportColumn[];
  /** `user` is the caller, for data scope */
  rows(filter: Partial<z.infer<Q>>, lang: Lang, user: LoginUser): Promise<SheetRows>;
}

/**
 * `POST {url}` (RuoYi posts the list's filters as a form) and `GET {url}` (query string): the
 * filtered rows as an .xlsx workbook with headers in the caller's language.
 */
export function registerExport<Q extends z.ZodObject>(app: FastifyInstance, spec: ExportSpec<Q>) {
  const filters = spec.query.partial();
  const handler = async (request: { lang: Lang; user: LoginUser | null; query?: unknown; body?: unknown }, reply: Parameters<typeof sendWorkbook>[0]) => {
    const filter = filters.parse({ ...(request.query as object), ...(request.body as object) }) as Partial<z.infer<Q>>;
    const en = request.lang === 'en';
    const columns = spec.columns.map((c) => ({ key: c.key, header: en ? c.en : c.zh, width: c.width ?? 20 }));
    return sendWorkbook(reply, en ? spec.sheet.en : spec.sheet.zh, columns, await spec.rows(filter, request.lang, request.user!));
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const access = { permission: spec.permission };
  typed.post(spec.url, { config: { access, operLog: { title: spec.sheet.en, businessType: 5 } }, schema: { tags: spec.tags, body: filters.optional() } }, handler);
  typed.get(spec.url, { config: { access }, schema: { tags: spec.tags, querystring: filters } }, handler);
}
