import { useTranslation } from 'react-i18next';

/** The toolbar's "Generate" (the definition is data, not a component: its texts come from here). */
export function GenerateLabel() {
  const { t } = useTranslation(['gen']);
  return <>{t('gen:generate')}</>;
}
