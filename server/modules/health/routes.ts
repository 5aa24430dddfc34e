import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './repository.js';

const health = z.object({ code: z.number(), msg: z.string(), data: z.object({ status: z.string(), database: z.string(), uptime: z.number() }) });

export const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: { public: true }, dbGate: false },
    schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } },
  }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { code: 200, msg: 'ok', data: { status: 'up', database: app.database.kind, uptime: Math.round(process.uptime()) } };
    } catch {
      return reply.status(503).send({ code: 503, msg: 'database unreachable', data: { status: 'down', database: app.database.kind, uptime: Math.round(process.uptime()) } });
    }
  });
};
