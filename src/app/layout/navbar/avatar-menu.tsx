import { DownOutlined, LockOutlined, LogoutOutlined, MobileOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { page } from '../../../lib/i18n';
import { useLockStore } from '../../../stores/lock';
import { useSettingsStore } from '../../../stores/settings';
import { useUserStore } from '../../../stores/user';
import { appFeedback } from '../../../lib/feedback';
import { chooseWorkArea } from '../../../lib/work-area';

export function AvatarMenu({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const { modal } = appFeedback;
  const navigate = useNavigate();
  const avatar = useUserStore((s) => s.avatar);
  const name = useUserStore((s) => s.nickName || s.name);
  const changeSetting = useSettingsStore((s) => s.changeSetting);

  const confirmLogout = () =>
    modal.confirm({
      title: t('logoutTitle'),
      content: t('logoutConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await useUserStore.getState().logout();
        } finally {
          window.location.href = '#/index';
          page.reload();
        }
      },
    });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('profile') },
    { key: 'settings', icon: <SettingOutlined />, label: t('layoutSettings') },
    { key: 'lock', icon: <LockOutlined />, label: t('lockScreen') },
    // the phone area (the warehouse's scanning pages), for everyone; the choice is kept for the next sign-in here
    { key: 'phone', icon: <MobileOutlined />, label: t('phoneArea') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/user/profile');
    if (key === 'settings') changeSetting({ key: 'showSettings', value: true });
    if (key === 'lock') void useLockStore.getState().lock();
    if (key === 'phone') {
      chooseWorkArea('phone');
      navigate('/mobile/index');
    }
    if (key === 'logout') confirmLogout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="avatar-trigger" aria-label={name || t('profile')} translate={name ? 'no' : undefined}>
        {/* the button says whose it is: the picture itself is decoration */}
        <Avatar size={30} src={avatar || undefined} alt="" icon={<UserOutlined />} />
        {!compact && <span className="avatar-name">{name}</span>}
        <DownOutlined className="avatar-caret" />
      </button>
    </Dropdown>
  );
}
