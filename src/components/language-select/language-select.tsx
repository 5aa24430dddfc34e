import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang, setLang, type Lang } from '../../lib/i18n';
import './language-select.css';

/**
 * The language switch, drawn as antd's Segmented with native radios: the login page, the first
 * every user loads, draws no antd component (bench/pages.mjs). Small beside the desktop login's
 * title; large (thumb-sized) on the phone and drivers' pages.
 */
export function LanguageSelect({ size = 'large' }: { size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  const current = getLang();
  const group = useId();
  const options: { value: Lang; label: string }[] = [
    { value: 'zh', label: t('lang.zh') },
    { value: 'en', label: t('lang.en') },
  ];
  return (
    <div className={`lang-select lang-select-${size}`} role="radiogroup" aria-label={t('login:language')}>
      {options.map(({ value, label }) => (
        <label key={value} className={value === current ? 'lang-select-item lang-select-item-selected' : 'lang-select-item'}>
          <input type="radio" name={group} value={value} checked={value === current} onChange={() => setLang(value)} />
          <span title={label}>{label}</span>
        </label>
      ))}
    </div>
  );
}
