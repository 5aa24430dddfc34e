import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { commonRoutes } from './common/routes.js';
import { configRoutes } from './config/routes.js';
import { dictRoutes } from './dict/routes.js';
import { healthRoutes } from './health/routes.js';
import { homeRoutes } from './home/routes.js';
import { profileRoutes } from './profile/routes.js';

/** Every module's routes, mounted under the API base path. Adding a module is one line here. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  configRoutes,
  dictRoutes,
  commonRoutes,
  profileRoutes,
  homeRoutes,
  // users, departments, posts
  // roles, menus
  // notices, logs, online users, server
  // scheduled jobs
];
