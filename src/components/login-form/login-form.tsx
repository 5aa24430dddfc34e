import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUserStore } from '../../stores/user';
import { useCaptcha } from './captcha';
import { CaptchaField } from './captcha-field';
import { LoginInput } from './login-input';
import { SubmitButton, useLoginColours } from './submit-button';
import { readRemembered, remember, safeRedirect } from './remember';
import './login-form.css';

type Field = 'username' | 'password' | 'code';

/** One field of the sign-in and registration forms, with its error below it. */
export function FieldRow({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className="login-field">
      {children}
      {error && (
        <div className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The sign-in form: plain form and inputs (see LoginInput), three required fields.
 */
export function LoginForm() {
  const { t } = useTranslation('login');
  const [values, setValues] = useState(() => ({ code: '', password: '', ...readRemembered() }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [loading, setLoading] = useState(false);
  const captcha = useCaptcha();
  const login = useUserStore((s) => s.login);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const colours = useLoginColours();

  const set = (field: Field | 'rememberMe', value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'rememberMe') setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) found.username = t('rules.username');
    if (!values.password) found.password = t('rules.password');
    if (captcha.enabled && !values.code.trim()) found.code = t('rules.code');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !validate()) return;
    setLoading(true);
    try {
      const { username, password, code, rememberMe } = values;
      await login({ username: username.trim(), password, code: captcha.enabled ? code.trim() : undefined, uuid: captcha.uuid });
      remember(username.trim(), rememberMe);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    } catch {
      // the request layer has shown why; a used captcha is spent
      if (captcha.enabled) {
        set('code', '');
        captcha.refresh();
      }
      setLoading(false);
    }
  };

  return (
    <form className="login-form" style={colours} onSubmit={submit} autoComplete="on" noValidate>
      <FieldRow error={errors.username}>
        <LoginInput prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" aria-label={t('username')}
          invalid={!!errors.username} value={values.username} onChange={(e) => set('username', e.target.value)} />
      </FieldRow>
      <FieldRow error={errors.password}>
        <LoginInput secret toggleLabel={t('togglePassword')} prefix={<LockOutlined />} placeholder={t('password')} autoComplete="current-password"
          aria-label={t('password')} invalid={!!errors.password} value={values.password} onChange={(e) => set('password', e.target.value)} />
      </FieldRow>
      {captcha.enabled && (
        <FieldRow error={errors.code}>
          <CaptchaField captcha={captcha} value={values.code} invalid={!!errors.code} onChange={(v) => set('code', v)} />
        </FieldRow>
      )}
      <div className="login-field">
        <label className="login-remember">
          <input type="checkbox" checked={values.rememberMe} onChange={(e) => set('rememberMe', e.target.checked)} />
          {t('rememberMe')}
        </label>
      </div>
      <div className="login-field">
        <SubmitButton loading={loading}>{loading ? t('submitting') : t('submit')}</SubmitButton>
      </div>
      {captcha.registerEnabled && (
        <Link className="login-link" to="/register">
          {t('registerLink')}
        </Link>
      )}
    </form>
  );
}
