import { beforeEach, describe, expect, it } from 'vitest';
import { useTagsViewStore, type TagView } from '../../src/stores/tags-view';

const home: TagView = { path: '/index', fullPath: '/index', title: '首页', affix: true };
const config: TagView = { path: '/system/config', fullPath: '/system/config', title: '参数设置' };
const dict: TagView = { path: '/system/dict', fullPath: '/system/dict?x=1', title: '字典管理' };
const paths = () => useTagsViewStore.getState().visitedViews.map((v) => v.path);

describe('useTagsViewStore', () => {
  beforeEach(() => useTagsViewStore.setState({ visitedViews: [], refreshKey: 0 }));

  it('adds each view once and updates its query and title', () => {
    const { addView } = useTagsViewStore.getState();
    addView(config);
    addView(dict);
    addView({ ...config, fullPath: '/system/config?page=2', title: 'Config' });
    expect(paths()).toEqual(['/system/config', '/system/dict']);
    expect(useTagsViewStore.getState().visitedViews[0]).toMatchObject({
      fullPath: '/system/config?page=2',
      title: 'Config',
    });
  });

  it('keeps affixed views in front', () => {
    const { addView } = useTagsViewStore.getState();
    addView(config);
    addView(home);
    expect(paths()).toEqual(['/index', '/system/config']);
  });

  it('never closes an affixed view', () => {
    const s = useTagsViewStore.getState();
    [home, config, dict].forEach(s.addView);
    expect(s.delView(home).map((v) => v.path)).toEqual(['/index', '/system/config', '/system/dict']);
    expect(s.delView(config).map((v) => v.path)).toEqual(['/index', '/system/dict']);
  });

  it('closes the others but keeps the affixed and the chosen view', () => {
    const s = useTagsViewStore.getState();
    [home, config, dict].forEach(s.addView);
    expect(s.delOthersViews(dict).map((v) => v.path)).toEqual(['/index', '/system/dict']);
  });

  it('closes all but the affixed views', () => {
    const s = useTagsViewStore.getState();
    [home, config, dict].forEach(s.addView);
    expect(s.delAllViews()).toEqual([home]);
    expect(paths()).toEqual(['/index']);
  });

  it('bumps the refresh key', () => {
    useTagsViewStore.getState().refreshView(config);
    expect(useTagsViewStore.getState().refreshKey).toBe(1);
  });
});
