import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '../../../contract/appointment';
import { MoveDialog } from '../../components/workflow/move-dialog';
import { moveAppointment } from './api';
import type { AppointmentMove } from './moves';

interface Props {
  row?: AppointmentRow;
  move?: AppointmentMove;
  onClose: () => void;
  onMoved: () => void;
}

/** Submit, accept, pass and not pass: a remark only (a reason when not passed). */
export function RemarkMoveDialog({ row, move, onClose, onMoved }: Props) {
  const { t } = useTranslation(['appointment']);
  return (
    <MoveDialog
      name="appointment-move"
      title={move && row ? t('appointment:moveTitle', { action: t(move.label), no: row.reservationNo }) : ''}
      move={move}
      submit={(remark) => moveAppointment(row!, move!.to, { remark })}
      ns="appointment"
      onClose={onClose}
      onMoved={onMoved}
    />
  );
}
