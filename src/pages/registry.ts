import { antdPage, type Preloadable } from '../lib/preloadable';

/** A page of its own chunk that also hands out its module (tests read a list page's definition from it). */
export type RegisteredPage = Preloadable;

const page = antdPage;

/**
 * Server menu component key → page. Adding a page is one line here; a key the server sends but
 * this list lacks shows the 404 page. A page's third argument names the parts of antd's sheet it
 * draws its first rows with besides the first one (lib/antd-parts.ts; the page sweep checks it).
 */
export const pages: Record<string, RegisteredPage> = {
  'system/config/index': page(() => import('./config/config-page'), (m) => m.ConfigPage),
  'system/dict/index': page(() => import('./dict/dict-type-page'), (m) => m.DictTypePage),
  // users, departments, posts
  'system/user/index': page(() => import('./user/user-page'), (m) => m.UserPage, ['card', 'switch']),
  'system/dept/index': page(() => import('./dept/dept-page'), (m) => m.DeptPage),
  'system/post/index': page(() => import('./post/post-page'), (m) => m.PostPage),
  // roles, menus
  'system/role/index': page(() => import('./role/role-page'), (m) => m.RolePage, ['switch']),
  'system/menu/index': page(() => import('./menu/menu-page'), (m) => m.MenuPage),
  // notices, logs, online users, server
  'system/notice/index': page(() => import('./notice/notice-page'), (m) => m.NoticePage),
  'monitor/operlog/index': page(() => import('./monitor/operlog/operlog-page'), (m) => m.OperLogPage),
  'monitor/logininfor/index': page(() => import('./monitor/logininfor/logininfor-page'), (m) => m.LoginLogPage),
  'monitor/online/index': page(() => import('./monitor/online/online-page'), (m) => m.OnlinePage),
  'monitor/server/index': page(() => import('./monitor/server/server-page'), (m) => m.ServerPage, ['card', 'descriptions', 'typography', 'statistic', 'progress']),
  // scheduled jobs
  'monitor/job/index': page(() => import('./job/job-page'), (m) => m.JobPage, ['switch']),
  // pre-orders
  'biz/preorder/index': page(() => import('./preorder/preorder-page'), (m) => m.PreorderPage),
  // orders
  'biz/order/index': page(() => import('./order/order-page'), (m) => m.OrderPage, ['radio', 'typography']),
  // filings
  'biz/filing/index': page(() => import('./filing/filing-page'), (m) => m.FilingPage),
  // clearance documents
  'biz/clearance/index': page(() => import('./clearance/clearance-page'), (m) => m.ClearancePage),
  // inventory and outbound containers
  'biz/inventory/index': page(() => import('./inventory/inventory-page'), (m) => m.InventoryPage),
  'biz/container/index': page(() => import('./container/container-page'), (m) => m.ContainerPage),
  // products
  'biz/product/index': page(() => import('./product/product-page'), (m) => m.ProductPage),
  // appointments
  'biz/appointment/index': page(() => import('./appointment/appointment-page'), (m) => m.AppointmentPage, ['select-multiple']),
  // warehouses
  'biz/warehouse/index': page(() => import('./warehouse/warehouse-page'), (m) => m.WarehousePage),
  'biz/slot/index': page(() => import('./slot/slot-page'), (m) => m.SlotPage, ['picker', 'segmented', 'typography']),
  // supplier booking links (issue 38)
  'biz/supplierLink/index': page(() => import('./supplier-link/supplier-link-page'), (m) => m.SupplierLinkPage),
  // code generator
  'tool/gen/index': page(() => import('./gen/gen-page'), (m) => m.GenPage),
  // app versions
  'biz/appVersion/index': page(() => import('./app-version/app-version-page'), (m) => m.AppVersionPage),
};
