import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../../../stores/permission';
import { buildMenu, type MenuNode } from '../menu-tree';
import { describePath } from '../route-utils';
import { deferred } from '../../../lib/deferred';

// some forty icons: drawn after the page's first rows, in a box of their size meanwhile
const MenuIcon = deferred(
  () => import('../../../components/menu-icon/menu-icon').then((m) => m.MenuIcon),
  <span className="anticon menu-icon-pending" aria-hidden="true" />,
);

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[], top = true): Item[] {
  return nodes.map((node) => {
    const icon = top ? <MenuIcon name={node.icon} leaf={!node.children} /> : undefined;
    if (node.children) return { key: node.key, icon, label: node.title, children: toItems(node.children, false) };
    return { key: node.key, icon, label: node.title, title: node.title };
  });
}

function indexNodes(nodes: MenuNode[], into = new Map<string, MenuNode>(), parent?: string) {
  for (const node of nodes) {
    into.set(node.key, node);
    if (parent) into.set(`parent:${node.key}`, { ...node, key: parent });
    if (node.children) indexNodes(node.children, into, node.key);
  }
  return into;
}

export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebarRoutes = usePermissionStore((s) => s.sidebarRoutes);
  const routes = usePermissionStore((s) => s.routes);
  const nodes = useMemo(() => buildMenu(sidebarRoutes ?? []), [sidebarRoutes]);
  const index = useMemo(() => indexNodes(nodes), [nodes]);
  const items = useMemo(() => toItems(nodes), [nodes]);
  const active = describePath(routes ?? [], pathname, t).activeMenu;
  const parentKey = index.get(`parent:${active}`)?.key;
  const [openKeys, setOpenKeys] = useState<string[]>(parentKey ? [parentKey] : []);

  useEffect(() => {
    if (parentKey) setOpenKeys((keys) => (keys.includes(parentKey) ? keys : [...keys, parentKey]));
  }, [parentKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = index.get(key);
    if (!node) return;
    if (node.external) window.open(node.external, '_blank', 'noopener');
    else navigate(node.to);
  };

  return (
    <Menu
      className="sidebar-menu"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[active]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={onClick}
      aria-label={t('menu')}
    />
  );
}
