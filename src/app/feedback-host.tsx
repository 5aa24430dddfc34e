import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback';

function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => {
    bindFeedback(api);
    return () => bindFeedback(null);
  }, [api]);
  return null;
}

/** Fills the bridge that lets code outside React (request layer, guard) show themed messages. */
export function FeedbackHost() {
  return (
    <AntApp component={false}>
      <FeedbackBridge />
    </AntApp>
  );
}
