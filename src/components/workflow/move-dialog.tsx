import { Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { widgets } from '../crud/field-types';
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
  /** what the move requires filled (the contract's table, e.g. customs release: its declaration); label is an i18n key */
  fields?: readonly { name: string; kind: 'text' | 'time'; label: string }[];
}

/** The values a move's required fields are given with it, as the API takes them. */
export type MoveFields = Record<string, string>;

interface Props {
  /** the form's name (the prefix of its field ids) */
  name: string;
  /** e.g. "提交：PO-0001"; empty keeps the dialog closed */
  title: string;
  move?: MoveChoice;
  /** the status call with the remark typed, and the move's required fields */
  submit: (remark: string, fields: MoveFields) => Promise<unknown>;
  /** the record as listed: the required fields start from what it holds */
  values?: Record<string, unknown>;
  /** the page's i18n namespace, holding remark, remarkOptional and moved (and, with a refusal, remarkReason and remarkRequired) */
  ns: string;
  onClose: () => void;
  /** after the move, or after the server refused it (the list reloads to show the truth either way) */
  onMoved: () => void;
}

/** Confirms a status move with a remark, recorded in the record's history. */
export function MoveDialog({ name, title, move, submit, values, ns, onClose, onMoved }: Props) {
  const { t } = useTranslation(['crud', ns]);
  // a namespace without a refusal (no move that needs a reason) holds no reason texts
  const needsReason = !!move?.remarkRequired;
  const texts = {
    remark: t(`${ns}:remark`),
    placeholder: needsReason ? t(`${ns}:remarkReason`) : t(`${ns}:remarkOptional`),
    required: needsReason ? t(`${ns}:remarkRequired`) : '',
    moved: t(`${ns}:moved`),
  };
  const [form] = Form.useForm<{ remark?: string } & Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    form.resetFields();
    for (const f of move?.fields ?? []) {
      const held = values?.[f.name];
      if (held) form.setFieldValue(f.name, f.kind === 'time' ? dayjs(String(held)) : held);
    }
  }, [title, move, values, form]);

  const ok = async () => {
    if (!move) return;
    const entered = await form.validateFields().catch(() => null);
    if (!entered) return;
    setBusy(true);
    try {
      const fields = Object.fromEntries(
        (move.fields ?? []).map((f) => {
          const value = entered[f.name];
          return [f.name, f.kind === 'time' ? (value as Dayjs).format('YYYY-MM-DD') : String(value).trim()];
        }),
      );
      await submit(entered.remark?.trim() ?? '', fields);
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
        {move?.fields?.map((f) => (
          <Form.Item key={f.name} name={f.name} label={t(f.label)} rules={[{ required: true, type: f.kind === 'time' ? 'object' : 'string', whitespace: f.kind === 'text', message: t('crud:validation.required', { label: t(f.label) }) }]}>
            {widgets[f.kind === 'time' ? 'date' : 'input']({ options: [], enter: t('crud:enter', { label: t(f.label) }), select: t('crud:select', { label: t(f.label) }) })}
          </Form.Item>
        ))}
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
