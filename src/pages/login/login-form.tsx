import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserStore } from '../../stores/user';
import { useCaptcha } from './captcha';
import { readRemembered, remember, safeRedirect } from './remember';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

export function LoginForm() {
  const { t } = useTranslation('login');
  const [form] = Form.useForm<LoginValues>();
  const [loading, setLoading] = useState(false);
  const captcha = useCaptcha();
  const login = useUserStore((s) => s.login);
  const navigate = useNavigate();
  const [search] = useSearchParams();

  const onFinish = async ({ username, password, code, rememberMe }: LoginValues) => {
    setLoading(true);
    try {
      await login({ username, password, code, uuid: captcha.uuid });
      remember(username.trim(), rememberMe);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch {
      // the request layer has shown why; a used captcha is spent
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        captcha.refresh();
      }
      setLoading(false);
    }
  };

  return (
    <Form form={form} initialValues={readRemembered()} onFinish={onFinish} size="large" autoComplete="on">
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('rules.username') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" aria-label={t('username')} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('rules.password') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('password')} autoComplete="current-password" aria-label={t('password')} />
      </Form.Item>
      {captcha.enabled && (
        <Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('rules.code') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('code')} autoComplete="off" aria-label={t('code')} maxLength={10} />
            </Form.Item>
            <img
              src={captcha.src}
              alt={t('captchaAlt')}
              title={t('captchaRefresh')}
              onClick={captcha.refresh}
              style={{ height: 40, width: 120, cursor: 'pointer', flex: 'none', borderRadius: 4, background: '#f5f5f5' }}
            />
          </div>
        </Form.Item>
      )}
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('rememberMe')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('submitting') : t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
