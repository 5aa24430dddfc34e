import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { configRoutes } from './config/routes.js';
import { healthRoutes } from './health/routes.js';

/** Every module's routes, mounted under the API base path. Adding a module is one line here. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes, authRoutes, configRoutes];
