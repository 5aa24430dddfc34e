import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermissionStore } from '../../../stores/permission';
import { useUserStore } from '../../../stores/user';
import { describePath } from '../route-utils';

/** Where the home crumb leads: warehouse staff (role LHY) live in the mobile area. */
export function homePath(roles: readonly string[] | undefined): string {
  return roles?.includes('LHY') ? '/mobile/index' : '/index';
}

export function AppBreadcrumb() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const roles = useUserStore((s) => s.roles);
  const routes = usePermissionStore((s) => s.routes);
  const home = homePath(roles);
  const { crumbs } = describePath(routes ?? [], pathname, t);
  const rest = crumbs.filter((c) => c.path !== home);

  const items = [
    { key: 'home', title: pathname === home ? t('home') : <Link to={home}>{t('home')}</Link> },
    ...rest.map((crumb, i) => ({
      key: crumb.path,
      title: crumb.clickable && i < rest.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
    })),
  ];
  return <Breadcrumb className="app-breadcrumb" items={items} />;
}
