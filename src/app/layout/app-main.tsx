import { FloatButton, Layout as AntLayout, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useTagsViewStore } from '../../stores/tags-view';

/** Spec §9: the scroll-to-top animation lasts 800 ms. */
export const BACK_TOP_DURATION = 800;

export function AppMain() {
  const { t } = useTranslation('layout');
  const refreshKey = useTagsViewStore((s) => s.refreshKey);
  return (
    <AntLayout.Content className="app-main">
      <Suspense fallback={<Spin className="app-main-loading" />}>
        <div className="app-main-page" key={refreshKey}>
          <Outlet />
        </div>
      </Suspense>
      <FloatButton.BackTop duration={BACK_TOP_DURATION} tooltip={t('backTop')} aria-label={t('backTop')} />
    </AntLayout.Content>
  );
}
