import { ArrowLeftOutlined, DesktopOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDict } from '../../lib/dict';
import { AppointmentStatusTag } from '../../features/status-tag/status-tag';
import { TouchSized } from '../../components/touch-sized/touch-sized';
import { chooseWorkArea } from '../../lib/work-area';

/** Touch targets of the mobile area: at least 44 px (Apple HIG), primary actions 52 px. */
export const TOUCH = 44;
export const PRIMARY_HEIGHT = 52;

/** A phone screen of the warehouse area: a sticky title bar with a back button, then the content. */
export function MobileShell({ title, back, right, children }: { title: string; back?: string; right?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('mobile');
  const navigate = useNavigate();
  return (
    <TouchSized>
      {/* antd's App is around the whole page (app/antd-app.tsx), so that the page's own App.useApp() works */}
      <div style={{ minHeight: '100vh', background: '#f0f5ff', display: 'flex', flexDirection: 'column' }}>
        <header style={{ position: 'sticky', top: 0, zIndex: 10, background: '#fff', borderBottom: '1px solid #e5e8ef', display: 'flex', alignItems: 'center', gap: 4, padding: '4px 8px', minHeight: 52 }}>
          {back ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={() => navigate(back)} style={{ width: TOUCH, height: TOUCH }} /> : null}
          <Typography.Title level={5} style={{ margin: 0, flex: 1, minWidth: 0 }} ellipsis>
            {title}
          </Typography.Title>
          {right}
          <ConsoleSwitch />
        </header>
        <main style={{ flex: 1, padding: 12, maxWidth: 640, width: '100%', boxSizing: 'border-box', margin: '0 auto' }}>{children}</main>
      </div>
    </TouchSized>
  );
}

/** Back to the desk console, remembered for the next sign-in on this device (the avatar menu there leads back here). */
export function ConsoleSwitch() {
  const { t } = useTranslation('mobile');
  const navigate = useNavigate();
  const go = () => {
    chooseWorkArea('console');
    navigate('/index');
  };
  return <Button type="text" icon={<DesktopOutlined />} aria-label={t('switchToConsole')} title={t('switchToConsole')} onClick={go} style={{ width: TOUCH, height: TOUCH }} />;
}

/**
 * The primary action of a screen, at the end of its content but stuck to the bottom edge while the
 * content scrolls: full width, where the thumb rests. Lives inside MobileShell's padded main.
 */
export function BottomBar({ children }: { children: ReactNode }) {
  return (
    <div style={{ position: 'sticky', bottom: 0, zIndex: 10, margin: '16px -12px -12px', background: '#fff', borderTop: '1px solid #e5e8ef', padding: '10px 12px calc(10px + env(safe-area-inset-bottom))' }}>
      {children}
    </div>
  );
}

/** An appointment status in the dictionary's words (the built-in names until it has loaded). */
export function StatusTag({ status, large }: { status: string; large?: boolean }) {
  const { t } = useTranslation('mobile');
  const { biz_appointment_status: rows } = useDict('biz_appointment_status');
  const label = rows.find((r) => r.dictValue === status)?.dictLabel ?? t(`status.${status}`);
  return <AppointmentStatusTag status={status} label={label} large={large} />;
}
