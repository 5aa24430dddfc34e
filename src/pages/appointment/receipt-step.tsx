import { Alert, Form, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoUpload } from '../../features/photo-upload/photo-upload';
import type { AppointmentForm } from './api';
import type { WorkStep } from './work-dialog';

interface Line {
  orderId: number;
  orderNo: string;
  /** what this truck announced of the order, a reference beside the count; empty when counting blind */
  expected: string;
  receivedBoxes?: number;
  receivedWeight?: number;
  receivedCube?: number;
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
              // counting blind (issue 46): no announced figure until the receipt is saved
              ...(row.blindCount ? [] : [{ title: t('appointment:expected'), key: 'expected', render: (_: unknown, item: { name: number }) => (form.getFieldValue(['receipt', item.name]) as Line).expected }]),
              ...METRICS.map((m) => ({
                title: t(`appointment:${m}`),
                key: m,
                width: 120,
                render: (_: unknown, item: { name: number }) => (
                  <Form.Item name={[item.name, m]} noStyle rules={[{ required: true, message: t('appointment:countRequired') }]}>
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
      {row.blindCount && <Alert type="info" showIcon title={t('appointment:blindCount')} style={{ marginBottom: 12 }} data-testid="blind-count" />}
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

/**
 * Goods received (tallied → received): each order's count, weight and cube as counted, nothing
 * prefilled (issue 46: a receipt is counted, not confirmed); what the truck announced beside it
 * unless the warehouse counts blind. The dialog confirms any difference before the move.
 */
export const receiptStep: WorkStep = {
  Fields: ReceiptFields,
  width: 820,
  initial: (row) => ({
    receipt: (row.orders ?? []).map(
      (o): Line => ({
        orderId: o.orderId,
        orderNo: o.orderNo,
        expected: row.blindCount ? '' : `${o.boxes} / ${o.grossWeight} / ${o.cube}`,
      }),
    ),
    receivedDims: row.receivedDims,
    photos: row.photos,
  }),
  body: (v) => ({
    // each figure is required by the form: counted, never taken from the announced
    receipt: ((v.receipt as Line[] | undefined) ?? []).map(({ orderId, receivedBoxes, receivedWeight, receivedCube }) => ({ orderId, receivedBoxes: Number(receivedBoxes), receivedWeight: Number(receivedWeight), receivedCube: Number(receivedCube) })),
    work: { receivedDims: String(v.receivedDims ?? ''), photos: String(v.photos ?? '') },
  }),
};
