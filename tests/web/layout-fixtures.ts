import type { RouteRecord } from '../../contract/auth';

/** Server routes shaped as RuoYi's /getRouters returns them. */
export const serverRoutes: RouteRecord[] = [
  {
    name: 'System',
    path: '/system',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: '系统管理', icon: 'system' },
    children: [
      { name: 'Config', path: 'config', component: 'system/config/index', meta: { title: '参数设置', icon: 'edit' } },
      { name: 'Dict', path: 'dict', component: 'system/dict/index', meta: { title: '字典管理', icon: 'dict' } },
      { name: 'Secret', path: 'secret', hidden: true, component: 'system/secret/index', meta: { title: '隐藏页' } },
    ],
  },
  {
    path: '/order',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: '订单管理', icon: 'order' },
    children: [
      { name: 'PreOrder', path: 'pre', component: 'order/pre/index', meta: { title: '预订单', icon: 'list' } },
      {
        name: 'Hidden',
        path: 'hidden',
        component: 'order/hidden/index',
        meta: { title: '不显示面包屑', breadcrumb: false },
      },
    ],
  },
  {
    path: '/',
    component: 'Layout',
    children: [{ name: 'Log', path: 'applog', component: 'app/log/index', meta: { title: '版本日志', icon: 'phone' } }],
  },
  { path: 'https://www.example.com/help', meta: { title: '帮助文档', icon: 'guide' } },
];
