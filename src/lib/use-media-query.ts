import { useCallback, useSyncExternalStore } from 'react';

/** antd's xs breakpoint: a phone. */
export const PHONE_WIDTH = '(max-width: 575px)';
/** antd's xxl breakpoint: a wall screen. */
export const WALL_WIDTH = '(min-width: 1600px)';

/**
 * Whether the window matches a CSS media query, followed as the window is resized. Right from the
 * first render, unlike antd's Grid.useBreakpoint, which answers nothing until an effect has run:
 * a list drawn first at desk width and then at phone width animated its search field's width
 * (antd's inputs transition `all`) from 160 to 287 px as the page opened.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
