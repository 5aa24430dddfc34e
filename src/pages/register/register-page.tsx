import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCaptcha } from '../../components/login-form/captcha';
import { CaptchaField } from '../../components/login-form/captcha-field';
import { FieldRow } from '../../components/login-form/login-form';
import { LoginInput } from '../../components/login-form/login-input';
import { showFeedback } from '../../lib/feedback';
import { request } from '../../lib/request';
import { LoginScreen } from '../../components/login-form/login-screen';

type Field = 'username' | 'password' | 'confirmPassword' | 'code';

/**
 * /register (no login): RuoYi's self-registration. The server takes it only while the parameter
 * sys.account.registerUser is on, and says so otherwise; the rules are those of an added account.
 */
export function RegisterPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    const name = values.username.trim();
    if (!name) found.username = t('rules.username');
    else if (name.length < 2 || name.length > 30) found.username = t('rules2.username');
    if (!values.password) found.password = t('rules.password');
    else if (values.password.length < 5 || values.password.length > 20) found.password = t('rules2.password');
    if (values.confirmPassword !== values.password) found.confirmPassword = t('rules2.confirm');
    if (captcha.enabled && !values.code.trim()) found.code = t('rules.code');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    setBusy(true);
    const username = values.username.trim();
    try {
      await request({ url: '/register', method: 'post', headers: { isToken: false }, data: { ...values, username, code: captcha.enabled ? values.code.trim() : undefined, uuid: captcha.uuid } });
      showFeedback((f) => void f.message.success(t('registered', { name: username })));
      navigate('/login', { replace: true });
    } catch {
      // the request layer has shown why; a used captcha is spent
      if (captcha.enabled) {
        set('code', '');
        captcha.refresh();
      }
      setBusy(false);
    }
  };

  return (
    <LoginScreen title={t('registerTitle')}>
      <form className="login-form" onSubmit={submit} noValidate>
        <FieldRow error={errors.username}>
          <LoginInput prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" aria-label={t('username')} invalid={!!errors.username} value={values.username} onChange={(e) => set('username', e.target.value)} />
        </FieldRow>
        <FieldRow error={errors.password}>
          <LoginInput secret toggleLabel={t('togglePassword')} prefix={<LockOutlined />} placeholder={t('password')} autoComplete="new-password" aria-label={t('password')} invalid={!!errors.password} value={values.password} onChange={(e) => set('password', e.target.value)} />
        </FieldRow>
        <FieldRow error={errors.confirmPassword}>
          <LoginInput secret toggleLabel={t('togglePassword')} prefix={<LockOutlined />} placeholder={t('confirmPassword')} autoComplete="new-password" aria-label={t('confirmPassword')} invalid={!!errors.confirmPassword} value={values.confirmPassword} onChange={(e) => set('confirmPassword', e.target.value)} />
        </FieldRow>
        {captcha.enabled && (
          <FieldRow error={errors.code}>
            <CaptchaField captcha={captcha} value={values.code} invalid={!!errors.code} onChange={(v) => set('code', v)} />
          </FieldRow>
        )}
        <div className="login-field">
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {busy ? t('registering') : t('registerSubmit')}
          </Button>
        </div>
      </form>
      <Link className="login-link" to="/login">{t('toLogin')}</Link>
    </LoginScreen>
  );
}

/**
 * /bind and /auth-redirect (no login): RuoYi's third-party sign-in pages. This console has none,
 * so they say so plainly and lead to the login page, rather than showing "not found".
 */
export function ExternalSignInPage() {
  const { t } = useTranslation('login');
  return (
    <LoginScreen title={t('externalTitle')}>
      <p>{t('externalText')}</p>
      <Link className="login-link" to="/login">{t('toLogin')}</Link>
    </LoginScreen>
  );
}
