import fp from 'fastify-plugin';
import { DbGate } from '../lib/db-gate.js';
import { busy } from '../lib/errors.js';
import { msg } from '../lib/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    releaseDb?: () => void;
    clientGone?: boolean;
  }
  interface FastifyInstance {
    dbGate: DbGate;
  }
}

/** Admits API requests to the database through a bounded queue; overload answers 503 at once. */
export const dbGatePlugin = fp(async (app) => {
  const gate = new DbGate(app.config.dbMaxActive, app.config.dbMaxQueue, app.config.dbQueueTimeoutMs);
  app.decorate('dbGate', gate);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.dbGate === false || !request.routeOptions.config?.access) return;
    const release = await gate.acquire();
    if (!release) {
      reply.header('retry-after', '1');
      throw busy(msg(request.lang, 'busy'));
    }
    // A client that hung up while waiting never reaches onResponse: its slot goes back at once,
    // or every abandoned wait would keep one slot for ever.
    if (request.clientGone || request.raw.destroyed) {
      release();
      return reply.hijack();
    }
    request.releaseDb = release;
  });
  app.addHook('onResponse', async (request) => request.releaseDb?.());
  app.addHook('onRequestAbort', async (request) => {
    request.clientGone = true;
    request.releaseDb?.();
  });
});
