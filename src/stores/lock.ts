import { create } from 'zustand';
import { onSessionLocked, request } from '../lib/request';

/**
 * The lock screen. The lock is the server's (POST /lockscreen): while it holds, the session answers
 * nothing but the lock screen's own calls, and a refused call (423) brings the lock screen up here,
 * after a reload or in another tab of the same session as well.
 */
export interface LockState {
  locked: boolean;
  /** covers the console at once and locks the session on the server */
  lock: () => Promise<void>;
  /** asks the server (a wrong password counts toward the login lockout); rejects when refused */
  unlock: (password: string) => Promise<void>;
  /** the session is over (locked out, logged out): the lock goes with it */
  forget: () => void;
}

export const useLockStore = create<LockState>()((set) => ({
  locked: false,
  lock: async () => {
    set({ locked: true });
    // should the call fail, the cover stays: unlocking asks the server all the same
    await request({ url: '/lockscreen', method: 'post' }).catch(() => undefined);
  },
  unlock: async (password) => {
    await request({ url: '/unlockscreen', method: 'post', data: { password } });
    set({ locked: false });
  },
  forget: () => set({ locked: false }),
}));

/** Resolves once the lock screen is gone (unlocked, or the session ended): the start-up waits on it (guard.ts). */
export function whenUnlocked(): Promise<void> {
  return new Promise((resolve) => {
    if (!useLockStore.getState().locked) return resolve();
    const stop = useLockStore.subscribe((s) => {
      if (s.locked) return;
      stop();
      resolve();
    });
  });
}

onSessionLocked(() => useLockStore.setState({ locked: true }));
