import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteProgress } from '../../src/app/layout/route-progress';

describe('the bar across the top while the next page loads', () => {
  it('shows while a route loader is at work and goes once the page is there', async () => {
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/a', element: <RouteProgress /> },
        { path: '/b', loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))), element: <RouteProgress /> },
      ],
      { initialEntries: ['/a'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector('.route-progress')).toBeNull();
    act(() => void router.navigate('/b'));
    await act(async () => undefined);
    expect(container.querySelector('.route-progress')).not.toBeNull();
    await act(async () => arrive());
    expect(router.state.location.pathname).toBe('/b');
    expect(container.querySelector('.route-progress')).toBeNull();
  });
});
