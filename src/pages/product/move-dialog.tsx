import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../contract/product';
import { showFeedback } from '../../lib/feedback';
import { moveProduct } from './api';
import type { NextMove } from './moves';

interface Props {
  row?: ProductRow;
  move?: NextMove;
  onClose: () => void;
  /** after the move, or after the server refused it (the list shows the truth either way) */
  onMoved: () => void;
}

/** Confirms a status move with an optional remark, recorded in the product's history. */
export function MoveDialog({ row, move, onClose, onMoved }: Props) {
  const { t } = useTranslation(['product', 'crud']);
  const [form] = Form.useForm<{ remark?: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => form.resetFields(), [row, move, form]);

  const ok = async () => {
    if (!row || !move) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await moveProduct(row, move.to, values.remark?.trim() ?? '');
      showFeedback((f) => void f.message.success(t('product:moved')));
      onMoved();
    } catch {
      // request() has shown why (409: moved meanwhile, 400: data incomplete)
      onMoved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!row && !!move}
      title={move && row ? t('product:moveTitle', { action: t(move.label), articleNo: row.articleNo }) : ''}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="product-move" layout="vertical">
        <Form.Item name="remark" label={t('product:remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={t('product:remarkOptional')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
