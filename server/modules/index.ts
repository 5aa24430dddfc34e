import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { commonRoutes } from './common/routes.js';
import { configRoutes } from './config/routes.js';
import { dictRoutes } from './dict/routes.js';
import { healthRoutes } from './health/routes.js';
import { jobRoutes } from './job/routes.js';
import { homeRoutes } from './home/routes.js';
import { monitorRoutes } from './monitor/routes.js';
import { noticeRoutes } from './notice/routes.js';
import { profileRoutes } from './profile/routes.js';
// users, departments, posts
import { deptRoutes } from './dept/routes.js';
import { postRoutes } from './post/routes.js';
import { userRoutes } from './user/routes.js';
import { roleRoutes } from './role/routes.js';
import { menuRoutes } from './menu/routes.js';
// pre-orders
import { preorderRoutes } from './preorder/routes.js';
// orders
import { orderRoutes } from './order/routes.js';
// filings
import { filingRoutes } from './filing/routes.js';
// products
import { productRoutes } from './product/routes.js';
// appointments
import { appointmentRoutes } from './appointment/routes.js';
// public pages
import { publicRoutes } from './public/routes.js';
// warehouses
import { warehouseRoutes } from './warehouse/routes.js';

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
  userRoutes,
  deptRoutes,
  postRoutes,
  // roles, menus
  roleRoutes,
  menuRoutes,
  // notices, logs, online users, server
  noticeRoutes,
  monitorRoutes,
  // scheduled jobs
  jobRoutes,
  // pre-orders
  preorderRoutes,
  // orders
  orderRoutes,
  // filings
  filingRoutes,
  // products
  productRoutes,
  // appointments
  appointmentRoutes,
  // warehouses
  warehouseRoutes,
  // public pages
  publicRoutes,
];
