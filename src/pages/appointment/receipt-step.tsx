import { Form, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../features/photo-upload/photo-upload';
import type { AppointmentForm } from './api';
import type { WorkStep } from './work-dialog';

interface Line {
  orderId: number;
  orderNo: string;
  expected: string;
  receivedBoxes: number;
  receivedWeight: number;
  receivedCube: number;
}
const METRICS = ['receivedBoxes', 'receivedWeight', 'receivedCube'] as const;

function ReceiptFields({ row }: { row: AppointmentForm }) {
  const { t } = useTranslation(['appointment']);
  const form = Form.useFormInstance();
  return (
    <>
      <Form.List name="receipt">
        {(items) => (
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 560 }}
            style={{ marginBottom: 16 }}
            dataSource={items}
            columns={[
              { title: t('appointment:orderNo'), key: 'orderNo', render: (_, item) => (form.getFieldValue(['receipt', item.name]) as Line).orderNo },
              { title: t('appointment:expected'), key: 'expected', render: (_, item) => (form.getFieldValue(['receipt', item.name]) as Line).expected },
              ...METRICS.map((m) => ({
                title: t(`appointment:${m}`),
                key: m,
                width: 120,
                render: (_: unknown, item: { name: number }) => (
                  <Form.Item name={[item.name, m]} noStyle rules={[{ required: true }]}>
                    <InputNumber
                      size="small"
                      min={0}
                      precision={m === 'receivedBoxes' ? 0 : undefined}
                      aria-label={`${t(`appointment:${m}`)} ${(form.getFieldValue(['receipt', item.name]) as Line).orderNo}`}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                ),
              })),
            ]}
          />
        )}
      </Form.List>
      {!(row.orders ?? []).length && <p>{t('appointment:noOrders')}</p>}
      <Form.Item name="receivedDims" label={t('appointment:receivedDims')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} placeholder={t('appointment:receivedDimsHint')} />
      </Form.Item>
      <Form.Item name="photos" label={t('appointment:photos')}>
        <PhotoUpload />
      </Form.Item>
    </>
  );
}

/** Goods received (tallied → received): each order's count, weight and cube, prefilled with what it should be. */
export const receiptStep: WorkStep = {
  Fields: ReceiptFields,
  width: 820,
  initial: (row) => ({
    receipt: (row.orders ?? []).map(
      (o): Line => ({
        orderId: o.orderId,
        orderNo: o.orderNo,
        expected: `${o.nbOfCartons} / ${o.grossWeightSum} / ${o.totalCbm}`,
        receivedBoxes: o.receivedBoxes ?? o.nbOfCartons,
        receivedWeight: Number(o.receivedWeight ?? o.grossWeightSum),
        receivedCube: Number(o.receivedCube ?? o.totalCbm),
      }),
    ),
    receivedDims: row.receivedDims,
    photos: row.photos,
  }),
  body: (v) => ({
    receipt: ((v.receipt as Line[] | undefined) ?? []).map(({ orderId, receivedBoxes, receivedWeight, receivedCube }) => ({ orderId, receivedBoxes, receivedWeight, receivedCube })),
    work: { receivedDims: String(v.receivedDims ?? ''), photos: String(v.photos ?? '') },
  }),
};
