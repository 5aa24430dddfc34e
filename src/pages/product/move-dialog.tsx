import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../contract/product';
import { MoveDialog as WorkflowMoveDialog } from '../../components/workflow/move-dialog';
import { moveProduct } from './api';
import type { NextMove } from './moves';

interface Props {
  row?: ProductRow;
  move?: NextMove;
  onClose: () => void;
  onMoved: () => void;
}

/** A product's move with an optional remark. */
export function MoveDialog({ row, move, onClose, onMoved }: Props) {
  const { t } = useTranslation(['product']);
  return (
    <WorkflowMoveDialog
      name="product-move"
      title={move && row ? t('product:moveTitle', { action: t(move.label), articleNo: row.articleNo }) : ''}
      move={move}
      submit={(remark) => moveProduct(row!, move!.to, remark)}
      ns="product"
      onClose={onClose}
      onMoved={onMoved}
    />
  );
}
