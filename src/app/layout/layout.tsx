import { Layout as AntLayout } from 'antd';
import { lazy, Suspense } from 'react';
import { useAppStore } from '../../stores/app';
import { useLockStore } from '../../stores/lock';
import { useSettingsStore } from '../../stores/settings';
import { AntdProviders } from '../antd-providers';
import { AppMain } from './app-main';
import { Navbar } from './navbar/navbar';
import { RouteProgress } from './route-progress';
import { SidebarContent } from './sidebar/sidebar';
import { TagsView } from './tags-view/tags-view';
import { deferred } from '../../lib/deferred';
import { useDevice } from './use-device';
import { usePasswordReminder } from './use-password-reminder';
import './layout.css';
// the lock screen's cover is drawn at once, before its chunk arrives
import './lock-screen.css';

// none of these is open when a page first shows (lib/deferred.tsx)
const SettingsDrawer = deferred(() => import('./settings/settings-drawer').then((m) => m.SettingsDrawer));
// a phone's sidebar is closed when a page first shows: antd's drawer no longer weighs on a desktop's first rows
const SidebarDrawer = deferred(() => import('./sidebar/sidebar-drawer').then((m) => m.SidebarDrawer));
// a locked console is covered at once, before the lock screen's own chunk arrives
const LockScreen = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreen })));

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

function Sidebar() {
  const mobile = useAppStore((s) => s.device === 'mobile');
  const { opened, withoutAnimation } = useAppStore((s) => s.sidebar);

  if (mobile) return <SidebarDrawer width={SIDEBAR_WIDTH} />;
  return (
    <AntLayout.Sider
      className={withoutAnimation ? 'layout-sider no-animation' : 'layout-sider'}
      theme="dark"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
    >
      <SidebarContent collapsed={!opened} />
    </AntLayout.Sider>
  );
}

/** The console frame: sidebar, navbar, tab bar and settings drawer around the routed page. */
export function Layout() {
  return (
    <AntdProviders>
      <Frame />
    </AntdProviders>
  );
}

function Frame() {
  useDevice();
  usePasswordReminder();
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const mobile = useAppStore((s) => s.device === 'mobile');
  // locked: the console stays mounted (its pages keep their state) but out of sight and reach
  const locked = useLockStore((s) => s.locked);

  return (
    <>
      <RouteProgress />
      <AntLayout className={mobile ? 'app-wrapper mobile' : 'app-wrapper'} hasSider={!mobile} inert={locked} aria-hidden={locked || undefined}>
        <Sidebar />
        <AntLayout className="main-container">
          <header className={fixedHeader ? 'layout-header fixed-header' : 'layout-header'}>
            <Navbar />
            {tagsView && <TagsView />}
          </header>
          <AppMain />
        </AntLayout>
        <SettingsDrawer />
      </AntLayout>
      {locked && (
        <Suspense fallback={<div className="lock-screen" />}>
          <LockScreen />
        </Suspense>
      )}
    </>
  );
}
