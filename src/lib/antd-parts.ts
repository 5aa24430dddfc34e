/**
 * antd's components only some pages draw before their first rows, and those none do (uploads,
 * images, sliders, lists, timelines, alerts, results…): the build gives each its own small sheet
 * (build/antd-styles.ts), a page names the ones it draws first (pages/registry.ts, app/lazy-pages.tsx),
 * and the rest come with antd's whole sheet once the first page has shown. A page that draws one it
 * did not name shows it unstyled until then: the page sweep (tests/e2e/sweep.test.ts) finds those.
 * Each is the class prefix of its elements: `tree` is `.ant-tree` and `.ant-tree-*`.
 */
export const ANTD_PARTS = [
  'picker', 'radio', 'switch', 'tree', 'segmented', 'card', 'descriptions', 'typography', 'statistic', 'progress', 'skeleton',
  'upload', 'image', 'slider', 'list', 'timeline', 'alert', 'divider', 'ribbon', 'result', 'otp', 'masonry',
  // forms of the first part's components that first rows do not take: number fields come after
  // them (components/crud/field-types.tsx), the rest the console does not draw first
  'input-number', 'input-textarea', 'input-filled', 'input-underlined', 'input-borderless', 'select-multiple',
  'tabs-left', 'tabs-right', 'tabs-bottom', 'menu-horizontal', 'tag-checkable', 'listy',
] as const;

export type AntdPart = (typeof ANTD_PARTS)[number];

/** What every page draws first on a phone besides what it names: a list's rows are antd cards there (components/crud/card-list.tsx). */
export const PHONE_PARTS: readonly AntdPart[] = ['card'];

/** Whether a class is one of a component's, by the component's class prefix (`tree`: `ant-tree`, `ant-tree-*`). */
export const isClassOf = (className: string, prefix: string): boolean => className === `ant-${prefix}` || className.startsWith(`ant-${prefix}-`);

/** The part a class of an element belongs to, if any. */
export const partOfClass = (className: string): AntdPart | undefined => ANTD_PARTS.find((part) => isClassOf(className, part));
