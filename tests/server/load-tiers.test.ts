// @databases: embedded — no database: build and bundle checks
import { describe, expect, it } from 'vitest';
import { tiersOf, type SplitChunk } from '../../build/load-tiers';

const root = '/app';
/** A chunk as rolldown's own split hands it over: `modules` named by their path under the root. */
function chunk(fileName: string, modules: string[], imports: string[] = [], extra: Partial<SplitChunk> = {}): SplitChunk {
  return {
    fileName,
    moduleIds: modules.map((m) => `${root}/${m}`),
    imports,
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  };
}
const page = (fileName: string, module: string, imports: string[]) =>
  chunk(fileName, [module], imports, { isDynamicEntry: true, facadeModuleId: `${root}/${module}` });

/** The entry, the login page, the frame, two list pages, a home board and two drivers' pages. */
function split(): SplitChunk[] {
  return [
    chunk('index.js', ['src/main.tsx', 'node_modules/react/index.js'], [], {
      isEntry: true,
      facadeModuleId: `${root}/src/main.tsx`,
      dynamicImports: ['login.js', 'layout.js', 'post.js', 'user.js', 'home.js', 'car-list.js', 'query-car.js', 'feedback.js'],
    }),
    page('login.js', 'src/pages/login/login-page.tsx', ['index.js', 'form.js']),
    chunk('form.js', ['node_modules/antd/es/form/index.js'], ['index.js']),
    page('feedback.js', 'src/app/feedback-host.tsx', ['index.js', 'providers.js', 'modal.js']),
    chunk('providers.js', ['src/app/antd-providers.tsx', 'node_modules/antd/es/config-provider/index.js'], ['index.js']),
    page('layout.js', 'src/app/layout/layout.tsx', ['index.js', 'providers.js', 'menu.js']),
    chunk('menu.js', ['node_modules/antd/es/menu/index.js'], ['index.js']),
    chunk('crud.js', ['src/components/crud/crud-page.tsx'], ['index.js', 'input.js', 'table.js', 'select.js', 'tag.js'], { dynamicImports: ['edit-modal.js'] }),
    page('edit-modal.js', 'src/components/crud/edit-modal.tsx', ['index.js', 'input.js', 'modal.js']),
    chunk('input.js', ['node_modules/antd/es/input/index.js'], ['index.js']),
    chunk('modal.js', ['node_modules/antd/es/modal/index.js'], ['index.js']),
    chunk('table.js', ['node_modules/antd/es/table/index.js'], ['index.js']),
    chunk('select.js', ['node_modules/antd/es/select/index.js'], ['index.js']),
    chunk('tag.js', ['node_modules/antd/es/tag/index.js'], ['index.js']),
    page('post.js', 'src/pages/post/post-page.tsx', ['index.js', 'crud.js']),
    page('user.js', 'src/pages/user/user-page.tsx', ['index.js', 'crud.js']),
    page('home.js', 'src/pages/home/home-page.tsx', ['index.js', 'tag.js']),
    page('car-list.js', 'src/pages/public/car-list-page.tsx', ['index.js', 'table.js', 'select.js']),
    page('query-car.js', 'src/pages/public/query-car-page.tsx', ['index.js', 'select.js']),
  ];
}
const tierOf = (module: string) => tiersOf(split(), root).get(`${root}/${module}`);

describe('load tiers', () => {
  it('puts the entry with the login page and its libraries in one chunk', () => {
    expect(tierOf('src/main.tsx')).toBe('base');
    expect(tierOf('src/pages/login/login-page.tsx')).toBe('base');
    expect(tierOf('node_modules/antd/es/form/index.js')).toBe('base');
  });

  it("puts antd's providers with every page, and leaves its message, notice and dialog holders out", () => {
    expect(tierOf('src/app/antd-providers.tsx')).toBe('antd');
    expect(tierOf('node_modules/antd/es/config-provider/index.js')).toBe('antd');
    expect(tierOf('src/app/feedback-host.tsx')).toBeUndefined();
    expect(tierOf('node_modules/antd/es/modal/index.js')).toBeUndefined();
  });

  it('puts what only console pages need in the frame, and what only list pages need in the list', () => {
    expect(tierOf('src/app/layout/layout.tsx')).toBe('frame');
    expect(tierOf('node_modules/antd/es/menu/index.js')).toBe('frame');
    expect(tierOf('src/components/crud/crud-page.tsx')).toBe('list');
  });

  it("counts a list's dialogs among the pages that load the list, and leaves them their own chunk", () => {
    expect(tierOf('node_modules/antd/es/input/index.js')).toBe('list');
    expect(tierOf('node_modules/antd/es/modal/index.js')).toBeUndefined();
  });

  it('keeps what other pages need out of the list, grouped by who else opens it', () => {
    // the table and the select: both needed by the drivers' pages, which count as one audience
    expect(tierOf('node_modules/antd/es/table/index.js')).toBe(tierOf('node_modules/antd/es/select/index.js'));
    expect(tierOf('node_modules/antd/es/table/index.js')).toMatch(/^list-\d+$/);
    // the tag: needed by the home board too, not by the drivers
    expect(tierOf('node_modules/antd/es/tag/index.js')).toMatch(/^list-\d+$/);
    expect(tierOf('node_modules/antd/es/tag/index.js')).not.toBe(tierOf('node_modules/antd/es/table/index.js'));
  });

  it('leaves a page its own chunk', () => {
    expect(tierOf('src/pages/post/post-page.tsx')).toBeUndefined();
    expect(tierOf('src/pages/public/car-list-page.tsx')).toBeUndefined();
  });

  it('says which tier it cannot find', () => {
    expect(() => tiersOf(split().filter((c) => c.fileName !== 'layout.js'), root)).toThrow(/src\/app\/layout\/layout\.tsx/);
  });
});
