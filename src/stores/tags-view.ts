import { create } from 'zustand';

export interface TagView {
  /** pathname, the identity of a tab */
  path: string;
  /** pathname plus query, where a click on the tab goes */
  fullPath: string;
  title: string;
  affix?: boolean;
}

export interface TagsViewState {
  visitedViews: TagView[];
  /** bumped by refreshView so the main area can remount the page */
  refreshKey: number;
  /** how often each tab (by path) was refreshed: a kept page remounts when its count moves */
  refreshed: Record<string, number>;
  addView: (view: TagView) => void;
  delView: (view: Pick<TagView, 'path'>) => TagView[];
  delOthersViews: (view: Pick<TagView, 'path'>) => TagView[];
  delAllViews: () => TagView[];
  refreshView: (view?: Pick<TagView, 'path'>) => void;
}

export const useTagsViewStore = create<TagsViewState>()((set, get) => ({
  visitedViews: [],
  refreshKey: 0,
  refreshed: {},
  addView: (view) => {
    const views = get().visitedViews;
    const index = views.findIndex((v) => v.path === view.path);
    if (index >= 0) {
      const current = views[index];
      const merged = { ...current, ...view, affix: current.affix || view.affix };
      set({ visitedViews: views.map((v, i) => (i === index ? merged : v)) });
      return;
    }
    if (view.affix) {
      // affixed tabs stay in front of the others
      const lastAffix = views.reduce((last, v, i) => (v.affix ? i : last), -1);
      const next = [...views];
      next.splice(lastAffix + 1, 0, view);
      set({ visitedViews: next });
      return;
    }
    set({ visitedViews: [...views, view] });
  },
  delView: (view) => {
    const next = get().visitedViews.filter((v) => v.affix || v.path !== view.path);
    set({ visitedViews: next });
    return next;
  },
  delOthersViews: (view) => {
    const next = get().visitedViews.filter((v) => v.affix || v.path === view.path);
    set({ visitedViews: next });
    return next;
  },
  delAllViews: () => {
    const next = get().visitedViews.filter((v) => v.affix);
    set({ visitedViews: next });
    return next;
  },
  refreshView: (view) =>
    set((s) => ({
      refreshKey: s.refreshKey + 1,
      refreshed: view ? { ...s.refreshed, [view.path]: (s.refreshed[view.path] ?? 0) + 1 } : s.refreshed,
    })),
}));
