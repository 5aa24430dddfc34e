import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('../../src/stores/app');
}

describe('useAppStore', () => {
  beforeEach(() => {
    Cookies.remove('sidebarStatus');
    localStorage.clear();
  });

  it('opens the sidebar by default and reads the sidebarStatus cookie', async () => {
    expect((await freshStore()).useAppStore.getState().sidebar.opened).toBe(true);
    Cookies.set('sidebarStatus', '0');
    expect((await freshStore()).useAppStore.getState().sidebar.opened).toBe(false);
    Cookies.set('sidebarStatus', '1');
    expect((await freshStore()).useAppStore.getState().sidebar.opened).toBe(true);
  });

  it('writes 1 and 0 to the cookie when toggled and closed', async () => {
    const { useAppStore } = await freshStore();
    useAppStore.getState().toggleSidebar();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    useAppStore.getState().toggleSidebar();
    expect(Cookies.get('sidebarStatus')).toBe('1');
    useAppStore.getState().closeSidebar(true);
    expect(useAppStore.getState().sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(Cookies.get('sidebarStatus')).toBe('0');
  });

  it('defaults to size medium and persists a chosen size', async () => {
    const first = await freshStore();
    expect(first.useAppStore.getState().size).toBe('medium');
    first.useAppStore.getState().setSize('mini');
    expect(localStorage.getItem('size')).toBe('mini');
    expect((await freshStore()).useAppStore.getState().size).toBe('mini');
  });

  it('ignores an unknown stored size', async () => {
    localStorage.setItem('size', 'huge');
    expect((await freshStore()).useAppStore.getState().size).toBe('medium');
  });

  it('keeps the wide window\'s sidebar as the user left it through a narrow moment', async () => {
    const { useAppStore } = await freshStore();
    // Playwright sizing a page, or a window dragged narrow and back: mobile for a moment
    useAppStore.getState().toggleDevice('mobile');
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    useAppStore.getState().closeSidebar(false); // the drawer shut after a navigation on the phone
    useAppStore.getState().toggleSidebar(); // and opened by the hamburger
    expect(Cookies.get('sidebarStatus')).toBeUndefined();
    useAppStore.getState().toggleDevice('desktop');
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    // a sidebar the user folded stays folded the same way
    useAppStore.getState().toggleSidebar();
    useAppStore.getState().toggleDevice('mobile');
    useAppStore.getState().toggleDevice('desktop');
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(Cookies.get('sidebarStatus')).toBe('0');
  });

  it('switches the device', async () => {
    const { useAppStore } = await freshStore();
    expect(useAppStore.getState().device).toBe('desktop');
    useAppStore.getState().toggleDevice('mobile');
    expect(useAppStore.getState().device).toBe('mobile');
  });
});
