import { Suspense } from 'react';
import {
  createHashRouter,
  Navigate,
  replace,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { getToken } from '../lib/auth';
import { usePermissionStore } from '../stores/permission';
import { guardLoader, loadSession, sessionLoaded } from './guard';
import { prefetchPageOf } from './prefetch';
import { PageLoading } from './page-loading';
import {
  BookingDeliveryPage,
  BookingOptionPage,
  CarListPage,
  OutboundCarListPage,
  OutOfStockOptionPage,
  OutOfStockPage,
  DictDataPage,
  DriverQrcodePage,
  HomePage,
  JobLogPage,
  GenEditPage,
  Layout,
  LoginPage,
  RegisterPage,
  ExternalSignInPage,
  MobileHomePage,
  MobileLoginPage,
  NotFoundPage,
  ProfilePage,
  QueryCarPage,
  RedirectPage,
  suspended,
} from './lazy-pages';
import { RootShell, RouteErrorPage } from './root-shell';
import { hasPage, serverRouteObjects } from './route-objects';

export const ROOT_ID = 'root';
export const LAYOUT_ID = 'layout';
export const CATCH_ALL_ID = 'catch-all';



/** /dict/type/data/:dictId takes digits only (react-router params have no pattern of their own). */
export function digitsOnly({ params }: LoaderFunctionArgs): null {
  if (!/^\d+$/.test(params.dictId ?? '')) throw replace('/404');
  return null;
}

/** Spec §2's constant routes, all under the root route whose loader is the guard. */
export function constantRoutes(): RouteObject[] {
  return [
    { path: 'login', element: suspended(<LoginPage />) },
    // on the guard's whitelist: self-registration, and RuoYi's third-party sign-in pages (none here)
    { path: 'register', element: suspended(<RegisterPage />) },
    { path: 'bind', element: suspended(<ExternalSignInPage />) },
    { path: 'auth-redirect', element: suspended(<ExternalSignInPage />) },
    { path: 'mobile', element: suspended(<MobileLoginPage />) },
    { path: 'mobile/index', element: suspended(<MobileHomePage hasPage={hasPage} />) },
    { path: 'mobile/bookingdelivery', element: suspended(<BookingDeliveryPage />) },
    { path: 'mobile/bookingdelivery/option', element: suspended(<BookingOptionPage />) },
    { path: 'mobile/outofstock', element: suspended(<OutOfStockPage />) },
    { path: 'mobile/outofstock/option', element: suspended(<OutOfStockOptionPage />) },
    // the driver pages, open without login (guard.ts WHITE_LIST)
    { path: 'driverQRcode', element: suspended(<DriverQrcodePage />) },
    { path: 'queryCar', element: suspended(<QueryCarPage />) },
    { path: 'carList', element: suspended(<CarListPage />) },
    { path: 'outofstockcarList', element: suspended(<OutboundCarListPage />) },
    { path: '404', element: suspended(<NotFoundPage />) },
    {
      id: LAYOUT_ID,
      // the frame only: its page says when it has shown (lib/deferred.tsx)
      element: (
        <Suspense fallback={<PageLoading />}>
          <Layout />
        </Suspense>
      ),
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: 'index', id: 'ViewIndex', handle: { affix: true, noCache: true }, element: suspended(<HomePage />) },
        { path: 'user/profile', element: suspended(<ProfilePage />) },
        { path: 'dict/type/data/:dictId', loader: digitsOnly, element: suspended(<DictDataPage />) },
        { path: 'job/log', element: suspended(<JobLogPage />) },
        { path: 'gen/edit', element: suspended(<GenEditPage />) },
        { path: 'redirect/*', element: suspended(<RedirectPage />) },
      ],
    },
  ];
}

export const catchAllRoute: RouteObject = { id: CATCH_ALL_ID, path: '*', element: <Navigate to="/404" replace /> };

export function appRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      path: '/',
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading fullscreen />,
      loader: guardLoader,
      // the guard decides every navigation, not only those that change the root's params
      shouldRevalidate: () => true,
      children: constantRoutes(),
    },
  ];
}

/**
 * Server routes arrive after start-up, so they are discovered, not declared: react-router calls
 * this before matching any path it cannot match (or can only match through a param or the
 * catch-all). With a session we fetch user info and routes first (loadSession is shared with the
 * guard, so it runs once; the console frame and the page the address names start loading
 * meanwhile, see prefetch.ts) and patch them into the layout; only then is the catch-all patched in,
 * after them. A refresh on a server page therefore matches that page, never /404. Without a
 * session there are no server routes yet; the catch-all goes in so the guard still runs and sends
 * the visitor to log in. Patching is idempotent (routes carry ids) and specific paths outrank '*'.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (getToken()) {
    // discovery runs before any loader: the frame and the page's chunk start beside getInfo here
    if (!sessionLoaded()) prefetchPageOf(path);
    const outcome = await loadSession();
    if (outcome.ok) patch(LAYOUT_ID, serverRouteObjects(usePermissionStore.getState().serverRoutes));
  }
  patch(ROOT_ID, [catchAllRoute]);
};

export function createAppRouter() {
  return createHashRouter(appRoutes(), { patchRoutesOnNavigation: discoverRoutes });
}
