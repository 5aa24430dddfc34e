import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { useMoves } from '../../components/workflow/use-moves';
import { useUserStore } from '../../stores/user';
import { appointmentApi, moveAppointment, type AppointmentForm } from './api';
import { appointmentDefinition } from './appointment-definition';

export { appointmentDefinition };
import { BookingLink } from './booking-link';
import type { AppointmentMove } from './moves';
import { deferred } from '../../lib/deferred';

const DetailDrawer = deferred(() => import('./detail-drawer').then((m) => m.DetailDrawer));
const WorkDialog = deferred(() => import('./work-dialog').then((m) => m.WorkDialog));

const remarkOnly = (move: AppointmentMove) => move.kind === 'remark';

/**
 * Delivery appointments: cs books trucks into a warehouse's slots and submits them, the desk
 * accepts and reviews; the warehouse steps (done on the phone) are offered here to those who may.
 */
export function AppointmentPage() {
  const { t } = useTranslation(['appointment']);
  const permissions = useUserStore((s) => s.permissions);
  const [detail, setDetail] = useState<{ id: number; moves: number }>();
  // submit, accept, pass and not pass take a remark; the warehouse steps have the work dialog
  const { moving, start, close, moved, dialog } = useMoves<AppointmentForm, AppointmentMove>({
    name: 'appointment-move',
    ns: 'appointment',
    title: (row, action) => t('appointment:moveTitle', { action, no: row.reservationNo }),
    submit: (row, move, remark) => moveAppointment(row, move.to, { remark }),
    handles: remarkOnly,
    // an open detail shows the move too
    onMoved: () => setDetail((d) => d && { ...d, moves: d.moves + 1 }),
  });

  const definition = useMemo(
    () =>
      appointmentDefinition({
        t,
        permissions,
        onMove: (row, move, reload) => {
          if (remarkOnly(move)) start(row, move, reload);
          // the warehouse forms need the orders and the latest version
          else void appointmentApi.get(row.appointmentId).then((full) => start(full, move, reload), () => undefined);
        },
        onDetail: (row) => setDetail({ id: row.appointmentId, moves: 0 }),
        toolbarExtra: (ctx) => <BookingLink openAdd={ctx.openAdd} />,
      }),
    [t, permissions, start],
  );
  const working = moving && !remarkOnly(moving.move) ? moving : undefined;

  return (
    <>
      <CrudPage definition={definition} />
      {dialog}
      {/* the warehouse's steps, rare at the desk: the dialog (and its photo upload) comes with the first of them */}
      {working && <WorkDialog row={working.row} move={working.move} onClose={close} onMoved={moved} />}
      <DetailDrawer appointmentId={detail?.id} version={detail?.moves} onClose={() => setDetail(undefined)} />
    </>
  );
}
