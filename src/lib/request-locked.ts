/**
 * How the console shows that its session is locked on the server (a 423 answer): the lock store's
 * lock screen, not the login. The store sets it once at start (lib sits below the stores and
 * cannot import them).
 */
let showLockScreen: () => void = () => {};

export function onSessionLocked(handler: () => void): void {
  showLockScreen = handler;
}

export function sessionLocked(): void {
  showLockScreen();
}
