import { parseAst, type Plugin } from 'vite';

/** antd's factories of a component's style hook; their second argument writes its CSS rules. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
// a component's `style/` folder, and the click wave's `_util/wave/style.js`
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+[\\/]style(?:[\\/][^\\/]+)?\.js$/;
/** what a style function returns when it has nothing to write */
const NO_RULES = '() => []';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function* callsIn(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* callsIn(child);
    return;
  }
  const n = node as Node;
  if (n.type === 'CallExpression') yield n;
  for (const key of Object.keys(n)) if (key !== 'type' && key !== 'start' && key !== 'end') yield* callsIn(n[key]);
}

/**
 * A style module of antd's with the style functions its hooks are made of left out: `code` as it
 * was when it has none. Under zero runtime (app/antd-providers.tsx) the hooks never call them, and
 * the rules they would write are in the static sheet; the component tokens (the hooks' third
 * argument) still reach the page as CSS variables, so they stay.
 */
export function withoutStyleFunctions(code: string): string {
  const cuts: Node[] = [];
  for (const call of callsIn(parseAst(code))) {
    const callee = call.callee as Node & { name?: string };
    const args = call.arguments as Node[];
    if (callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(callee.name ?? '') && args.length > 1) cuts.push(args[1]);
  }
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((text, fn) => `${text.slice(0, fn.start)}${NO_RULES}${text.slice(fn.end)}`, code);
}

/**
 * Leaves out of the build the code that writes antd's CSS at run time (about half of each
 * component's weight in antd 6): the console draws with antd's static sheet instead
 * (build/antd-styles.ts). Only in builds: the dev server serves antd prebundled, unchanged.
 */
export function antdZeroRuntime(): Plugin {
  return {
    name: 'antd-zero-runtime',
    apply: 'build',
    transform: {
      filter: { id: STYLE_MODULE },
      handler: (code) => ({ code: withoutStyleFunctions(code), map: null }),
    },
  };
}
