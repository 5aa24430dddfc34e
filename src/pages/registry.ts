import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Server menu component key → page. Adding a page is one line here; a key the server sends but
 * this list lacks shows the 404 page.
 */
export const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  'system/config/index': lazy(() => import('./config/config-page').then((m) => ({ default: m.ConfigPage }))),
  'system/dict/index': lazy(() => import('./dict/dict-type-page').then((m) => ({ default: m.DictTypePage }))),
  // users, departments, posts
  'system/user/index': lazy(() => import('./user/user-page').then((m) => ({ default: m.UserPage }))),
  'system/dept/index': lazy(() => import('./dept/dept-page').then((m) => ({ default: m.DeptPage }))),
  'system/post/index': lazy(() => import('./post/post-page').then((m) => ({ default: m.PostPage }))),
  // roles, menus
  'system/role/index': lazy(() => import('./role/role-page').then((m) => ({ default: m.RolePage }))),
  'system/menu/index': lazy(() => import('./menu/menu-page').then((m) => ({ default: m.MenuPage }))),
  // notices, logs, online users, server
  'system/notice/index': lazy(() => import('./notice/notice-page').then((m) => ({ default: m.NoticePage }))),
  'monitor/operlog/index': lazy(() => import('./monitor/operlog/operlog-page').then((m) => ({ default: m.OperLogPage }))),
  'monitor/logininfor/index': lazy(() => import('./monitor/logininfor/logininfor-page').then((m) => ({ default: m.LoginLogPage }))),
  'monitor/online/index': lazy(() => import('./monitor/online/online-page').then((m) => ({ default: m.OnlinePage }))),
  'monitor/server/index': lazy(() => import('./monitor/server/server-page').then((m) => ({ default: m.ServerPage }))),
  // scheduled jobs
  'monitor/job/index': lazy(() => import('./job/job-page').then((m) => ({ default: m.JobPage }))),
  // pre-orders
  'biz/preorder/index': lazy(() => import('./preorder/preorder-page').then((m) => ({ default: m.PreorderPage }))),
  // orders
  'biz/order/index': lazy(() => import('./order/order-page').then((m) => ({ default: m.OrderPage }))),
  // filings
  'biz/filing/index': lazy(() => import('./filing/filing-page').then((m) => ({ default: m.FilingPage }))),
  // products
  'biz/product/index': lazy(() => import('./product/product-page').then((m) => ({ default: m.ProductPage }))),
  // appointments
  'biz/appointment/index': lazy(() => import('./appointment/appointment-page').then((m) => ({ default: m.AppointmentPage }))),
  // warehouses
  'biz/warehouse/index': lazy(() => import('./warehouse/warehouse-page').then((m) => ({ default: m.WarehousePage }))),
  'biz/slot/index': lazy(() => import('./slot/slot-page').then((m) => ({ default: m.SlotPage }))),
};
