import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select/language-select';
import { LoginForm } from '../../components/login-form/login-form';
import '../../components/login-form/login-screen.css';

// Plain markup and light antd parts only: this page is the first a user loads (bench/bundle.mjs).
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
