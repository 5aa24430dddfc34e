import type { FastifyRequest } from 'fastify';
import { langOf, msg } from './messages.js';

/** The success envelope, with `data` when there is some (RuoYi's AjaxResult). */
export function ok<T>(request: FastifyRequest, data?: T, extra: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { code: 200, msg: msg(request.lang ?? langOf(request), 'ok'), ...extra };
  if (data !== undefined) body.data = data;
  return body as { code: number; msg: string; data: T };
}

/** A page of a list (RuoYi's TableDataInfo). */
export function page<T>(request: FastifyRequest, rows: T[], total: number) {
  return { code: 200, msg: msg(request.lang ?? langOf(request), 'ok'), rows, total };
}
