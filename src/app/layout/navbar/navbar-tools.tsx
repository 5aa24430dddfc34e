import { AvatarMenu } from './avatar-menu';
import { HeaderSearch } from './header-search';
import { LangSelect } from './lang-select';
import { NoticeBell } from './notice-bell';
import { Screenfull } from './screenfull';
import { SizeSelect } from './size-select';

/** The navbar's right side: search, full screen, size, the bell, language and the avatar menu. */
export function NavbarTools({ mobile }: { mobile: boolean }) {
  return (
    <>
      {!mobile && <HeaderSearch />}
      {!mobile && <Screenfull />}
      {!mobile && <SizeSelect />}
      <NoticeBell />
      <LangSelect />
      <AvatarMenu compact={mobile} />
    </>
  );
}
