import { Alert, Card, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReceiptConfirmation } from '../../features/receipt-differences/receipt-differences';
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

/** What this truck announced of the order, per figure: null in blind counting, where the phone is not told. */
const MEASURES = [
  { key: 'receivedBoxes', announced: (o: Order) => o.boxes, precision: 0, label: 'field.cartons' },
  { key: 'receivedWeight', announced: (o: Order) => (o.grossWeight === null ? null : Number(o.grossWeight)), precision: 3, label: 'field.weight' },
  { key: 'receivedCube', announced: (o: Order) => (o.cube === null ? null : Number(o.cube)), precision: 3, label: 'field.cube' },
] as const;

/**
 * One order: each figure entered as counted (nothing prefilled, issue 46: a receipt is counted,
 * not confirmed), with the announced one beside it as a reference unless counting blind; a
 * counted value that differs shows in orange.
 */
function OrderLine({ order, index, line }: { order: Order; index: number; line?: Partial<Line> }) {
  const { t } = useTranslation('mobile');
  return (
    <Card size="small" style={{ marginBottom: 8 }} title={<span style={{ overflowWrap: 'anywhere' }}>{order.orderNo} <Typography.Text type="secondary">{order.vendorDeptName}</Typography.Text></span>}>
      {MEASURES.map((m) => {
        const announced = m.announced(order);
        const value = line?.[m.key];
        const differs = announced !== null && value !== undefined && value !== null && Number(value) !== announced;
        return (
          <div key={m.key} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', alignItems: 'center', gap: 8 }}>
            <span>
              {t(m.label)}
              {announced !== null ? (
                <>
                  <br />
                  <Typography.Text type="secondary">{t('receive.expected', { value: announced })}</Typography.Text>
                </>
              ) : null}
            </span>
            <Form.Item name={[index, m.key]} rules={[{ required: true, message: t('receive.countRequired') }]} style={{ marginBottom: 8 }} validateStatus={differs ? 'warning' : undefined}>
              <InputNumber min={0} precision={m.precision} inputMode={m.precision ? 'decimal' : 'numeric'} size="large" aria-label={`${order.orderNo} ${t(m.label)}`} style={{ width: '100%' }} />
            </Form.Item>
          </div>
        );
      })}
    </Card>
  );
}

/**
 * Tallied → received: what arrived of each order, counted; its measured dimensions and photos.
 * Before the move, any difference from what the truck announced is confirmed once with its reason.
 */
export function ReceiveStep(props: StepProps) {
  const { t } = useTranslation('mobile');
  const { move, busy } = useMove(props);
  const { confirm, dialog } = useReceiptConfirmation();
  const [form] = Form.useForm<{ lines: Line[]; receivedDims?: string; photos?: string }>();
  const lines = Form.useWatch('lines', form);
  const orders = props.row.orders ?? [];
  const submit = async (v: { lines: Line[]; receivedDims?: string; photos?: string }) => {
    let receipt;
    try {
      receipt = await confirm(props.row.appointmentId, orders.map((o, i) => ({ ...v.lines[i], orderId: o.orderId })));
    } catch (e) {
      props.onDone(e instanceof Error ? e.message : String(e));
      return;
    }
    if (receipt) await move('8', { receipt, work: { receivedDims: v.receivedDims?.trim() ?? '', photos: v.photos ?? '' } });
  };
  return (
    <>
      <Form form={form} name="receive" layout="vertical" size="large" initialValues={{ lines: orders.map((o) => ({ orderId: o.orderId })), receivedDims: props.row.receivedDims, photos: props.row.photos }} onFinish={submit}>
        {props.row.blindCount ? <Alert type="info" showIcon title={t('receive.blind')} style={{ marginBottom: 12 }} data-testid="blind-count" /> : null}
        {orders.length === 0 ? <Alert type="warning" showIcon title={t('receive.noOrders')} style={{ marginBottom: 12 }} /> : null}
        <Form.List name="lines">{() => orders.map((order, i) => <OrderLine key={order.orderId} order={order} index={i} line={lines?.[i]} />)}</Form.List>
        <Form.Item name="receivedDims" label={t('field.receivedDims')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder={t('receive.dimsPlaceholder')} />
        </Form.Item>
        <Form.Item name="photos" label={t('field.photos')}>
          <PhotoCapture />
        </Form.Item>
        <SubmitBar label={t('step.receive')} busy={busy} />
      </Form>
      {dialog}
    </>
  );
}
