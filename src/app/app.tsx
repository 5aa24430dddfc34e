import { RouterProvider } from 'react-router/dom';
import type { createHashRouter } from 'react-router';
import { withAntdStyles } from '../lib/antd-styles';
import { deferred } from '../lib/deferred';

// antd's App with its message, notification and modal holders: fetched once the first page has
// shown (lib/deferred.tsx); until then lib/feedback.ts falls back on antd's static methods.
const FeedbackHost = deferred(withAntdStyles(() => import('./feedback-host').then((m) => m.FeedbackHost)));

/** No antd here: the pages that draw it bring its providers along (antd-providers.tsx). */
export function App({ router }: { router: ReturnType<typeof createHashRouter> }) {
  return (
    <>
      <RouterProvider router={router} />
      <FeedbackHost />
    </>
  );
}
