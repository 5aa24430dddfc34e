import { Alert, Card, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from './api';
import { PhotoCapture } from './photo-capture';
import { useMove, type StepProps } from './use-move';
import { SubmitBar } from './work-steps';

type Order = NonNullable<AppointmentRow['orders']>[number];
interface Line {
  orderId: number;
  receivedBoxes: number;
  receivedWeight: number;
  receivedCube: number;
}
/** What each order announced: the received inputs start from it, so a clean delivery is one tap. */
export const expectedLine = (o: Order): Line => ({ orderId: o.orderId, receivedBoxes: o.nbOfCartons, receivedWeight: Number(o.grossWeightSum), receivedCube: Number(o.totalCbm) });

const MEASURES = [
  { key: 'receivedBoxes', expected: (o: Order) => o.nbOfCartons, precision: 0, label: 'field.cartons' },
  { key: 'receivedWeight', expected: (o: Order) => Number(o.grossWeightSum), precision: 3, label: 'field.weight' },
  { key: 'receivedCube', expected: (o: Order) => Number(o.totalCbm), precision: 3, label: 'field.cube' },
] as const;

/** One order: expected beside received for cartons, weight and cube; a differing value shows in orange. */
function OrderLine({ order, index, line }: { order: Order; index: number; line?: Partial<Line> }) {
  const { t } = useTranslation('mobile');
  return (
    <Card size="small" style={{ marginBottom: 8 }} title={<span style={{ overflowWrap: 'anywhere' }}>{order.orderNo} <Typography.Text type="secondary">{order.vendorDeptName}</Typography.Text></span>}>
      {MEASURES.map((m) => {
        const expected = m.expected(order);
        const differs = line?.[m.key] !== undefined && line[m.key] !== null && Number(line[m.key]) !== expected;
        return (
          <div key={m.key} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', alignItems: 'center', gap: 8 }}>
            <span>
              {t(m.label)}
              <br />
              <Typography.Text type="secondary">{t('receive.expected', { value: expected })}</Typography.Text>
            </span>
            <Form.Item name={[index, m.key]} rules={[{ required: true, message: t('required') }]} style={{ marginBottom: 8 }} validateStatus={differs ? 'warning' : undefined}>
              <InputNumber
                min={0}
                precision={m.precision}
                inputMode={m.precision ? 'decimal' : 'numeric'}
                size="large"
                aria-label={`${order.orderNo} ${t(m.label)}`}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </div>
        );
      })}
    </Card>
  );
}

/** Tallied → received: what arrived of each order, its measured dimensions and photos; the server flags differences. */
export function ReceiveStep(props: StepProps) {
  const { t } = useTranslation('mobile');
  const { move, busy } = useMove(props);
  const [form] = Form.useForm<{ lines: Line[]; receivedDims?: string; photos?: string }>();
  const lines = Form.useWatch('lines', form);
  const orders = props.row.orders ?? [];
  const submit = (v: { lines: Line[]; receivedDims?: string; photos?: string }) =>
    move('8', {
      receipt: orders.map((o, i) => ({ ...v.lines[i], orderId: o.orderId })),
      work: { receivedDims: v.receivedDims?.trim() ?? '', photos: v.photos ?? '' },
    });
  return (
    <Form form={form} name="receive" layout="vertical" size="large" initialValues={{ lines: orders.map(expectedLine), receivedDims: props.row.receivedDims, photos: props.row.photos }} onFinish={submit}>
      {orders.length === 0 ? <Alert type="warning" showIcon title={t('receive.noOrders')} style={{ marginBottom: 12 }} /> : null}
      <Form.List name="lines">
        {() => orders.map((order, i) => <OrderLine key={order.orderId} order={order} index={i} line={lines?.[i]} />)}
      </Form.List>
      <Form.Item name="receivedDims" label={t('field.receivedDims')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} placeholder={t('receive.dimsPlaceholder')} />
      </Form.Item>
      <Form.Item name="photos" label={t('field.photos')}>
        <PhotoCapture />
      </Form.Item>
      <SubmitBar label={t('step.receive')} busy={busy} />
    </Form>
  );
}
