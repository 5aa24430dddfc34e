import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/language-select/language-select';
import { LoginForm } from '../../components/login-form/login-form';
import { TouchSized } from '../../components/touch-sized/touch-sized';

/** The phone entry: the same login, full width and thumb-sized; the guard sends LHY users on to /mobile/index. */
export function MobileLoginPage() {
  const { t } = useTranslation('login');
  return (
    <TouchSized>
      <div className="login-touch" style={{ minHeight: '100vh', background: '#f0f5ff', padding: '48px 20px 24px', display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LanguageSelect />
        </div>
        <Typography.Title level={3} style={{ textAlign: 'center', margin: '32px 0 8px' }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32 }}>
          {t('mobile:loginTitle')}
        </Typography.Paragraph>
        <LoginForm />
        <div style={{ textAlign: 'center', marginTop: 'auto' }}>
          <Link to="/login">{t('desktopEntry')}</Link>
        </div>
      </div>
    </TouchSized>
  );
}
