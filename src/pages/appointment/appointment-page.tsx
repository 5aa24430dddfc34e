import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { useUserStore } from '../../stores/user';
import { appointmentApi, type AppointmentForm } from './api';
import { appointmentDefinition } from './appointment-definition';

export { appointmentDefinition };
import { BookingLink } from './booking-link';
import { DetailDrawer } from './detail-drawer';
import type { AppointmentMove } from './moves';
import { RemarkMoveDialog } from './remark-move-dialog';
import { WorkDialog } from './work-dialog';

interface Moving {
  row: AppointmentForm;
  move: AppointmentMove;
  reload: () => void;
}

/**
 * Delivery appointments: cs books trucks into a warehouse's slots and submits them, the desk
 * accepts and reviews; the warehouse steps (done on the phone) are offered here to those who may.
 */
export function AppointmentPage() {
  const { t } = useTranslation(['appointment']);
  const permissions = useUserStore((s) => s.permissions);
  const [moving, setMoving] = useState<Moving>();
  const [detail, setDetail] = useState<{ id: number; moves: number }>();

  const definition = useMemo(
    () =>
      appointmentDefinition({
        t,
        permissions,
        onMove: (row, move, reload) => {
          if (move.kind === 'remark') setMoving({ row, move, reload });
          // the warehouse forms need the orders and the latest version
          else void appointmentApi.get(row.appointmentId).then((full) => setMoving({ row: full, move, reload }), () => undefined);
        },
        onDetail: (row) => setDetail({ id: row.appointmentId, moves: 0 }),
        toolbarExtra: (ctx) => <BookingLink openAdd={ctx.openAdd} />,
      }),
    [t, permissions],
  );
  const moved = () => {
    moving?.reload();
    setMoving(undefined);
    // an open detail shows the move too
    setDetail((d) => d && { ...d, moves: d.moves + 1 });
  };
  const close = () => setMoving(undefined);
  const remarkOnly = moving?.move.kind === 'remark';

  return (
    <>
      <CrudPage definition={definition} />
      <RemarkMoveDialog row={remarkOnly ? moving?.row : undefined} move={remarkOnly ? moving?.move : undefined} onClose={close} onMoved={moved} />
      <WorkDialog row={remarkOnly ? undefined : moving?.row} move={remarkOnly ? undefined : moving?.move} onClose={close} onMoved={moved} />
      <DetailDrawer appointmentId={detail?.id} version={detail?.moves} onClose={() => setDetail(undefined)} />
    </>
  );
}
