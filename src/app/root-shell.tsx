import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router';
import { rememberPath } from './guard';
import { NotFoundPage, RouteErrorContent, suspended } from './lazy-pages';

/** The root route: tells the guard where navigation comes from and scrolls every new page to the top. */
export function RootShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    rememberPath(pathname);
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return <Outlet />;
}

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return suspended(<NotFoundPage />);
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : '';
  return suspended(<RouteErrorContent detail={detail} />);
}
