import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from './captcha';
import { LoginInput } from './login-input';

/** The captcha's code box and image (click for a new one), in the sign-in and registration forms. */
export function CaptchaField({ captcha, value, invalid, onChange }: { captcha: Captcha; value: string; invalid: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation('login');
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <LoginInput className="login-input-flex" prefix={<SafetyOutlined />} placeholder={t('code')} autoComplete="off" aria-label={t('code')} maxLength={10} invalid={invalid} value={value} onChange={(e) => onChange(e.target.value)} />
      <img src={captcha.src} alt={t('captchaAlt')} title={t('captchaRefresh')} onClick={captcha.refresh} className="login-captcha" />
    </div>
  );
}
