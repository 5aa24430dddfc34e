import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of lib/deferred (its "shown" moment is once per page load), and whether it has come. */
async function freshDeferred() {
  vi.resetModules();
  const deferred = await import('../../src/lib/deferred');
  const seen = { shown: false };
  void deferred.afterShown(async () => {
    seen.shown = true;
  });
  return { ...deferred, seen };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('what waits for the first page to show', () => {
  it('goes once a page without a list has mounted', async () => {
    const { ShownOnMount, seen } = await freshDeferred();
    await tick();
    expect(seen.shown).toBe(false);
    render(
      <>
        <p>a page</p>
        <ShownOnMount />
      </>,
    );
    await tick();
    expect(seen.shown).toBe(true);
  });

  it('waits for every hold the page took while mounting, then goes', async () => {
    const { ShownOnMount, holdShown, seen } = await freshDeferred();
    const releases: (() => void)[] = [];
    function List() {
      // as useCrudList does: a hold taken in the effect that asks for the first rows
      releases.push(holdShown());
      return null;
    }
    render(
      <>
        <List />
        <List />
        <ShownOnMount />
      </>,
    );
    await tick();
    expect(seen.shown).toBe(false);
    releases[0]();
    releases[0]();
    await tick();
    expect(seen.shown).toBe(false);
    releases[1]();
    await tick();
    expect(seen.shown).toBe(true);
    // once shown, later holds hold nothing back
    expect(holdShown()).toBeTypeOf('function');
  });

  it('goes SHOWN_AT_LATEST_MS after the page mounted when a hold is never released, and not before the page mounts', async () => {
    vi.useFakeTimers();
    try {
      const { SHOWN_AT_LATEST_MS, ShownOnMount, holdShown, seen } = await freshDeferred();
      await vi.advanceTimersByTimeAsync(SHOWN_AT_LATEST_MS * 2);
      expect(seen.shown).toBe(false);
      function List() {
        holdShown();
        return null;
      }
      render(
        <>
          <List />
          <ShownOnMount />
        </>,
      );
      await vi.advanceTimersByTimeAsync(SHOWN_AT_LATEST_MS - 10);
      expect(seen.shown).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(seen.shown).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
