import { Card, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLang, setLang, type Lang } from '../../lib/i18n';
import { LoginForm } from './login-form';

export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select<Lang>
      size="small"
      value={getLang()}
      onChange={setLang}
      aria-label={t('login:language')}
      options={[
        { value: 'zh', label: t('lang.zh') },
        { value: 'en', label: t('lang.en') },
      ]}
      style={{ width: 96 }}
    />
  );
}

export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #e6f0fb 0%, #c9dcf2 100%)',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 24 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <LanguageSelect />
        </div>
        <LoginForm />
        <Link to="/mobile">{t('mobileEntry')}</Link>
      </Card>
      <Typography.Text type="secondary" style={{ marginTop: 24, fontSize: 12 }}>
        {t('copyright', { year: new Date().getFullYear() })}
      </Typography.Text>
    </div>
  );
}
