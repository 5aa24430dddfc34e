import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.js';
import { msg } from '../../lib/messages.js';
import { bearer } from '../../plugins/access.js';

/** Compared as digests: equal lengths for timingSafeEqual, and the time tells nothing of the token. */
const digest = (s: string) => createHash('sha256').update(s).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export const routes: FastifyPluginAsyncZod = async (app) => {
  // public to the session guard: the scraper's credential is METRICS_TOKEN, checked here. Outside
  // the database gate, so an overloaded server is still seen, overloaded.
  app.get('/metrics', {
    config: { access: { public: true }, dbGate: false },
    schema: { tags: ['health'], summary: 'Prometheus metrics (text exposition format); needs METRICS_TOKEN as a bearer token, 404 when it is not set' },
  }, async (request, reply) => {
    const register = app.metrics;
    if (!register) return reply.callNotFound();
    const token = bearer(request);
    if (!token || !sameToken(token, app.config.metricsToken)) throw unauthorized(msg(request.lang, 'unauthorized'));
    return reply.type(register.contentType).send(await register.metrics());
  });
};
