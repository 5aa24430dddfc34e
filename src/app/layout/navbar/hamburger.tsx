import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app';

export function Hamburger() {
  const { t } = useTranslation('layout');
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  return (
    <Button
      type="text"
      className="navbar-action hamburger"
      aria-label={t('toggleSidebar')}
      aria-expanded={opened}
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={toggleSidebar}
    />
  );
}
