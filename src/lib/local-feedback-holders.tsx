import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { LocalFeedback } from './local-feedback';

/** The holders behind lib/local-feedback.tsx, handed to it once drawn. */
export function LocalFeedbackHolders({ bind }: { bind: (real: LocalFeedback | null) => void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();
  useEffect(() => {
    bind({ modal, message: toast });
    return () => bind(null);
  }, [bind, modal, toast]);
  return (
    <>
      {modalHolder}
      {toastHolder}
    </>
  );
}
