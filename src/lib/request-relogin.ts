import { showFeedback } from './feedback';
import { page, tl } from './i18n';

/**
 * How a session ends when the user chooses to log in again: the user store's logout. The store
 * sets it once at start (lib sits below the stores and cannot import them).
 */
let endSession: () => Promise<void> = async () => {};

export function onSessionEnd(handler: () => Promise<void>): void {
  endSession = handler;
}

let reloginShown = false;

/** An expired login: one prompt, however many calls fail together; "log in again" ends the session. */
export function promptRelogin(): void {
  if (reloginShown) return;
  reloginShown = true;
  showFeedback((f) => f.modal.confirm({
    title: tl('relogin.title'),
    content: tl('relogin.content'),
    okText: tl('relogin.confirm'),
    cancelText: tl('relogin.cancel'),
    onOk: async () => {
      try {
        await endSession();
      } finally {
        window.location.href = '#/index';
        page.reload();
      }
    },
    onCancel: () => {
      reloginShown = false;
    },
  }));
}

/** For tests: forget that a re-login prompt is open. */
export function resetReloginPrompt(): void {
  reloginShown = false;
}
