import { Alert, Button, Result, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { appointmentMovePermission } from '../../../contract/appointment-states';
import { hasPermi } from '../../lib/permission';
import { useUserStore } from '../../stores/user';
import { errorText, usePolling } from '../../lib/use-polling';
import { getAppointment, getAppointmentByQr, type AppointmentRow, type AppointmentStatus } from './api';
import { BookingSummary } from './booking-summary';
import { MobileShell } from './mobile-shell';
import { ReceiveStep } from './receive-step';
import { ReceivedSummary } from './received-summary';
import type { StepProps } from './use-move';
import { ArriveStep, TallyStep, UnloadStep } from './work-steps';

/** The warehouse's next step for each status it works in: the form, the move it makes, its title. */
const STEPS: Partial<Record<AppointmentStatus, { to: AppointmentStatus; title: string; Form: (p: StepProps) => ReactNode }>> = {
  '3': { to: '5', title: 'step.arriveTitle', Form: ArriveStep },
  '5': { to: '6', title: 'step.unloadTitle', Form: UnloadStep },
  '6': { to: '7', title: 'step.tallyTitle', Form: TallyStep },
  '7': { to: '8', title: 'step.receiveTitle', Form: ReceiveStep },
};

/** Where the booking comes from: ?id= (the truck list) or ?qr= (the driver's QR code). */
function useBookingSource() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const qr = params.get('qr')?.trim();
  if (Number.isInteger(id) && id > 0) return { key: `id:${id}`, load: () => getAppointment(id) };
  if (qr) return { key: `qr:${qr}`, load: () => getAppointmentByQr(qr) };
  return { key: null, load: () => Promise.reject(new Error('no booking')) };
}

function NextStep({ row, onDone }: StepProps) {
  const { t } = useTranslation('mobile');
  const permissions = useUserStore((s) => s.permissions);
  if (row.status === '8') return <ReceivedSummary row={row} />;
  const step = STEPS[row.status];
  if (!step) return <Alert type="info" showIcon title={t('step.nothingToDo')} />;
  if (!hasPermi(permissions, [appointmentMovePermission(row.status, step.to)])) return <Alert type="info" showIcon title={t('step.notAllowed')} />;
  return (
    <>
      <h3 style={{ margin: '16px 0 8px' }}>{t(step.title)}</h3>
      {/* a new version (after a move) starts the form afresh */}
      <step.Form key={`${row.appointmentId}:${row.version}`} row={row} onDone={onDone} />
    </>
  );
}

/**
 * /mobile/bookingdelivery/option?id=… or ?qr=…: one truck, compactly, and the next step of its
 * unloading for its status; after each step (or a refusal) the booking is loaded again.
 */
export function BookingOptionPage() {
  const { t } = useTranslation('mobile');
  const source = useBookingSource();
  const booking = usePolling<AppointmentRow>(source.key, source.load, 0);
  const [refusal, setRefusal] = useState<string>();
  const done = (error?: string) => {
    setRefusal(error);
    booking.reload();
  };

  let content: ReactNode;
  if (!source.key) {
    content = <Result status="info" title={t('noBooking')} extra={<Link to="/mobile/bookingdelivery">{t('chooseVehicle')}</Link>} />;
  } else if (booking.data) {
    content = (
      <>
        <BookingSummary row={booking.data} />
        {refusal ? <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal(undefined)} style={{ marginBottom: 12 }} /> : null}
        <NextStep row={booking.data} onDone={done} />
      </>
    );
  } else if (booking.error) {
    content = (
      <Result
        status="warning"
        title={errorText(booking.error)}
        extra={
          <Button size="large" onClick={booking.reload}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    content = <Skeleton active />;
  }
  return (
    <MobileShell title={t('optionTitle')} back="/mobile/bookingdelivery">
      {content}
    </MobileShell>
  );
}
