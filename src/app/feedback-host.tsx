import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback';
import { staticFeedback } from '../lib/feedback-static';
import { AntdProviders } from './antd-providers';

function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => {
    bindFeedback({ ...api, actionButton: staticFeedback.actionButton });
    return () => bindFeedback(null);
  }, [api]);
  return null;
}

/** Fills the bridge that lets code outside React (request layer, guard) show themed messages. */
export function FeedbackHost() {
  return (
    <AntdProviders>
      <AntApp component={false}>
        <FeedbackBridge />
      </AntApp>
    </AntdProviders>
  );
}
