import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFeedback } from '../../lib/feedback';

/** One legal next status of a record, as a page offers it. */
export interface MoveChoice {
  to: string;
  /** i18n key of the button and of the dialog's action */
  label: string;
  danger?: boolean;
  /** e.g. "not passed" needs a reason */
  remarkRequired?: boolean;
}

interface Props {
  /** the form's name (the prefix of its field ids) */
  name: string;
  /** e.g. "提交：PO-0001"; empty keeps the dialog closed */
  title: string;
  move?: MoveChoice;
  /** the status call with the remark typed */
  submit: (remark: string) => Promise<unknown>;
  /** the page's i18n namespace, holding remark, remarkOptional and moved (and, with a refusal, remarkReason and remarkRequired) */
  ns: string;
  onClose: () => void;
  /** after the move, or after the server refused it (the list reloads to show the truth either way) */
  onMoved: () => void;
}

/** Confirms a status move with a remark, recorded in the record's history. */
export function MoveDialog({ name, title, move, submit, ns, onClose, onMoved }: Props) {
  const { t } = useTranslation(['crud', ns]);
  // a namespace without a refusal (no move that needs a reason) holds no reason texts
  const needsReason = !!move?.remarkRequired;
  const texts = {
    remark: t(`${ns}:remark`),
    placeholder: needsReason ? t(`${ns}:remarkReason`) : t(`${ns}:remarkOptional`),
    required: needsReason ? t(`${ns}:remarkRequired`) : '',
    moved: t(`${ns}:moved`),
  };
  const [form] = Form.useForm<{ remark?: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => form.resetFields(), [title, move, form]);

  const ok = async () => {
    if (!move) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await submit(values.remark?.trim() ?? '');
      showFeedback((f) => void f.message.success(texts.moved));
    } catch {
      // request() has shown why (409: someone moved it first; 400: data incomplete)
    } finally {
      setBusy(false);
      onMoved();
    }
  };

  return (
    <Modal
      open={!!title && !!move}
      title={title}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ danger: move?.danger }}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name={name} layout="vertical">
        <Form.Item
          name="remark"
          label={texts.remark}
          rules={[{ required: needsReason, whitespace: true, message: texts.required }, { max: 500 }]}
        >
          <Input.TextArea rows={3} placeholder={texts.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
