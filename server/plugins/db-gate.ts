import fp from 'fastify-plugin';
import { DbGate, enterDbGate } from '../lib/db-gate.js';

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

  // An import parses for seconds before it writes: holding a database slot meanwhile let four
  // uploads starve every other request. Every import route takes its slot after the upload.
  app.addHook('onRoute', (route) => {
    if (route.url.endsWith('/importData') && route.config?.dbGate !== 'afterUpload') {
      throw new Error(`import route ${route.url} must declare dbGate: 'afterUpload' (server/lib/excel-import.ts)`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const mode = request.routeOptions.config?.dbGate;
    if (mode === false || mode === 'afterUpload' || !request.routeOptions.config?.access) return;
    if (!(await enterDbGate(request))) return reply.hijack();
  });
  app.addHook('onResponse', async (request) => request.releaseDb?.());
  app.addHook('onRequestAbort', async (request) => {
    request.clientGone = true;
    request.releaseDb?.();
  });
});
