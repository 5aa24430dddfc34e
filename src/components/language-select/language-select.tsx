import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLang, setLang, type Lang } from '../../lib/i18n';

// Light antd parts only: the login pages, the first a user loads, show it (bench/bundle.mjs).
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
