import { create } from 'zustand';
import { request } from '../lib/request';

/** Kept in the browser, so that a reload (or a second tab) opens on the lock screen, not the console. */
export const LOCK_KEY = 'screen-locked';

export interface LockState {
  locked: boolean;
  lock: () => void;
  /** asks the server (a wrong password counts toward the login lockout); rejects when refused */
  unlock: (password: string) => Promise<void>;
  /** the session is over (locked out, logged out): the lock goes with it */
  forget: () => void;
}

const stored = () => {
  try {
    return localStorage.getItem(LOCK_KEY) === '1';
  } catch {
    return false;
  }
};

export const useLockStore = create<LockState>()((set) => ({
  locked: stored(),
  lock: () => {
    localStorage.setItem(LOCK_KEY, '1');
    set({ locked: true });
  },
  unlock: async (password) => {
    await request({ url: '/unlockscreen', method: 'post', data: { password } });
    localStorage.removeItem(LOCK_KEY);
    set({ locked: false });
  },
  forget: () => {
    localStorage.removeItem(LOCK_KEY);
    set({ locked: false });
  },
}));
