import { Menu, type MenuProps } from 'antd';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../../../stores/permission';
import { buildMenu, type MenuNode } from '../menu-tree';
import { describePath } from '../route-utils';
import { afterShown, deferred } from '../../../lib/deferred';

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

const holds = (node: MenuNode, key: string): boolean => node.key === key || Boolean(node.children?.some((child) => holds(child, key)));

/**
 * The menu with its closed groups empty, as it looks until one is opened. rc-menu draws every item
 * a second time, hidden, to learn the tree: on a list's first load that was about a tenth of its
 * time to the first row with the CPU slowed 4× (bench/pages.mjs), for items nobody sees yet.
 */
const closedGroupsEmptied = (nodes: MenuNode[], active: string) => nodes.map((node) => (node.children && !holds(node, active) ? { ...node, children: [] } : node));

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
  const active = describePath(routes ?? [], pathname, t).activeMenu;
  // the closed groups' items follow the page's first rows
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterShown(async () => mounted && startTransition(() => setWhole(true)));
    return () => {
      mounted = false;
    };
  }, []);
  const wholeItems = useMemo(() => toItems(nodes), [nodes]);
  const firstItems = useMemo(() => (whole ? undefined : toItems(closedGroupsEmptied(nodes, active))), [nodes, whole, active]);
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
      items={firstItems ?? wholeItems}
      selectedKeys={[active]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={onClick}
      aria-label={t('menu')}
    />
  );
}
