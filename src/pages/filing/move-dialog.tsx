import { useTranslation } from 'react-i18next';
import type { FilingRow } from '../../../contract/filing';
import { MoveDialog as WorkflowMoveDialog } from '../../components/workflow/move-dialog';
import { moveFiling } from './api';
import type { NextMove } from './moves';

interface Props {
  row?: FilingRow;
  move?: NextMove;
  onClose: () => void;
  onMoved: () => void;
}

/** A filing's move with its remark (required for "not passed"). */
export function MoveDialog({ row, move, onClose, onMoved }: Props) {
  const { t } = useTranslation(['filing']);
  return (
    <WorkflowMoveDialog
      name="filing-move"
      title={move && row ? t('filing:moveTitle', { action: t(move.label), orderNo: row.orderNo ?? row.filingId }) : ''}
      move={move}
      submit={(remark) => moveFiling(row!, move!.to, remark)}
      ns="filing"
      onClose={onClose}
      onMoved={onMoved}
    />
  );
}
