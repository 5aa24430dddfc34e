import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../src/lib/preloadable';

const Page = ({ name }: { name: string }) => <h1>{name} page</h1>;

describe('preloadable', () => {
  it('draws a component whose chunk has arrived in the same render, never through the fallback', async () => {
    const Loaded = preloadable(async () => ({ Page }), (m) => m.Page);
    await Loaded.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Loaded name="orders" />
      </Suspense>,
    );
    // no act() flush, no awaited promise: the first commit already holds the page
    expect(screen.getByRole('heading', { name: 'orders page' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while the chunk is on its way, then the page', async () => {
    let arrive: (module: { Page: typeof Page }) => void = () => undefined;
    const Later = preloadable(() => new Promise<{ Page: typeof Page }>((resolve) => (arrive = resolve)), (m) => m.Page);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Later name="posts" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive({ Page }));
    expect(await screen.findByRole('heading', { name: 'posts page' })).toBeInTheDocument();
  });

  it('fetches the chunk once however often it is asked for, and again after a failure', async () => {
    let calls = 0;
    const Flaky = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { Page };
    }, (m) => m.Page);
    await expect(Flaky.load()).rejects.toThrow('offline');
    await Promise.all([Flaky.load(), Flaky.load()]);
    await Flaky.load();
    expect(calls).toBe(2);
  });
});
