import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxCounts } from '../clearance/outbox.js';
import { pingDatabase } from './repository.js';

const health = z.object({ code: z.number(), msg: z.string(), data: z.object({ status: z.string(), database: z.string(), uptime: z.number(), outbox: z.object({ queued: z.number(), failed: z.number() }).optional() }) });
const readiness = z.object({ code: z.number(), msg: z.string(), data: z.object({ status: z.enum(['ready', 'not ready']), database: z.string() }) });

/** How long readiness waits for `select 1`: a database that takes longer is not ready for traffic. */
const READY_WAIT_MS = 2000;

export const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: { public: true }, dbGate: false },
    schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } },
  }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      // the mail outbox: queued mails piling up, or failed ones, mean the SMTP side needs a look
      const outbox = await outboxCounts(app.db);
      return { code: 200, msg: 'ok', data: { status: 'up', database: app.database.kind, uptime: Math.round(process.uptime()), outbox } };
    } catch {
      return reply.status(503).send({ code: 503, msg: 'database unreachable', data: { status: 'down', database: app.database.kind, uptime: Math.round(process.uptime()) } });
    }
  });

  // for a load balancer: send this instance traffic or not. Outside the gate's queue, so a full
  // queue does not read as a dead database; while shutting down Fastify itself answers 503.
  app.get('/health/ready', {
    config: { access: { public: true }, dbGate: false },
    schema: { tags: ['health'], summary: 'Readiness: 200 when the database answers select 1, else 503', response: { 200: readiness, 503: readiness } },
  }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([pingDatabase(app.db), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READY_WAIT_MS)))]);
      return { code: 200, msg: 'ready', data: { status: 'ready' as const, database: app.database.kind } };
    } catch {
      return reply.status(503).send({ code: 503, msg: 'database not answering', data: { status: 'not ready', database: app.database.kind } });
    } finally {
      clearTimeout(timer);
    }
  });
};
