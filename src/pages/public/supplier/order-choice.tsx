import { Checkbox, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicSupplierOrder } from './api';

interface Props {
  id?: string;
  orders: PublicSupplierOrder[];
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * The picked orders' cartons and cubic metres: what remains of each (a booking brings what remains
 * unless told otherwise, issue 46), and with part of the cartons coming, their share of the cube.
 */
export function pickedLoad(orders: PublicSupplierOrder[], ids: number[] = [], boxes?: number | null): { cartons: number; cbm: number } {
  const picked = orders.filter((o) => ids.includes(o.orderId));
  const cartons = picked.reduce((s, o) => s + o.remaining, 0);
  const cube = picked.reduce((s, o) => s + (o.nbOfCartons > 0 ? (o.totalCbm * o.remaining) / o.nbOfCartons : 0), 0);
  const share = boxes && cartons > 0 ? Math.min(1, boxes / cartons) : 1;
  return { cartons, cbm: Math.round(cube * share * 1000) / 1000 };
}

/** The supplier's bookable orders, each a row to tick (a whole row is the thumb's target). */
export function OrderChoice({ id, orders, value = [], onChange }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'supplier' });
  if (!orders.length) return <Empty description={t('order.none')} />;
  return (
    <div id={id} style={{ display: 'grid', gap: 8 }}>
      {orders.map((o) => {
        const on = value.includes(o.orderId);
        return (
          <Checkbox
            key={o.orderId}
            checked={on}
            onChange={(e) => onChange?.(e.target.checked ? [...value, o.orderId] : value.filter((v) => v !== o.orderId))}
            style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '10px 12px', margin: 0, background: on ? '#e6f4ff' : '#fff' }}
          >
            <Typography.Text strong translate="no">
              {o.orderNo}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('order.figures', { cartons: o.nbOfCartons, cbm: o.totalCbm, kg: o.grossWeightSum })}</Typography.Text>
            <br />
            <Typography.Text type={o.remaining < o.nbOfCartons ? 'warning' : 'secondary'}>{t('order.remaining', { n: o.remaining, cartons: o.nbOfCartons })}</Typography.Text>
          </Checkbox>
        );
      })}
    </div>
  );
}
