import fp from 'fastify-plugin';
import { DbGate, enterDbGate } from '../lib/db-gate.js';

declare module 'fastify' {
  interface FastifyRequest {
    releaseDb?: () => void;
    /** the exchange ended before the answer was complete: the client hung up */
    clientGone?: boolean;
    /** aborted when the client hangs up before the answer is complete: long work stops on it */
    readonly abortSignal: AbortSignal;
  }
  interface FastifyInstance {
    dbGate: DbGate;
  }
}

const controllers = new WeakMap<object, AbortController>();

/** Admits API requests to the database through a bounded queue; overload answers 503 at once. */
export const dbGatePlugin = fp(async (app) => {
  const gate = new DbGate(app.config.dbMaxActive, app.config.dbMaxQueue, app.config.dbQueueTimeoutMs);
  app.decorate('dbGate', gate);
  app.decorateRequest('abortSignal', {
    getter(this: object) {
      let controller = controllers.get(this);
      if (!controller) controllers.set(this, (controller = new AbortController()));
      return controller.signal;
    },
  });

  // An import parses for seconds before it writes: holding a database slot meanwhile let four
  // uploads starve every other request. Every import route takes its slot after the upload.
  app.addHook('onRoute', (route) => {
    const mode = route.config?.dbGate;
    if (route.url.endsWith('/importData') && mode !== 'afterUpload') {
      throw new Error(`import route ${route.url} must declare dbGate: 'afterUpload' (server/lib/excel-import.ts)`);
    }
    if (mode === false || !route.config?.access) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') gate.guarded.push({ method, url: route.url, afterUpload: mode === 'afterUpload' });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // The one place the slot goes back. The response's 'close' comes however the exchange ends:
    // answered, failed, hijacked, or the socket dropped at any moment. Fastify's onResponse and
    // onRequestAbort each miss a hang-up between the body's arrival and the answer's end.
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) {
        request.clientGone = true;
        controllers.get(request)?.abort();
      }
      request.releaseDb?.();
    });
    const mode = request.routeOptions.config?.dbGate;
    if (mode === false || mode === 'afterUpload' || !request.routeOptions.config?.access) return;
    if (!(await enterDbGate(request))) return reply.hijack();
  });
});
