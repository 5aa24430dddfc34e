import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app';
import { SidebarContent } from './sidebar';

/** The phone's sidebar: a drawer from the left, closed until the hamburger opens it. */
export function SidebarDrawer({ width }: { width: number }) {
  const { t } = useTranslation('layout');
  const opened = useAppStore((s) => s.sidebar.opened);
  const closeSidebar = useAppStore((s) => s.closeSidebar);
  return (
    <Drawer
      placement="left"
      open={opened}
      onClose={() => closeSidebar(false)}
      size={width}
      closable={false}
      title={null}
      aria-label={t('menu')}
      rootClassName="sidebar-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <SidebarContent collapsed={false} />
    </Drawer>
  );
}
