import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilingRow } from '../../../contract/filing';
import { showFeedback } from '../../lib/feedback';
import { moveFiling } from './api';
import type { NextMove } from './moves';

interface Props {
  row?: FilingRow;
  move?: NextMove;
  onClose: () => void;
  onMoved: () => void;
}

/** Confirms a move with a remark (required for "not passed"); a refused move keeps the dialog open. */
export function MoveDialog({ row, move, onClose, onMoved }: Props) {
  const { t } = useTranslation(['filing', 'crud']);
  const [form] = Form.useForm<{ remark?: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => form.resetFields(), [row, move, form]);

  const ok = async () => {
    if (!row || !move) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await moveFiling(row, move.to, values.remark?.trim() ?? '');
      showFeedback((f) => void f.message.success(t('filing:moved')));
      onMoved();
    } catch {
      // request() has shown why (409: someone moved it first); the list reloads to show the truth
      onMoved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!row && !!move}
      title={move && row ? t('filing:moveTitle', { action: t(move.label), orderNo: row.orderNo ?? row.filingId }) : ''}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ danger: move?.danger }}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="filing-move" layout="vertical">
        <Form.Item
          name="remark"
          label={t('filing:remark')}
          rules={[{ required: !!move?.remarkRequired, whitespace: true, message: t('filing:remarkRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} placeholder={t(move?.remarkRequired ? 'filing:remarkReason' : 'filing:remarkOptional')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
