import { Alert, App, Button, Empty, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPOINTMENT_STATUS } from '../../../../contract/appointment-states';
import { BookingCard } from '../booking-card';
import { errorText } from '../../../lib/use-polling';
import { cancelBooking, rescheduleBooking, type PublicSupplierBooking } from './api';
import { SlotChoice } from './slot-choice';

/** bookings the truck is still to come for: past the cut-off only the desk may change them */
const WAITING_OR_PASSED: string[] = [APPOINTMENT_STATUS.pendingReview, APPOINTMENT_STATUS.passed];

interface Props {
  token: string;
  bookings: PublicSupplierBooking[];
  /** the link's answer is read again after a change */
  onChanged: () => void;
}

/** The supplier's own bookings: until the cut-off each may move to another slot or be cancelled. */
export function MyBookings({ token, bookings, onChanged }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'supplier' });
  const { message, modal } = App.useApp();
  const [moving, setMoving] = useState<PublicSupplierBooking>();
  const [slot, setSlot] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!bookings.length) return <Empty description={t('mine.none')} />;

  const reschedule = async () => {
    if (!moving || !slot) return;
    setBusy(true);
    try {
      await rescheduleBooking(token, moving.reservationNo, { warehouseId: moving.warehouseId, deliveryTime: slot });
      message.success(t('mine.moved', { time: slot }));
      setMoving(undefined);
      onChanged();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const cancel = (b: PublicSupplierBooking) =>
    modal.confirm({
      title: t('mine.cancelTitle', { no: b.reservationNo }),
      okText: t('mine.cancelYes'),
      cancelText: t('mine.cancelNo'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await cancelBooking(token, b.reservationNo);
          message.success(t('mine.cancelled'));
          onChanged();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });

  return (
    <>
      {bookings.map((b) => (
        <BookingCard
          key={b.reservationNo}
          booking={{ ...b, vehicleType: b.vehicleType && t(`vehicle.${b.vehicleType}`, { defaultValue: b.vehicleType }), warehouseAddress: '', doorName: null, arrivalTime: null, unloadEndTime: null }}
          extra={
            <>
              <Typography.Paragraph style={{ margin: '4px 0 0' }}>
                {t('mine.orders')} <span translate="no">{b.orderNos}</span>
              </Typography.Paragraph>
              {b.reason ? <Alert type="warning" showIcon title={t('mine.reason', { reason: b.reason })} style={{ marginTop: 8 }} /> : null}
              {b.changeable ? (
                <>
                  <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                    {t('mine.changeUntil', { time: b.changeUntil })}
                  </Typography.Paragraph>
                <Flex gap={8} wrap style={{ marginTop: 12 }}>
                  <Button onClick={() => (setSlot(undefined), setMoving(b))} style={{ flex: 1 }}>
                    {t('mine.reschedule')}
                  </Button>
                  <Button danger onClick={() => cancel(b)} style={{ flex: 1 }}>
                    {t('mine.cancel')}
                  </Button>
                </Flex>
                </>
              ) : WAITING_OR_PASSED.includes(b.status) ? (
                <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                  {t('mine.pastCutoff')}
                </Typography.Paragraph>
              ) : null}
              {b.qrToken ? (
                <Link to={`/driverQRcode?token=${encodeURIComponent(b.qrToken)}`} style={{ display: 'inline-block', marginTop: 12, padding: '11px 0' }}>
                  {t('mine.driverQr')}
                </Link>
              ) : null}
            </>
          }
        />
      ))}
      <Modal
        open={!!moving}
        title={moving ? t('mine.rescheduleTitle', { no: moving.reservationNo }) : ''}
        okText={t('mine.rescheduleOk')}
        cancelText={t('mine.cancelNo')}
        okButtonProps={{ disabled: !slot, loading: busy }}
        onOk={reschedule}
        onCancel={() => setMoving(undefined)}
        destroyOnHidden
      >
        {moving ? <SlotChoice token={token} warehouseId={moving.warehouseId} cbm={moving.cube} value={slot} onChange={setSlot} /> : null}
      </Modal>
    </>
  );
}
