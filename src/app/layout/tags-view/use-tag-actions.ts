import { useLocation, useNavigate } from 'react-router';
import { useTagsViewStore, type TagView } from '../../../stores/tags-view';

/** The tab actions of spec §2: refresh, close current, close others, close all. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useTagsViewStore;

  const toLast = (views: TagView[]) => {
    const last = views[views.length - 1];
    navigate(last ? last.fullPath : '/');
  };

  return {
    isActive: (view: TagView) => view.path === pathname,
    refresh: (view: TagView) => {
      store.getState().refreshView(view);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    },
    close: (view: TagView) => {
      if (view.affix) return;
      const next = store.getState().delView(view);
      if (view.path === pathname) toLast(next);
    },
    closeOthers: (view: TagView) => {
      store.getState().delOthersViews(view);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    closeAll: () => {
      const next = store.getState().delAllViews();
      if (!next.some((v) => v.path === pathname)) toLast(next);
    },
  };
}
