import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalFeedback } from '../../lib/local-feedback';
import { HasPermi } from '../../lib/permission';

interface Props {
  permission: string;
  /** the question of the confirm dialog */
  prompt: string;
  /** shown after success */
  done: string;
  onConfirm: () => Promise<unknown>;
  /** after success, e.g. reload the list */
  onDone?: () => void;
  children: ReactNode;
  button?: ButtonProps;
}

/** A button behind a permission that asks first, then calls, then says it is done (clean, unlock, force logout). */
export function ConfirmButton({ permission, prompt, done, onConfirm, onDone, children, button }: Props) {
  const { t } = useTranslation(['crud']);
  const [{ modal, message: toast }, feedbackHolder] = useLocalFeedback();
  const ask = () =>
    void modal.confirm({
      title: t('crud:systemPrompt'),
      content: prompt,
      okText: t('crud:confirm'),
      cancelText: t('crud:cancel'),
      onOk: async () => {
        try {
          await onConfirm();
        } catch {
          return; // request() has shown why
        }
        onDone?.();
        void toast.success(done);
      },
    });
  return (
    <HasPermi value={[permission]}>
      {feedbackHolder}
      <Button {...button} onClick={ask}>
        {children}
      </Button>
    </HasPermi>
  );
}
