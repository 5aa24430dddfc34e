import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { langOf, msg } from '../lib/messages.js';

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
      const problems = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (v.params?.missingProperty as string) || error.validationContext;
        return `${field}: ${v.message}`;
      });
      return reply.status(400).send({ code: 400, msg: problems.join('; '), fields: error.validation.map((v) => v.instancePath.replace(/^\//, '')) });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ err: error }, 'service unavailable');
      return reply.status(error.status).send({ code: error.status, msg: error.message, ...(error.field ? { fields: [error.field] } : {}) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 429, msg: msg(lang, 'tooManyRequests') });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 413, msg: msg(lang, 'fileTooLarge') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // malformed JSON, wrong content type, empty body where one is needed …
      return reply.status(400).send({ code: 400, msg: `${msg(lang, 'badRequest')}: ${error.message}` });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: msg(lang, 'serverError') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, msg: msg(request.lang ?? 'zh', 'notFound') });
  });
});
