import { FloatButton, Layout as AntLayout, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { KeptPages } from './kept-pages';

/** Spec §9: the scroll-to-top animation lasts 800 ms. */
export const BACK_TOP_DURATION = 800;

export function AppMain() {
  const { t } = useTranslation('layout');
  return (
    <AntLayout.Content className="app-main">
      <Suspense fallback={<Spin className="app-main-loading" />}>
        <KeptPages />
      </Suspense>
      <FloatButton.BackTop duration={BACK_TOP_DURATION} tooltip={t('backTop')} aria-label={t('backTop')} />
    </AntLayout.Content>
  );
}
