import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from './api';
import { ArrivalTag } from '../../features/arrival-tag/arrival-tag';
import { StatusTag } from './mobile-shell';

/** The booking at a glance on a phone: plate and status first, then when, where, who and how much, and its orders. */
export function BookingSummary({ row }: { row: AppointmentRow }) {
  const { t } = useTranslation('mobile');
  const items = [
    { key: 'reservationNo', label: t('field.reservationNo'), children: row.reservationNo },
    { key: 'deliveryTime', label: t('field.deliveryTime'), children: <Typography.Text strong>{row.deliveryTime}</Typography.Text> },
    // at the dock: when it came, and how early or late against the booked slot (issue 46); a
    // received booking's summary (received-summary.tsx) has its own times
    ...(row.arrivalTime && row.status !== '8'
      ? [
          {
            key: 'arrivalTime',
            label: t('field.arrivalTime'),
            children: (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                {row.arrivalTime}
                <ArrivalTag offset={row.arrivalOffsetMinutes} />
              </span>
            ),
          },
        ]
      : []),
    { key: 'warehouse', label: t('field.warehouse'), children: row.warehouseName },
    ...(row.doorName ? [{ key: 'door', label: t('field.door'), children: <Typography.Text strong>{row.doorName}</Typography.Text> }] : []),
    {
      key: 'driver',
      label: t('field.driver'),
      children: (
        <span>
          {row.driverName} <a href={`tel:${row.driverPhone}`}>{row.driverPhone}</a>
        </span>
      ),
    },
    // counting blind (issue 46), the phone has no announced figure to show
    { key: 'cargo', label: t('field.cargo'), children: row.boxes === null ? t('receive.blindCargo') : t('cargo', { boxes: row.boxes, weight: row.grossWeight, cube: row.cube }) },
    ...(row.remark ? [{ key: 'remark', label: t('field.remark'), children: row.remark }] : []),
  ];
  return (
    <Card style={{ marginBottom: 12 }} styles={{ body: { padding: 16 } }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
        <span style={{ fontSize: 26, fontWeight: 600, letterSpacing: 1 }} data-testid="plate">
          {row.plateNo}
        </span>
        <StatusTag status={row.status} large />
      </div>
      <Descriptions column={1} size="small" items={items} />
      {row.orders?.length ? (
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('ordersCount', { count: row.orders.length })}</Typography.Text>
          {row.orders.map((o) => (
            <div key={o.orderId} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '6px 0', borderTop: '1px solid #f0f0f0' }}>
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography.Text strong>{o.orderNo}</Typography.Text> <Typography.Text type="secondary">{o.vendorDeptName}</Typography.Text>
              </span>
              {o.boxes === null ? null : <span style={{ whiteSpace: 'nowrap' }}>{t('boxesCount', { count: o.boxes })}</span>}
            </div>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
