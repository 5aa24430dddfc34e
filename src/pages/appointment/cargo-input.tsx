import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

export type CargoField = 'boxes' | 'grossWeight' | 'cube';

interface OrderTotals {
  nbOfCartons: number;
  grossWeightSum: number | string;
  totalCbm: number | string;
  /** what is left of it for this truck, when the picker knows (issue 46) */
  remaining?: number;
}

/**
 * What the server books when the field is left blank: what is left of each chosen order (its
 * weight and cube in proportion, as the server shares them), or its totals where that is not known.
 */
export function orderTotals(orders: OrderTotals[]): Record<CargoField, number> {
  const part = (o: OrderTotals) => (o.remaining === undefined || !o.nbOfCartons ? 1 : o.remaining / o.nbOfCartons);
  const sum = (f: (o: OrderTotals) => number) => Math.round(orders.reduce((s, o) => s + f(o) * 1000, 0)) / 1000;
  return {
    boxes: sum((o) => o.remaining ?? (Number(o.nbOfCartons) || 0)),
    grossWeight: sum((o) => (Number(o.grossWeightSum) || 0) * part(o)),
    cube: sum((o) => (Number(o.totalCbm) || 0) * part(o)),
  };
}

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  field: CargoField;
}

/** Boxes, gross weight or cube: blank books the orders' total, shown as the placeholder. */
export function CargoInput({ id, value, onChange, field }: Props) {
  const { t } = useTranslation(['appointment']);
  const form = Form.useFormInstance();
  const orders = (Form.useWatch('orders', { form, preserve: true }) as OrderTotals[] | undefined) ?? [];
  const total = orderTotals(orders)[field];
  return (
    <InputNumber
      id={id}
      value={value}
      onChange={(v) => onChange?.(v ?? null)}
      min={0}
      precision={field === 'boxes' ? 0 : undefined}
      style={{ width: '100%' }}
      placeholder={orders.length ? t('appointment:ordersTotal', { total }) : t('appointment:ordersTotalBlank')}
    />
  );
}
