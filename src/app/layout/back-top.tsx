import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §9: the scroll-to-top animation lasts 800 ms. */
export const BACK_TOP_DURATION = 800;

export function BackTop() {
  const { t } = useTranslation('layout');
  return <FloatButton.BackTop duration={BACK_TOP_DURATION} tooltip={t('backTop')} aria-label={t('backTop')} />;
}
