import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAppointment } from './api';
import { AppointmentStatusTag } from '../../features/status-tag/status-tag';

/** A booking as a driver sees it: the plate large, then where and when, and the door once assigned. */
export function BookingCard({ booking, extra }: { booking: PublicAppointment; extra?: ReactNode }) {
  const { t } = useTranslation('public');
  const items = [
    { key: 'reservationNo', label: t('field.reservationNo'), children: booking.reservationNo },
    { key: 'warehouse', label: t('field.warehouse'), children: booking.warehouseName },
    ...(booking.warehouseAddress ? [{ key: 'address', label: t('field.address'), children: booking.warehouseAddress }] : []),
    { key: 'deliveryTime', label: t('field.deliveryTime'), children: <Typography.Text strong>{booking.deliveryTime}</Typography.Text> },
    ...(booking.vehicleType ? [{ key: 'vehicleType', label: t('field.vehicleType'), children: booking.vehicleType }] : []),
    { key: 'driverName', label: t('field.driverName'), children: booking.driverName },
    { key: 'boxes', label: t('field.boxes'), children: booking.boxes },
    ...(booking.doorName ? [{ key: 'door', label: t('field.door'), children: <Typography.Text strong>{booking.doorName}</Typography.Text> }] : []),
    ...(booking.arrivalTime ? [{ key: 'arrivalTime', label: t('field.arrivalTime'), children: booking.arrivalTime }] : []),
    ...(booking.unloadEndTime ? [{ key: 'unloadEndTime', label: t('field.unloadEndTime'), children: booking.unloadEndTime }] : []),
  ];
  return (
    <Card
      title={
        <span style={{ fontSize: 24, letterSpacing: 1 }} aria-label={t('field.plateNo')}>
          {booking.plateNo}
        </span>
      }
      extra={<AppointmentStatusTag status={booking.status} label={booking.statusLabel} large />}
      style={{ marginBottom: 16 }}
    >
      <Descriptions column={1} size="small" items={items} />
      {extra}
    </Card>
  );
}
