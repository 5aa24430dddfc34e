/**
 * Work a test file leaves scheduled must not outlive its window. Vitest tears jsdom down (window,
 * document gone) right after a file's last hook, but the worker lives on a moment longer: a timer
 * still pending then (antd's toast and motion timeouts, an interval, React's scheduler, which
 * runs on setImmediate) fires into a page that is gone, and React's first look at `window.event`
 * throws "window is not defined", an unhandled error that fails the run although every test passed.
 *
 * So every timer the file starts goes through here: `closeTimers()` (the last afterAll of
 * setup.ts) clears those still pending, and a callback that would run after that is dropped. This
 * module must load before React (setup.ts imports it first): the scheduler keeps the setImmediate
 * it finds when it loads.
 */

type Handle = unknown;
type Schedule = (this: unknown, callback: unknown, ...rest: unknown[]) => Handle;
type Clear = (this: unknown, handle: Handle) => void;

const pending = new Map<Handle, () => void>();
let closed = false;

/** Wraps a scheduling function: its callbacks are tracked, and dropped once the file is closed. */
function track<F>(fn: F, clear: Clear, repeats: boolean): F {
  const schedule = fn as unknown as Schedule;
  const wrapped = function (this: unknown, callback: unknown, ...rest: unknown[]) {
    if (typeof callback !== 'function') return schedule.call(this, callback, ...rest);
    const run = (...args: unknown[]) => {
      if (!repeats) pending.delete(handle);
      if (!closed) callback(...args);
    };
    const handle = schedule.call(this, run, ...rest);
    pending.set(handle, () => clear(handle));
    return handle;
  };
  // keep util.promisify.custom and the like
  Object.defineProperties(wrapped, Object.getOwnPropertyDescriptors(fn));
  return wrapped as unknown as F;
}

function untrack<F>(fn: F): F {
  const clear = fn as unknown as Clear;
  const wrapped = function (this: unknown, handle: Handle) {
    pending.delete(handle);
    return clear.call(this, handle);
  };
  Object.defineProperties(wrapped, Object.getOwnPropertyDescriptors(fn));
  return wrapped as unknown as F;
}

const original = { clearTimeout, clearInterval, clearImmediate } as unknown as Record<'clearTimeout' | 'clearInterval' | 'clearImmediate', Clear>;
globalThis.setTimeout = track(setTimeout, (h) => original.clearTimeout(h), false);
globalThis.setInterval = track(setInterval, (h) => original.clearInterval(h), true);
globalThis.setImmediate = track(setImmediate, (h) => original.clearImmediate(h), false);
globalThis.clearTimeout = untrack(clearTimeout);
globalThis.clearInterval = untrack(clearInterval);
globalThis.clearImmediate = untrack(clearImmediate);

/** How many timers of this file are still pending (for the test of this module). */
export const pendingTimers = () => pending.size;

/** Clears every timer still pending and drops any callback that would run later. */
export function closeTimers(): void {
  closed = true;
  for (const clear of pending.values()) clear();
  pending.clear();
}
