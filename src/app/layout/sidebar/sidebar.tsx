import { useSettingsStore } from '../../../stores/settings';
import { SidebarLogo } from './logo';
import { SidebarMenu } from './sidebar-menu';

export function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  return (
    <div className="sidebar-content">
      {showLogo && <SidebarLogo collapsed={collapsed} />}
      <div className="sidebar-scroll">
        <SidebarMenu collapsed={collapsed} />
      </div>
    </div>
  );
}
