import { Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../../../stores/permission';
import { useTagsViewStore } from '../../../stores/tags-view';
import { affixRoutes, describePath } from '../route-utils';
import { TagContextMenu } from './tag-context-menu';
import { useTagActions } from './use-tag-actions';

export const HOME_PATH = '/index';

export function TagsView() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const views = useTagsViewStore((s) => s.visitedViews);
  const addView = useTagsViewStore((s) => s.addView);
  const actions = useTagActions();

  useEffect(() => {
    addView({ path: HOME_PATH, fullPath: HOME_PATH, title: t('home'), affix: true });
    for (const route of affixRoutes(routes ?? [])) addView({ ...route, fullPath: route.path, affix: true });
  }, [routes, addView, t]);

  useEffect(() => {
    if (pathname.startsWith('/redirect') || pathname === '/') return;
    const { title } = describePath(routes ?? [], pathname, t);
    addView({ path: pathname, fullPath: pathname + search, title });
  }, [pathname, search, routes, addView, t]);

  const items = views.map((view) => ({
    key: view.path,
    closable: !view.affix,
    label: <TagContextMenu view={view}>{view.title}</TagContextMenu>,
  }));

  return (
    <div className="tags-view">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={pathname}
        items={items}
        onChange={(key) => {
          const view = views.find((v) => v.path === key);
          if (view) navigate(view.fullPath);
        }}
        onEdit={(key, action) => {
          const view = views.find((v) => v.path === key);
          if (action === 'remove' && view) actions.close(view);
        }}
      />
    </div>
  );
}
