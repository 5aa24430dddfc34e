import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { langOf, msg } from '../lib/messages.js';
import { zodIn } from '../lib/zod-locale.js';
import { contractMessage } from '../../contract/messages.js';
import { pageOf, pathLabel } from '../lib/field-labels.js';

const PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;
/** What a refusal with no field names instead: the part of the request, as a reader calls it. */
const PART_NAMES: Record<string, [string, string]> = { body: ['请求内容', 'request body'], querystring: ['查询参数', 'query'], params: ['路径参数', 'path'], headers: ['请求头', 'headers'] };

/**
 * The refused part checked again with zod's reasons in the reader's language: the validator
 * compiler runs before the request's language is known to it. Only a refusal pays for this.
 */
function inLanguage(request: FastifyRequest, context: string | undefined) {
  const part = PARTS[context as keyof typeof PARTS];
  const schema = part && (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context!];
  if (!(schema instanceof z.ZodType)) return undefined;
  const again = schema.safeParse(request[part], zodIn(request.lang ?? 'zh'));
  return again.success ? undefined : again.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
}

/**
 * A refusal as its reader reads it: each field by the label the console shows for it (not its
 * key) and each reason in the reader's language, a contract's own reason included.
 */
function refusalText(request: FastifyRequest, context: string | undefined, problems: { path: string[]; message: string }[]) {
  const lang = request.lang ?? 'zh';
  const page = pageOf(request.routeOptions.url ?? request.url);
  const part = PART_NAMES[context ?? '']?.[lang === 'en' ? 1 : 0] ?? context ?? '';
  const colon = lang === 'en' ? ': ' : '：';
  return problems.map((p) => `${(p.path.length ? pathLabel(lang, p.path, page) : '') || part}${colon}${contractMessage(lang, p.message)}`).join(lang === 'en' ? '; ' : '；');
}

/**
 * A service's refusal written "field: reason" (the key, as the checks name it) with the field's
 * label in the reader's language instead; a key with no label stays.
 */
function labelled(request: FastifyRequest, message: string, field: string | undefined) {
  if (!field || !message.startsWith(`${field}: `)) return message;
  const lang = request.lang ?? 'zh';
  const label = pathLabel(lang, field.split(/[./]/), pageOf(request.routeOptions.url ?? request.url));
  // a bare reason the contracts also give ('required') in the reader's language
  return `${label}${lang === 'en' ? ': ' : '：'}${contractMessage(lang, message.slice(field.length + 2))}`;
}

/**
 * Every failure leaves as the envelope {code, msg} with HTTP status = code. Bad input names its
 * field; unexpected errors are logged with their stack and shown as a generic message only.
 */
export const errorsPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = inLanguage(request, error.validationContext) ?? error.validation.map((v) => ({ path: v.instancePath.replace(/^\//, '').split('/'), message: v.message ?? '' }));
      // fields as the console reads them (their keys, each once): a nested one as columns/1/fieldName
      return reply.status(400).send({ code: 400, msg: refusalText(request, error.validationContext, problems), fields: [...new Set(problems.map((p) => p.path.join('/')))] });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ err: error }, 'service unavailable');
      // the database gate is full (on arrival, or for an import about to write): try again soon
      if (error.status === 503) reply.header('retry-after', '1');
      return reply.status(error.status).send({ code: error.status, msg: labelled(request, error.message, error.field), ...(error.field ? { fields: [error.field] } : {}) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 429, msg: msg(lang, 'tooManyRequests') });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: msg(lang, 'bodyTooLarge') });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: msg(lang, 'fileTooLarge') });
    }
    if (isDataException(error)) {
      // the last line of defence behind the schemas: a value the database cannot hold
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ code: 400, msg: msg(lang, 'badValue') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // malformed JSON, wrong content type, empty body where one is needed …
      return reply.status(400).send({ code: 400, msg: `${msg(lang, 'badRequest')}: ${error.message}` });
    }
    if (request.clientGone) {
      // work stopped because its client hung up (request.abortSignal): nobody waits for an answer
      request.log.info({ err: error }, 'stopped: the client hung up');
      return reply.status(499).send({ code: 499, msg: msg(lang, 'serverError') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: msg(lang, 'serverError') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, msg: msg(request.lang ?? 'zh', 'notFound') });
  });
});

/** PostgreSQL's class 22 (data exception: out of range, malformed date, bad byte…), from either driver. */
function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * What the router refuses before any hook runs (a path parameter over the length limit, a URL
 * that does not decode): the same envelope as every other failure. A Fastify constructor option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.status(status).send({ code: status, msg: msg(langOf(request), status === 414 ? 'urlTooLong' : 'badRequest') });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over 16 KB, a
 * malformed request line, a time-out): written to the socket as the envelope. The request's
 * language is unknown here, so the message is the default one (Chinese).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, key] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'headersTooLarge' as const] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'timeout' as const] : [400, 'badRequest' as const];
  const body = JSON.stringify({ code: status, msg: msg('zh', key) });
  socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
