import { Suspense, type ReactNode } from 'react';
import {
  createHashRouter,
  Navigate,
  replace,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { getToken } from '../lib/auth';
import type { Preloadable } from '../lib/preloadable';
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
  SupplierPage,
  suspended,
} from './lazy-pages';
import { RootShell, RouteErrorPage, StartFallback } from './root-shell';
import { chunkLoader, hasPage, serverRouteObjects } from './route-objects';

export const ROOT_ID = 'root';
export const LAYOUT_ID = 'layout';
export const CATCH_ALL_ID = 'catch-all';



/** /dict/type/data/:dictId takes digits only (react-router params have no pattern of their own). */
export function digitsOnly({ params }: LoaderFunctionArgs): null {
  if (!/^\d+$/.test(params.dictId ?? '')) throw replace('/404');
  return null;
}

const dictDataLoader = (args: LoaderFunctionArgs) => {
  digitsOnly(args);
  return chunkLoader(DictDataPage)(args);
};

/** A route to a page of its own chunk, fetched by the route's loader (route-objects.tsx chunkLoader). */
function page(path: string, Page: Preloadable, element: ReactNode = <Page />): RouteObject {
  return { path, loader: chunkLoader(Page), element: suspended(element) };
}

/**
 * Where a page outside the console frame belongs: the phone area (warehouse staff) or the public
 * pages (drivers, suppliers). Both are drawn inside antd's App (lazy-pages.tsx phonePage); the tests
 * that sweep their controls take their routes from here (tests/web/phone-controls.test.tsx).
 */
export type RouteArea = 'phone' | 'public';
export const areaOf = (route: RouteObject): RouteArea | undefined => (route.handle as { area?: RouteArea } | undefined)?.area;
const inArea = (area: RouteArea, route: RouteObject): RouteObject => ({ ...route, handle: { area } });

/** Spec §2's constant routes, all under the root route whose loader is the guard. */
export function constantRoutes(): RouteObject[] {
  return [
    page('login', LoginPage),
    // on the guard's whitelist: self-registration, and RuoYi's third-party sign-in pages (none here)
    page('register', RegisterPage),
    page('bind', ExternalSignInPage),
    page('auth-redirect', ExternalSignInPage),
    inArea('phone', page('mobile', MobileLoginPage)),
    inArea('phone', page('mobile/index', MobileHomePage, <MobileHomePage hasPage={hasPage} />)),
    inArea('phone', page('mobile/bookingdelivery', BookingDeliveryPage)),
    inArea('phone', page('mobile/bookingdelivery/option', BookingOptionPage)),
    inArea('phone', page('mobile/outofstock', OutOfStockPage)),
    inArea('phone', page('mobile/outofstock/option', OutOfStockOptionPage)),
    // the driver pages, open without login (guard.ts WHITE_LIST)
    inArea('public', page('driverQRcode', DriverQrcodePage)),
    inArea('public', page('queryCar', QueryCarPage)),
    inArea('public', page('carList', CarListPage)),
    inArea('public', page('outofstockcarList', OutboundCarListPage)),
    // a supplier's booking link, open without login (guard.ts PUBLIC_PREFIXES)
    inArea('public', page('supplier/:token', SupplierPage)),
    page('404', NotFoundPage),
    {
      id: LAYOUT_ID,
      loader: chunkLoader(Layout),
      // the frame only: its page says when it has shown (lib/deferred.tsx)
      element: (
        <Suspense fallback={<PageLoading />}>
          <Layout />
        </Suspense>
      ),
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { ...page('index', HomePage), id: 'ViewIndex', handle: { affix: true, noCache: true } },
        page('user/profile', ProfilePage),
        { ...page('dict/type/data/:dictId', DictDataPage), loader: dictDataLoader },
        page('job/log', JobLogPage),
        page('gen/edit', GenEditPage),
        page('redirect/*', RedirectPage),
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
      hydrateFallbackElement: <StartFallback />,
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
