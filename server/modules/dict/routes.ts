import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictDataRoutes } from './data-routes.js';
import { dictTypeRoutes } from './type-routes.js';

/** /system/dict/type and /system/dict/data, sharing one cache of the enabled entries by type. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.dictCache;
  await app.register(dictTypeRoutes, { cache });
  await app.register(dictDataRoutes, { cache });
};
