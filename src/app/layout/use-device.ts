import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../stores/app';

/** Spec §9: below 992 px wide the layout is mobile. */
export const MOBILE_BREAKPOINT = 992;

export function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT;
}

/**
 * Follows the window width; on mobile the sidebar (a drawer there) closes, and it closes again after
 * each navigation. Neither writes the wide window's folded state (stores/app.ts toggleDevice).
 */
export function useDevice() {
  const { pathname } = useLocation();

  useEffect(() => {
    const update = () => {
      const { device, toggleDevice } = useAppStore.getState();
      const mobile = isMobileWidth();
      if (mobile !== (device === 'mobile')) toggleDevice(mobile ? 'mobile' : 'desktop');
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  useEffect(() => {
    const { device, sidebar, closeSidebar } = useAppStore.getState();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}
