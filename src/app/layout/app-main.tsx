import { Layout as AntLayout, Spin } from 'antd';
import { Suspense } from 'react';
import { deferred } from '../../lib/deferred';
import { KeptPages } from './kept-pages';

const BackTop = deferred(() => import('./back-top').then((m) => m.BackTop));

export function AppMain() {
  return (
    <AntLayout.Content className="app-main">
      <Suspense fallback={<Spin className="app-main-loading" />}>
        <KeptPages />
      </Suspense>
      <BackTop />
    </AntLayout.Content>
  );
}
