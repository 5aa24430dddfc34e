/**
 * The icon names the sidebar draws (src/app/layout/sidebar/menu-icon.tsx maps them to antd icons);
 * tests/web/pages-menu.test.tsx checks that each one is mapped there.
 */
export const menuIconNames = [
  'dashboard', 'index', 'home', 'system', 'setting', 'monitor', 'tool', 'guide', 'link', 'user', 'peoples', 'people',
  'tree-table', 'tree', 'post', 'dict', 'edit', 'message', 'log', 'form', 'logininfor', 'online', 'server', 'redis',
  'redis-list', 'job', 'time', 'date', 'code', 'build', 'bug', 'list', 'table', 'chart', 'lock', 'password', 'email',
  'search', 'question', 'documentation', 'education', 'phone', 'order', 'shopping', 'filing', 'customs', 'clearance',
  'truck', 'car', 'delivery', 'appointment', 'schedule', 'inventory', 'warehouse', 'container', 'outbound', 'product',
  'goods', 'profile', 'tags', 'component',
] as const;
