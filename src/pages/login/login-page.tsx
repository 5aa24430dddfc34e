import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLang, setLang, type Lang } from '../../lib/i18n';
import { LoginForm } from './login-form';
import './login.css';

// Plain markup and light antd parts only: this page is the first a user loads (bench/bundle.mjs).
/** Small beside the desktop login's title; elsewhere the surrounding size (thumb-sized on phones). */
export function LanguageSelect({ size }: { size?: 'small' }) {
  const { t } = useTranslation();
  return (
    <Segmented<Lang>
      size={size}
      value={getLang()}
      onChange={setLang}
      aria-label={t('login:language')}
      options={[
        { value: 'zh', label: t('lang.zh') },
        { value: 'en', label: t('lang.en') },
      ]}
    />
  );
}

export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <div className="login-screen">
      <main className="login-card">
        <div className="login-card-head">
          <h1>{t('title')}</h1>
          <LanguageSelect size="small" />
        </div>
        <LoginForm />
        <Link className="login-link" to="/mobile">{t('mobileEntry')}</Link>
      </main>
      <footer className="login-copyright">{t('copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
