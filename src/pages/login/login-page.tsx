import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../components/login-form/login-form';
import { LoginScreen } from '../../components/login-form/login-screen';

// Plain markup and light antd parts only: this page is the first a user loads (bench/bundle.mjs).
export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <LoginScreen title={t('title')} footer={<footer className="login-copyright">{t('copyright', { year: new Date().getFullYear() })}</footer>}>
      <LoginForm />
      <Link className="login-link" to="/mobile">{t('mobileEntry')}</Link>
    </LoginScreen>
  );
}
