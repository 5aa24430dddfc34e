import { Alert, App } from 'antd';
import { useCallback, useState } from 'react';
import { errorText } from '../../lib/use-polling';

/** A short buzz where the phone has it (navigator.vibrate: Android's browsers; iOS has none). */
function vibrate(pattern: number | number[]) {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // a browser that refuses (no user gesture yet): the message says it all the same
  }
}

const ACK_KEY = 'scan-ack';

/**
 * Every scan answered: a success says so in a short message (and a buzz), replacing the previous
 * one; a refusal stays under the scan field (not over the sticky header, where the request layer's
 * notices would sit) until the next success or the next refusal replaces it.
 */
export function useScanAck() {
  const { message } = App.useApp();
  const [error, setError] = useState<string>();
  const ok = useCallback(
    (text: string) => {
      setError(undefined);
      vibrate(40);
      void message.success({ content: text, key: ACK_KEY, duration: 1.5 });
    },
    [message],
  );
  const fail = useCallback((e: unknown) => {
    vibrate([90, 60, 90]);
    setError(errorText(e));
  }, []);
  const banner = error ? <Alert data-testid="scan-error" role="alert" type="error" showIcon title={error} style={{ marginTop: 8 }} /> : null;
  return { ok, fail, banner };
}
