import { lazy, useState, type ComponentType, type JSX } from 'react';
import { withAntdStyles, type AntdParts } from './antd-styles';

/** A component of its own chunk, with the chunk's loader. */
export type Preloadable<P extends object = object> = ComponentType<P> & { load: () => Promise<object> };

/**
 * A lazy component that renders at once when its chunk has already arrived. React.lazy suspends on
 * its first render even then, and React holds a suspended tree back until 300 ms after the last
 * fallback it showed: a console page waited that long after its chunk and its data had arrived.
 * Routes fetch their page's chunk in a loader (route-objects.tsx `chunkLoader`), so the page is
 * drawn in the same commit as its frame; a chunk not yet here still shows the Suspense fallback.
 */
export function preloadable<M extends object, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M> | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a later render or navigation tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => loadOnce().then((module) => ({ default: pick(module) })));
  function Preloaded(props: P) {
    // fixed for the instance's life: changing from the lazy wrapper to the component would remount it
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return Object.assign(Preloaded, { load: loadOnce });
}

/**
 * A page of its own chunk, drawn once antd's static sheet has arrived beside it, with the parts of
 * it the page draws first (antd-styles.ts, antd-parts.ts).
 */
export const antdPage = <M extends object, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  parts: AntdParts = [],
): Preloadable<P> => preloadable(withAntdStyles(load, parts), pick);
