import { App } from 'antd';
import type { ComponentType, JSX } from 'react';
import { AntdProviders } from './antd-providers';

/**
 * A phone or public page (lazy-pages.tsx phonePage) inside antd's providers and its App, above the
 * page itself: a page that calls App.useApp() gets working dialogs and messages. With the App inside
 * the page's own shell, the page's hook sat above it and got antd's empty default (no dialog, no
 * message: issue 48's dead remove-pallet button). The console frame keeps its deferred feedback host.
 */
export function withAntdApp<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function InAntdApp(props: P) {
    return (
      <AntdProviders>
        <App component={false}>
          <Page {...(props as P & JSX.IntrinsicAttributes)} />
        </App>
      </AntdProviders>
    );
  };
}
