import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { loadAntdStyles } from './antd-styles';

export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: { confirm: (config: ModalFuncProps) => unknown };
  /** antd's small button, for a notification's actions: the request layer imports no antd of its own */
  actionButton: (label: string, onClick: () => void) => ReactNode;
}

/**
 * Messages shown from outside React (the request layer, the route guard). The app binds the
 * themed instances of antd's App.useApp() once its feedback host has loaded; before that (or in
 * code without the app) antd's static methods stand in, loaded on first use so that neither
 * weighs on the first page load.
 */
let current: Feedback | null = null;

export function bindFeedback(api: Feedback | null): void {
  current = api;
}

export function showFeedback(show: (f: Feedback) => void): void {
  if (current) {
    show(current);
    return;
  }
  // antd writes no CSS of its own (zero runtime, build/antd-zero-runtime.ts): its sheet comes first
  void Promise.all([import('./feedback-static'), loadAntdStyles()]).then(([{ staticFeedback }]) => show(current ?? staticFeedback));
}

const METHODS = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
} as const;

interface Instances {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalHookAPI;
}

/**
 * One of antd's feedback instances whose calls are handed to `show` once it has the real one: a
 * call made before it has loaded is shown then. What a call returns (a message's close, a dialog's
 * handle) comes as a promise of it, which callers here only ever `void`.
 */
export function forwarding<K extends keyof Instances>(part: K, show: (call: (real: Pick<Instances, K>) => void) => void): Instances[K] {
  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const method of METHODS[part]) {
    api[method] = (...args) =>
      new Promise((resolve) => {
        show((real) => resolve((real[part] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args)));
      });
  }
  return api as unknown as Instances[K];
}

// the host binds App.useApp()'s instances, the static fallback antd's static methods: both have them all
const viaHost = (call: (real: Instances) => void) => showFeedback((f) => call(f as unknown as Instances));
/**
 * antd's App.useApp() for the console frame and its pages, without antd's App in what a page loads
 * first (bench/pages.mjs): its messages, notices and dialogs are those of the feedback host.
 */
export const appFeedback: Instances = {
  message: forwarding('message', viaHost),
  notification: forwarding('notification', viaHost),
  modal: forwarding('modal', viaHost),
};
