import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../src/lib/i18n';
import { KeptPages, MAX_KEPT_PAGES } from '../../src/app/layout/kept-pages';
import { TagsView } from '../../src/app/layout/tags-view/tags-view';
import { usePermissionStore } from '../../src/stores/permission';
import { useTagsViewStore } from '../../src/stores/tags-view';
import { serverRoutes } from './layout-fixtures';

const mounts: Record<string, number> = {};

/** A page with a filter box, that counts its mounts and shows the query it sees. */
function Page({ name }: { name: string }) {
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [name]);
  return (
    <label>
      {name} filter
      <input aria-label={`${name} filter`} />
      <output aria-label={`${name} query`}>{search}</output>
      <button onClick={() => setOpen(true)}>{`open ${name} drawer`}</button>
      <Drawer open={open} title={`${name} drawer`} onClose={() => setOpen(false)}>
        {`${name} details`}
      </Drawer>
    </label>
  );
}

function setup(extra = 0) {
  usePermissionStore.setState({ routes: serverRoutes, sidebarRoutes: serverRoutes });
  const more = Array.from({ length: extra }, (_, i) => ({ path: `/p${i}`, element: <Page name={`p${i}`} /> }));
  const router = createMemoryRouter(
    [
      {
        element: (
          <App>
            <TagsView />
            <KeptPages />
          </App>
        ),
        children: [
          { path: '/a', element: <Page name="a" /> },
          { path: '/b', element: <Page name="b" /> },
          { path: '/c', handle: { meta: { noCache: true } }, element: <Page name="c" /> },
          ...more,
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  const go = (to: string) => act(() => router.navigate(to));
  return { go };
}

const box = (name: string) => screen.getByLabelText<HTMLInputElement>(`${name} filter`, { selector: 'input' });

beforeEach(() => {
  for (const key of Object.keys(mounts)) delete mounts[key];
  useTagsViewStore.setState({ visitedViews: [], refreshKey: 0, refreshed: {} });
});

describe('tabs keep their page alive', () => {
  it('finds a page as it was left when its tab is shown again, without mounting it again', async () => {
    const { go } = setup();
    await userEvent.type(box('a'), 'ACME');
    await go('/b');
    expect(box('a').closest('[hidden]')).not.toBeNull();
    await go('/a');
    expect(box('a').value).toBe('ACME');
    expect(box('a').closest('[hidden]')).toBeNull();
    expect(mounts).toEqual({ a: 1, b: 1 });
  });

  it('hides the open drawer of a page with it, and shows it again when the page comes back', async () => {
    const { go } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'open a drawer' }));
    expect(await screen.findByText('a details')).toBeVisible();
    await go('/b');
    expect(screen.getByText('a details')).not.toBeVisible();
    await go('/a');
    expect(screen.getByText('a details')).toBeVisible();
  });

  it('shows a hidden page the location it was left at, not the query of the tab shown', async () => {
    const { go } = setup();
    await go('/a?status=1');
    await go('/b?q=other');
    expect(screen.getByLabelText('a query')).toHaveTextContent('?status=1');
    expect(screen.getByLabelText('b query')).toHaveTextContent('?q=other');
  });

  it('mounts a "not cached" page afresh every time', async () => {
    const { go } = setup();
    await go('/c');
    await go('/a');
    expect(screen.queryByLabelText('c filter', { selector: 'input' })).toBeNull();
    await go('/c');
    expect(mounts.c).toBe(2);
  });

  it('lets a page go when its tab closes, and remounts it when its tab is refreshed', async () => {
    const { go } = setup();
    await go('/b');
    await userEvent.type(box('b'), 'x');
    await go('/a');
    act(() => void useTagsViewStore.getState().delView({ path: '/b' }));
    await go('/b');
    expect(box('b').value).toBe('');
    expect(mounts.b).toBe(2);
    await userEvent.type(box('b'), 'y');
    act(() => useTagsViewStore.getState().refreshView({ path: '/b' }));
    expect(box('b').value).toBe('');
    expect(mounts.b).toBe(3);
    expect(mounts.a).toBe(1);
  });

  it(`keeps at most ${MAX_KEPT_PAGES} pages, letting go of the one left longest ago`, async () => {
    const { go } = setup(MAX_KEPT_PAGES + 2);
    for (let i = 0; i < MAX_KEPT_PAGES + 2; i += 1) await go(`/p${i}`);
    expect(document.querySelectorAll('[data-kept-path]').length).toBe(MAX_KEPT_PAGES);
    expect(document.querySelector('[data-kept-path="/a"]')).toBeNull();
    expect(document.querySelector(`[data-kept-path="/p${MAX_KEPT_PAGES + 1}"]`)).not.toBeNull();
  });
});
