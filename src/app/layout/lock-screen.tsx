import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { page } from '../../lib/i18n';
import { RequestError } from '../../lib/request';
import { useLockStore } from '../../stores/lock';
import { useUserStore } from '../../stores/user';
import './lock-screen.css';

function useClock() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lock screen over the whole console: who is signed in, the time, and the password to go on.
 * It asks the server nothing until then: a locked session is not kept alive, and nobody unlocking
 * it, it ends at the idle limit like any other.
 */
export function LockScreen() {
  const { t } = useTranslation('layout');
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const avatar = useUserStore((s) => s.avatar);
  const name = useUserStore((s) => s.nickName || s.name);
  const now = useClock();

  const unlock = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await useLockStore.getState().unlock(password);
    } catch (error) {
      // locked out: the server ended the session, so the way on is the login page
      if (error instanceof RequestError && error.code === 403) {
        useUserStore.getState().resetSession();
        window.location.href = '#/login';
        page.reload();
        return;
      }
      // said on the lock itself: the request layer's own toast lies under it, with the console
      form.setFields([{ name: 'password', value: '', errors: [error instanceof Error && error.message ? error.message : t('unlockPasswordRequired')] }]);
    } finally {
      setBusy(false);
    }
  };

  const logout = async () => {
    await useUserStore.getState().logout();
    window.location.href = '#/login';
    page.reload();
  };

  return (
    <div className="lock-screen" role="dialog" aria-modal="true" aria-label={t('lockScreen')}>
      <div className="lock-screen-clock">
        <div className="lock-screen-time">{now.format('HH:mm')}</div>
        <div className="lock-screen-date">{now.format('YYYY-MM-DD')}</div>
      </div>
      <div className="lock-screen-card">
        <Avatar size={72} src={avatar || undefined} alt="" icon={<UserOutlined />} />
        <Typography.Title level={4} className="lock-screen-name">
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">
          <LockOutlined /> {t('screenLocked')}
        </Typography.Text>
        <Form form={form} name="unlock" onFinish={unlock} className="lock-screen-form">
          <Form.Item name="password" rules={[{ required: true, message: t('unlockPasswordRequired') }]}>
            <Input.Password autoFocus autoComplete="current-password" placeholder={t('unlockPassword')} aria-label={t('unlockPassword')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} icon={<UnlockOutlined />}>
            {t('unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={() => void logout()}>
          {t('backToLogin')}
        </Button>
      </div>
    </div>
  );
}
