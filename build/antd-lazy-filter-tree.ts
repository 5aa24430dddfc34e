import type { Plugin } from 'vite';

/** antd's table filter menu: it imports antd's Tree for `filterMode: 'tree'`, which no console column uses. */
const FILTER_DROPDOWN = /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const TREE_IMPORT = "import Tree from '../../../tree';";
// the tree arrives when a tree filter first opens, drawn inside its own Suspense: the page stays up
const LAZY_TREE = [
  "const LazyTree = React.lazy(() => import('../../../tree'));",
  'const Tree = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyTree, props));',
].join('\n');

/** FilterDropdown.js with its Tree fetched on first use; `code` as it was when the import is not there. */
export function withLazyFilterTree(code: string): string {
  if (!code.includes(TREE_IMPORT) || !code.includes("import * as React from 'react';")) return code;
  return code.replace(TREE_IMPORT, LAZY_TREE);
}

/** rc-tree's modules: its package declares no `sideEffects`, though its modules only define things. */
const RC_TREE = /[\\/]node_modules[\\/]@rc-component[\\/]tree[\\/]es[\\/]/;

/**
 * Every list draws antd's Table, and the Table brought antd's Tree and rc-tree (about 15 KB gzip)
 * to every list's first rows (bench/pages.mjs): its filter menu imports the Tree, and its row
 * selection takes four helpers from rc-tree's index, which imports the tree itself. A list with a
 * tree of its own (the users' departments) still loads it with its page.
 */
export function antdLazyFilterTree(): Plugin {
  return {
    name: 'antd-lazy-filter-tree',
    apply: 'build',
    transform: {
      filter: { id: [FILTER_DROPDOWN, RC_TREE] },
      handler: (code, id) =>
        FILTER_DROPDOWN.test(id) ? { code: withLazyFilterTree(code), map: null } : { code, map: null, moduleSideEffects: false },
    },
  };
}
