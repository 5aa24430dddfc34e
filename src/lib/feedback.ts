import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
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
