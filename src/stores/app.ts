import Cookies from 'js-cookie';
import { create } from 'zustand';

export type Device = 'desktop' | 'mobile';
export type AppSize = 'default' | 'medium' | 'small' | 'mini';
export const APP_SIZES: readonly AppSize[] = ['default', 'medium', 'small', 'mini'];

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_KEY = 'size';
const DEFAULT_SIZE: AppSize = 'medium';

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: AppSize;
  toggleSidebar: () => void;
  closeSidebar: (withoutAnimation?: boolean) => void;
  toggleDevice: (device: Device) => void;
  setSize: (size: AppSize) => void;
}

function readSidebarOpened(): boolean {
  const status = Cookies.get(SIDEBAR_COOKIE);
  return status === undefined ? true : status === '1';
}

function readSize(): AppSize {
  const stored = localStorage.getItem(SIZE_KEY);
  return APP_SIZES.includes(stored as AppSize) ? (stored as AppSize) : DEFAULT_SIZE;
}

/**
 * The sidebarStatus cookie keeps the user's choice for the wide window's sidebar only. A phone's
 * drawer opens and shuts without touching it, and a narrow window shuts the drawer without writing
 * it: a window that was narrow for a moment (Playwright sizing a new page, a browser window dragged
 * narrow and back) used to store "folded" and leave the sidebar as icons from then on.
 */
export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: { opened: readSidebarOpened(), withoutAnimation: false },
  device: 'desktop',
  size: readSize(),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    if (get().device === 'desktop') Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation = false) => {
    if (get().device === 'desktop') Cookies.set(SIDEBAR_COOKIE, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  toggleDevice: (device) => {
    if (device === get().device) return;
    // a phone starts with its drawer shut; back on a wide window, the sidebar is as the user left it
    set({ device, sidebar: { opened: device === 'desktop' && readSidebarOpened(), withoutAnimation: true } });
  },
  setSize: (size) => {
    localStorage.setItem(SIZE_KEY, size);
    set({ size });
  },
}));
