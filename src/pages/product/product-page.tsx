import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../contract/product';
import { CrudPage } from '../../components/crud/crud-page';
import { useUserStore } from '../../stores/user';
import { useMoves } from '../../components/workflow/use-moves';
import { moveProduct } from './api';
import type { NextMove } from './moves';
import { productDefinition } from './product-definition';
import { deferred } from '../../lib/deferred';

const HistoryDrawer = deferred(() => import('./history-drawer').then((m) => m.HistoryDrawer));

export { productDefinition };

export function ProductPage() {
  const { t } = useTranslation(['product']);
  const permissions = useUserStore((s) => s.permissions);
  const { start, dialog } = useMoves<ProductRow, NextMove>({
    name: 'product-move',
    ns: 'product',
    title: (row, action) => t('product:moveTitle', { action, articleNo: row.articleNo }),
    submit: (row, move, remark) => moveProduct(row, move.to, remark),
  });
  const [history, setHistory] = useState<ProductRow>();
  const definition = useMemo(() => productDefinition({ t, permissions, onMove: start, onHistory: setHistory }), [t, permissions, start]);
  return (
    <>
      <CrudPage definition={definition} />
      {dialog}
      <HistoryDrawer row={history} onClose={() => setHistory(undefined)} />
    </>
  );
}
