import { Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router';
import { rememberPath } from './guard';
import { useLockStore } from '../stores/lock';
import { LockScreenPage, NotFoundPage, RouteErrorContent, suspended } from './lazy-pages';
import { PageLoading } from './page-loading';

/** The root route: tells the guard where navigation comes from and scrolls every new page to the top. */
export function RootShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    rememberPath(pathname);
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return <Outlet />;
}

/** While the console starts: a spinner, or the lock screen when the session is locked (the guard waits for the unlock). */
export function StartFallback() {
  const locked = useLockStore((s) => s.locked);
  if (!locked) return <PageLoading fullscreen />;
  return (
    <Suspense fallback={<PageLoading fullscreen />}>
      <LockScreenPage />
    </Suspense>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return suspended(<NotFoundPage />);
  const detail = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : '';
  return suspended(<RouteErrorContent detail={detail} />);
}
