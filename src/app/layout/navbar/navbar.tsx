import { deferred } from '../../../lib/deferred';
import { useAppStore } from '../../../stores/app';
import { AppBreadcrumb } from './app-breadcrumb';
import { Hamburger } from './hamburger';

// the tools come after the page's first rows (lib/deferred.tsx)
const NavbarTools = deferred(() => import('./navbar-tools').then((m) => m.NavbarTools));

export function Navbar() {
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <div className="navbar">
      <Hamburger />
      <AppBreadcrumb />
      <div className="navbar-right">
        <NavbarTools mobile={mobile} />
      </div>
    </div>
  );
}
