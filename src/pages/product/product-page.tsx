import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../contract/product';
import { CrudPage } from '../../components/crud/crud-page';
import { useUserStore } from '../../stores/user';
import { HistoryDrawer } from './history-drawer';
import { MoveDialog } from './move-dialog';
import type { NextMove } from './moves';
import { productDefinition } from './product-definition';

export { productDefinition };

export function ProductPage() {
  const { t } = useTranslation(['product']);
  const permissions = useUserStore((s) => s.permissions);
  const [moving, setMoving] = useState<{ row: ProductRow; move: NextMove; reload: () => void }>();
  const [history, setHistory] = useState<ProductRow>();
  const definition = useMemo(
    () => productDefinition({ t, permissions, onMove: (row, move, reload) => setMoving({ row, move, reload }), onHistory: setHistory }),
    [t, permissions],
  );
  const moved = () => {
    moving?.reload();
    setMoving(undefined);
  };
  return (
    <>
      <CrudPage definition={definition} />
      <MoveDialog row={moving?.row} move={moving?.move} onClose={() => setMoving(undefined)} onMoved={moved} />
      <HistoryDrawer row={history} onClose={() => setHistory(undefined)} />
    </>
  );
}
