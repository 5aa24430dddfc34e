import { Tabs } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePermissionStore } from '../../../stores/permission';
import { useTagsViewStore } from '../../../stores/tags-view';
import { affixRoutes, describePath } from '../route-utils';
import { TagContextMenu } from './tag-context-menu';
import { useTagActions } from './use-tag-actions';

export const HOME_PATH = '/index';

/** antd's buttons inside the tab list: a tab's close button and the overflow menu's "more". */
const BUTTONS_IN_TABLIST = '.ant-tabs-tab-remove, .ant-tabs-nav-more';

/**
 * Keeps the tab list a valid one for assistive technology: a tab list holds only tabs, and antd puts
 * each tab's close button, and the "more" button, beside the tabs inside it (axe-core:
 * aria-required-children, critical). They stay for the mouse but leave the keyboard's and the
 * screen reader's way: a focused tab closes with Delete or Backspace (antd's own keys), and the arrow
 * keys reach every tab, scrolled-out ones too.
 */
function useTabListOfTabsOnly(root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const hide = () => {
      for (const button of el.querySelectorAll<HTMLElement>(BUTTONS_IN_TABLIST)) {
        if (button.getAttribute('aria-hidden') !== 'true') button.setAttribute('aria-hidden', 'true');
        if (button.getAttribute('tabindex') !== '-1') button.setAttribute('tabindex', '-1');
      }
    };
    hide();
    // antd sets a close button's tabindex again as its tab becomes the active one
    const observer = new MutationObserver(hide);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}

export function TagsView() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const routes = usePermissionStore((s) => s.routes);
  const views = useTagsViewStore((s) => s.visitedViews);
  const addView = useTagsViewStore((s) => s.addView);
  const actions = useTagActions();
  const root = useRef<HTMLDivElement>(null);
  useTabListOfTabsOnly(root);

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
    <div className="tags-view" ref={root}>
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
