import { Alert, Button, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/use-polling';
import { bookAsSupplier, type PublicSupplierBooking, type PublicSupplierOrder, type SupplierWarehouse } from './api';
import { OrderChoice, pickedLoad } from './order-choice';
import { PackingListUpload } from './packing-list-upload';
import { SlotChoice } from './slot-choice';

interface Values {
  orderIds: number[];
  boxes?: number | null;
  warehouseId: number;
  deliveryTime: string;
  plateNo: string;
  vehicleType?: string;
  driverName: string;
  driverPhone: string;
  packingList: string;
}

interface Props {
  token: string;
  warehouses: SupplierWarehouse[];
  orders: PublicSupplierOrder[];
  onBooked: (booking: PublicSupplierBooking) => void;
}

/** the values of the seeded biz_vehicle_type dictionary (the page has no login to read it), labelled in the locale files */
const VEHICLES = ['van', '4.2m', '7.6m', '9.6m', '13m', '20gp', '40hq'] as const;
const section = { fontSize: 17, margin: '8px 0 12px' };

/** A new booking: the orders, a free slot, the truck and driver, the packing list. */
export function BookingForm({ token, warehouses, orders, onBooked }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'supplier' });
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const ids = Form.useWatch('orderIds', form);
  const boxes = Form.useWatch('boxes', form);
  const warehouseId = (Form.useWatch('warehouseId', form) as number | undefined) ?? warehouses[0]?.warehouseId;
  const load = pickedLoad(orders, ids, boxes);

  const submit = async (v: Values) => {
    setBusy(true);
    setError(undefined);
    try {
      onBooked(
        await bookAsSupplier(token, {
          warehouseId: v.warehouseId,
          deliveryTime: v.deliveryTime,
          orderIds: v.orderIds,
          boxes: v.boxes ?? null,
          plateNo: v.plateNo,
          vehicleType: v.vehicleType ?? '',
          driverName: v.driverName,
          driverPhone: v.driverPhone,
          packingList: v.packingList,
        }),
      );
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Form form={form} name="supplierBooking" layout="vertical" onFinish={submit} requiredMark={false} scrollToFirstError initialValues={{ warehouseId }}>
      <Typography.Title level={4} style={section}>
        {t('form.orders')}
      </Typography.Title>
      <Form.Item name="orderIds" rules={[{ required: true, type: 'array', min: 1, message: t('form.ordersRequired') }]}>
        <OrderChoice orders={orders} />
      </Form.Item>
      {ids?.length ? (
        <Form.Item name="boxes" label={t('field.boxes')} extra={t('form.boxesHint')}>
          <InputNumber min={1} max={load.cartons} precision={0} placeholder={t('form.allCartons', { n: load.cartons })} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Typography.Title level={4} style={section}>
        {t('form.slot')}
      </Typography.Title>
      <Form.Item name="warehouseId" hidden={warehouses.length < 2} label={t('field.warehouse')}>
        <Radio.Group
          options={warehouses.map((w) => ({ value: w.warehouseId, label: <span translate="no">{w.warehouseName}</span> }))}
          onChange={() => form.setFieldValue('deliveryTime', undefined)}
          style={{ display: 'grid', gap: 12 }}
        />
      </Form.Item>
      <Form.Item name="deliveryTime" rules={[{ required: true, message: t('form.slotRequired') }]}>
        {warehouseId ? <SlotChoice key={warehouseId} token={token} warehouseId={warehouseId} cbm={load.cbm} /> : <span />}
      </Form.Item>
      <Typography.Title level={4} style={section}>
        {t('form.truck')}
      </Typography.Title>
      <Form.Item name="plateNo" label={t('field.plateNo')} rules={required(t('form.plateRequired'))} normalize={(v: string) => v.toUpperCase()}>
        <Input placeholder={t('form.platePlaceholder')} autoComplete="off" autoCapitalize="characters" maxLength={20} />
      </Form.Item>
      <Form.Item name="vehicleType" label={t('field.vehicleType')}>
        <Select allowClear placeholder={t('form.vehiclePlaceholder')} options={VEHICLES.map((v) => ({ value: v, label: t(`vehicle.${v}`) }))} />
      </Form.Item>
      <Form.Item name="driverName" label={t('field.driverName')} rules={required(t('form.driverRequired'))}>
        <Input autoComplete="name" maxLength={50} />
      </Form.Item>
      <Form.Item name="driverPhone" label={t('field.driverPhone')} rules={required(t('form.phoneRequired'))}>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="packingList" label={t('field.packingList')} rules={[{ required: true, message: t('form.packingRequired') }]}>
        <PackingListUpload token={token} />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={busy} style={{ height: 52 }}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
