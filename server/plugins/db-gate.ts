import fp from 'fastify-plugin';
import { DbGate } from '../lib/db-gate.js';
import { busy } from '../lib/errors.js';
import { msg } from '../lib/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    releaseDb?: () => void;
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
    request.releaseDb = release;
  });
  const release = async (request: { releaseDb?: () => void }) => request.releaseDb?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
});
