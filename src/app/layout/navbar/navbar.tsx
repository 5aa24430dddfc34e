import { useAppStore } from '../../../stores/app';
import { AppBreadcrumb } from './app-breadcrumb';
import { AvatarMenu } from './avatar-menu';
import { Hamburger } from './hamburger';
import { HeaderSearch } from './header-search';
import { LangSelect } from './lang-select';
import { NoticeBell } from './notice-bell';
import { Screenfull } from './screenfull';
import { SizeSelect } from './size-select';

export function Navbar() {
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <div className="navbar">
      <Hamburger />
      <AppBreadcrumb />
      <div className="navbar-right">
        {!mobile && <HeaderSearch />}
        {!mobile && <Screenfull />}
        {!mobile && <SizeSelect />}
        <NoticeBell />
        <LangSelect />
        <AvatarMenu compact={mobile} />
      </div>
    </div>
  );
}
