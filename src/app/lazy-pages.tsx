import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ShownOnMount } from '../lib/deferred';
import { loadOutsideFrameLanguage } from '../lib/i18n';
import type { AntdParts } from '../lib/antd-styles';
import { antdPage, preloadable } from '../lib/preloadable';
import { PageLoading } from './page-loading';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lazyNamed = <K extends string, P extends object = any>(load: () => Promise<Record<K, ComponentType<P>>>, name: K, parts: AntdParts = []) =>
  antdPage(load, (m) => m[name], parts);

/**
 * A page drawn outside the console frame, in antd's providers: the app puts none around every page,
 * so that the login page, which draws no antd, loads none (antd-providers.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const outsideFrame = <K extends string, P extends object = any>(load: () => Promise<Record<K, ComponentType<P>>>, name: K, wrapper: () => Promise<Wrap> = providersOnly) =>
  lazyNamed(
    () => Promise.all([load(), wrapper(), loadOutsideFrameLanguage()]).then(([page, wrap]) => ({ [name]: wrap(page[name]) }) as Record<K, ComponentType<P>>),
    name,
    // standalone pages, each with its own budget: every part of antd's first-paint sheet, in one file
    'all',
  );

type Wrap = <P extends object>(Page: ComponentType<P>) => ComponentType<P>;
const providersOnly = () => import('./antd-providers').then((m): Wrap => m.withAntdProviders);
const withApp = () => import('./antd-app').then((m): Wrap => m.withAntdApp);

/**
 * A page of the phone area or a public (driver, supplier) page: outside the frame, with antd's App
 * around it (antd-app.tsx), so that every one of them has working dialogs and messages.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const phonePage = <K extends string, P extends object = any>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) => outsideFrame(load, name, withApp);

/** A page of its own chunk; once it has mounted, what the console deferred may load (lib/deferred.tsx). */
export const suspended = (node: ReactNode) => (
  <Suspense fallback={<PageLoading />}>
    {node}
    <ShownOnMount />
  </Suspense>
);

// Every page is its own chunk; what pages share is grouped by who loads it (build/load-tiers.ts).
/** The console frame; prefetch.ts starts it beside getInfo. */
export const Layout = lazyNamed(() => import('./layout/layout'), 'Layout');
/** In the entry, with neither antd's providers nor its sheet: the login form draws no antd. */
export const LoginPage = preloadable(() => import('../pages/login/login-page'), (m) => m.LoginPage);
export const RegisterPage = outsideFrame(() => import('../pages/register/register-page'), 'RegisterPage');
export const ExternalSignInPage = outsideFrame(() => import('../pages/register/register-page'), 'ExternalSignInPage');
export const MobileLoginPage = phonePage(() => import('../pages/mobile/mobile-login-page'), 'MobileLoginPage');
export const MobileHomePage = phonePage(() => import('../pages/mobile/mobile-home-page'), 'MobileHomePage');
export const BookingDeliveryPage = phonePage(() => import('../pages/mobile/booking-delivery-page'), 'BookingDeliveryPage');
export const BookingOptionPage = phonePage(() => import('../pages/mobile/booking-option-page'), 'BookingOptionPage');
export const OutOfStockPage = phonePage(() => import('../pages/mobile/outofstock-page'), 'OutOfStockPage');
export const OutOfStockOptionPage = phonePage(() => import('../pages/mobile/outofstock-option-page'), 'OutOfStockOptionPage');
// the driver pages: no login (guard.ts WHITE_LIST)
export const DriverQrcodePage = phonePage(() => import('../pages/public/driver-qrcode-page'), 'DriverQrcodePage');
export const QueryCarPage = phonePage(() => import('../pages/public/query-car-page'), 'QueryCarPage');
export const CarListPage = phonePage(() => import('../pages/public/car-list-page'), 'CarListPage');
export const OutboundCarListPage = phonePage(() => import('../pages/public/outbound-car-list-page'), 'OutboundCarListPage');
// a supplier's booking link: no login either (guard.ts PUBLIC_PREFIXES)
export const SupplierPage = phonePage(() => import('../pages/public/supplier/supplier-page'), 'SupplierPage');
/** The lock screen of a console that starts locked (root-shell.tsx StartFallback); the frame draws its own. */
export const LockScreenPage = outsideFrame(() => import('./layout/lock-screen'), 'LockScreen');
export const NotFoundPage = outsideFrame(() => import('../pages/error/not-found-page'), 'NotFoundPage');
export const RouteErrorContent = outsideFrame<'RouteErrorContent', { detail?: string }>(() => import('../pages/error/route-error-page'), 'RouteErrorContent');
export const RedirectPage = lazyNamed(() => import('../pages/redirect/redirect-page'), 'RedirectPage');
export const HomePage = lazyNamed(() => import('../pages/home/home-page'), 'HomePage', ['card', 'descriptions', 'typography', 'statistic', 'progress', 'skeleton']);
// pages opened from another page, which has loaded antd's whole sheet by then; on a reload, all its parts
export const ProfilePage = lazyNamed(() => import('../pages/profile/profile-page'), 'ProfilePage', 'all');
export const DictDataPage = lazyNamed(() => import('../pages/dict/dict-data-page'), 'DictDataPage', 'all');
export const JobLogPage = lazyNamed(() => import('../pages/job/job-log-page'), 'JobLogPage', 'all');
export const GenEditPage = lazyNamed(() => import('../pages/gen/gen-edit-page'), 'GenEditPage', 'all');
