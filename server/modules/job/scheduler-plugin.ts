import fp from 'fastify-plugin';
import { JobScheduler } from './scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: JobScheduler;
  }
}

/**
 * The job scheduler of this process: started when the app is ready (unless SCHEDULER_ENABLED is
 * false), stopped before the database closes. Manual runs work either way.
 */
export const schedulerPlugin = fp(async (app) => {
  const scheduler = new JobScheduler(app.db, { db: app.db, config: app.config, database: app.database }, app.log);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => {
    if (!app.config.schedulerEnabled) return;
    try {
      await scheduler.start();
    } catch (error) {
      app.log.error({ err: error }, 'scheduler did not start');
    }
  });
  app.addHook('preClose', async () => scheduler.stop());
});
