import { AppstoreOutlined, DesktopOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { page } from '../../lib/i18n';
import { usePermissionStore } from '../../stores/permission';
import { useUserStore } from '../../stores/user';
import { mobileEntries } from './mobile-entries';

function EntryCard({ icon, title, desc, onClick }: { icon: ReactNode; title: string; desc?: string; onClick: () => void }) {
  return (
    <Card hoverable onClick={onClick} role="link" aria-label={title} styles={{ body: { padding: 20, minHeight: 112 } }}>
      <div style={{ fontSize: 32, color: 'var(--ant-color-primary, #1890ff)' }}>{icon}</div>
      <Typography.Text strong style={{ fontSize: 17, display: 'block', marginTop: 8 }}>
        {title}
      </Typography.Text>
      {desc && <Typography.Text type="secondary">{desc}</Typography.Text>}
    </Card>
  );
}

/** Home of the warehouse staff (role LHY) on phones. */
export function MobileHomePage() {
  return (
    <App component={false}>
      <MobileHome />
    </App>
  );
}

function MobileHome() {
  const { t } = useTranslation('mobile');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { nickName, name, avatar, roles, logout } = useUserStore();
  const entries = mobileEntries(usePermissionStore((s) => s.serverRoutes));

  const onLogout = () =>
    modal.confirm({
      title: t('common:relogin.title'),
      content: t('logoutConfirm'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        await logout();
        window.location.href = '#/mobile';
        page.reload();
      },
    });

  return (
    <div style={{ minHeight: '100vh', background: '#f0f5ff', padding: 16 }}>
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Avatar size={56} src={avatar} icon={<UserOutlined />} />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('welcome', { name: nickName || name })}
            </Typography.Title>
            <Typography.Text type="secondary">{name}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              {roles.map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </div>
          </div>
        </div>
      </Card>
      <Typography.Title level={5}>{t('entries')}</Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
        {entries.map((e) => (
          <EntryCard key={e.path} icon={<AppstoreOutlined />} title={e.title} onClick={() => navigate(e.path)} />
        ))}
        <EntryCard icon={<UserOutlined />} title={t('profile')} desc={t('profileDesc')} onClick={() => navigate('/user/profile')} />
        <EntryCard icon={<DesktopOutlined />} title={t('desktop')} desc={t('desktopDesc')} onClick={() => navigate('/index')} />
      </div>
      <Button block size="large" danger icon={<LogoutOutlined />} onClick={onLogout} style={{ marginTop: 24, height: 52 }}>
        {t('logout')}
      </Button>
    </div>
  );
}
