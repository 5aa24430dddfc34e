import { Form, Input, Modal, Radio, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../contract/order';
import { useDict } from '../../lib/dict';
import { endOrder } from './api';

interface Props {
  row?: OrderRow;
  onClose: () => void;
  onDone: () => void;
}

/** Ends an order: which end, and the reason (required for an abnormal end). */
export function EndDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'crud']);
  const [form] = Form.useForm<{ to: string; remark: string }>();
  const [saving, setSaving] = useState(false);
  const { biz_order_over_state: ends = [] } = useDict('biz_order_over_state');
  const to = Form.useWatch('to', form);
  // read at validation time: the watched value may lag one render behind a click
  const reasonRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({ required: getFieldValue('to') === '3', whitespace: true, message: t('order:reasonRequired') });

  useEffect(() => {
    if (row) form.setFieldsValue({ to: '1', remark: '' });
  }, [row, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !row) return;
    setSaving(true);
    try {
      await endOrder(row.orderId, values.to, values.remark ?? '', row.version);
      void message.success(t('order:endDone'));
      onDone();
    } catch {
      // request() has shown the server's message (409 when someone moved it first)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={!!row} title={t('order:endTitle', { orderNo: row?.orderNo ?? '' })} okText={t('crud:confirm')} cancelText={t('crud:cancel')} confirmLoading={saving} onOk={submit} onCancel={onClose} forceRender>
      <Form form={form} name="order-end" layout="vertical">
        <Form.Item name="to" label={t('order:endState')} rules={[{ required: true }]}>
          <Radio.Group options={ends.filter((e) => e.dictValue !== '0').map((e) => ({ value: e.dictValue, label: e.dictLabel }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('order:endReason')} required={to === '3'} dependencies={['to']} rules={[reasonRule, { max: 500 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
