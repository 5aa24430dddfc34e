import { DatePicker, Form, Input, Modal, Radio, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderBatchInput } from '../../../contract/order';
import { useDict } from '../../lib/dict';
import { batchEditOrders } from './api';

interface Props {
  orderIds: number[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

type Values = Omit<OrderBatchInput['fields'], 'toWarehouseTime'> & { toWarehouseTime?: Dayjs | null };

/** Sets a few fields on every selected order at once; empty fields are left as they are. */
export function BatchDialog({ orderIds, open, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'crud']);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { biz_bonded_status: bonded = [] } = useDict('biz_bonded_status');

  const submit = async () => {
    const { toWarehouseTime, ...rest } = form.getFieldsValue();
    const fields: OrderBatchInput['fields'] = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    if (toWarehouseTime) fields.toWarehouseTime = toWarehouseTime.format('YYYY-MM-DD HH:mm:ss');
    if (Object.keys(fields).length === 0) {
      void message.warning(t('order:batchEmpty'));
      return;
    }
    setSaving(true);
    try {
      await batchEditOrders({ orderIds, fields });
      void message.success(t('order:batchDone', { count: orderIds.length }));
      form.resetFields();
      onDone();
    } catch {
      // request() has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('order:batchTitle', { count: orderIds.length })} okText={t('crud:confirm')} cancelText={t('crud:cancel')} confirmLoading={saving} onOk={submit} onCancel={onClose} forceRender>
      <Form form={form} name="order-batch" labelCol={{ flex: '110px' }}>
        {(['documentary', 'orderTaker', 'district', 'bookingCategory', 'docSper'] as const).map((f) => (
          <Form.Item key={f} name={f} label={t(`order:${f}`)} rules={[{ max: 50 }]}>
            <Input allowClear />
          </Form.Item>
        ))}
        <Form.Item name="toWarehouseTime" label={t('order:toWarehouseTime')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="bondedStatus" label={t('order:bondedStatus')}>
          <Radio.Group options={bonded.map((b) => ({ value: b.dictValue, label: b.dictLabel }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
