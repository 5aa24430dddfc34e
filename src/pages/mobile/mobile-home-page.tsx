import { AppstoreOutlined, DesktopOutlined, ExportOutlined, LoginOutlined, LogoutOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { page } from '../../lib/i18n';
import { useHasPermi } from '../../lib/permission';
import { usePermissionStore } from '../../stores/permission';
import { useUserStore } from '../../stores/user';
import { LanguageSelect } from '../../components/language-select/language-select';
import { TouchSized } from '../../components/touch-sized/touch-sized';
import { clockOf, usePolling } from '../../lib/use-polling';
import { countToday, type AppointmentStatus } from './api';
import { mobileEntries, type HasPage } from './mobile-entries';
import { PRIMARY_HEIGHT, StatusTag } from './mobile-shell';
import { chooseWorkArea } from '../../lib/work-area';

/** Today's work in the order the trucks go through it: expected, arrived, unloading, tallied, received. */
export const TODAY_STATUSES: readonly AppointmentStatus[] = ['3', '5', '6', '7', '8'];
const REFRESH_MS = 60_000;

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

const noPages: HasPage = () => false;

/**
 * Home of the warehouse staff (role LHY) on phones: today's trucks by status, and the way into the
 * work. `hasPage` (from the app, which knows the pages built) picks the menu pages shown as cards.
 */
export function MobileHomePage({ hasPage = noPages }: { hasPage?: HasPage }) {
  return (
    <TouchSized>
      <App component={false}>
        <MobileHome hasPage={hasPage} />
      </App>
    </TouchSized>
  );
}

function TodayCounts() {
  const { t } = useTranslation('mobile');
  const counts = usePolling('today', () => countToday(TODAY_STATUSES), REFRESH_MS);
  return (
    <Card
      title={t('today.title')}
      style={{ marginBottom: 16 }}
      extra={<Button type="text" icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={counts.reload} style={{ width: 44, height: 44 }} />}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8 }}>
        {TODAY_STATUSES.map((s) => (
          <div key={s} data-testid={`count-${s}`} style={{ textAlign: 'center', padding: '8px 4px', background: '#fafbff', borderRadius: 8 }}>
            <div style={{ fontSize: 28, fontWeight: 600, lineHeight: '36px' }}>{counts.data?.[s] ?? '–'}</div>
            <Typography.Text type="secondary">{t(`today.${s}`)}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              <StatusTag status={s} />
            </div>
          </div>
        ))}
      </div>
      {counts.updatedAt ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('updatedAt', { time: clockOf(counts.updatedAt) })}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

function MobileHome({ hasPage }: { hasPage: HasPage }) {
  const { t } = useTranslation('mobile');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { nickName, name, avatar, roles, logout } = useUserStore();
  const entries = mobileEntries(usePermissionStore((s) => s.serverRoutes), hasPage);
  const canSeeAppointments = useHasPermi(['biz:appointment:list']);
  const canLoad = useHasPermi(['biz:container:load']);

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
          <Avatar size={56} src={avatar} alt="" icon={<UserOutlined />} />
          <div style={{ minWidth: 0, flex: 1 }}>
            {/* a long name is cut with an ellipsis (the whole in its tooltip), never broken mid-word */}
            <Typography.Title level={4} style={{ margin: 0 }} ellipsis={{ tooltip: true }}>
              {t('welcome', { name: nickName || name })}
            </Typography.Title>
            <Typography.Text type="secondary" ellipsis={{ tooltip: true }} style={{ display: 'block' }}>
              {name}
            </Typography.Text>
            <div style={{ marginTop: 4 }}>
              {roles.map((r) => (
                <Tag key={r}>{r}</Tag>
              ))}
            </div>
          </div>
          <LanguageSelect />
        </div>
      </Card>
      {canSeeAppointments ? (
        <>
          <TodayCounts />
          <Button type="primary" block size="large" icon={<LoginOutlined />} onClick={() => navigate('/mobile/bookingdelivery')} style={{ height: 64, fontSize: 20, marginBottom: 24 }}>
            {t('warehouseEntry')}
          </Button>
        </>
      ) : null}
      {canLoad ? (
        <Button block size="large" icon={<ExportOutlined />} onClick={() => navigate('/mobile/outofstock')} style={{ height: 64, fontSize: 20, marginBottom: 24 }}>
          {t('outbound.entry')}
        </Button>
      ) : null}
      <Typography.Title level={5}>{t('entries')}</Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
        {entries.map((e) => (
          <EntryCard key={e.path} icon={<AppstoreOutlined />} title={e.title} onClick={() => navigate(e.path)} />
        ))}
        <EntryCard icon={<UserOutlined />} title={t('profile')} desc={t('profileDesc')} onClick={() => navigate('/user/profile')} />
        {/* the console, remembered for the next sign-in on this device (its avatar menu leads back here) */}
        <EntryCard
          icon={<DesktopOutlined />}
          title={t('desktop')}
          desc={t('desktopDesc')}
          onClick={() => {
            chooseWorkArea('console');
            navigate('/index');
          }}
        />
      </div>
      <Button block size="large" danger icon={<LogoutOutlined />} onClick={onLogout} style={{ marginTop: 24, height: PRIMARY_HEIGHT }}>
        {t('logout')}
      </Button>
    </div>
  );
}
