import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilingRow } from '../../../contract/filing';
import { CrudPage } from '../../components/crud/crud-page';
import { useUserStore } from '../../stores/user';
import { useMoves } from '../../components/workflow/use-moves';
import { filingApi, moveFiling } from './api';
import type { NextMove } from './moves';
import { filingDefinition } from './filing-definition';
import { deferred } from '../../lib/deferred';

const FilingDetail = deferred(() => import('./filing-detail').then((m) => m.FilingDetail));

export { filingDefinition };

export function FilingPage() {
  const { t } = useTranslation(['filing']);
  const permissions = useUserStore((s) => s.permissions);
  const { start, dialog } = useMoves<FilingRow, NextMove>({
    name: 'filing-move',
    ns: 'filing',
    title: (row, action) => t('filing:moveTitle', { action, orderNo: row.orderNo ?? row.filingId }),
    submit: (row, move, remark, fields) => moveFiling(row, move.to, remark, fields),
  });
  const [detail, setDetail] = useState<FilingRow>();
  const definition = useMemo(
    () =>
      filingDefinition({
        t,
        permissions,
        onMove: start,
        // the list row may be stale: read the filing afresh
        onDetail: (row) => void filingApi.get(row.filingId).then(setDetail, () => undefined),
      }),
    [t, permissions, start],
  );
  return (
    <>
      <CrudPage definition={definition} />
      {dialog}
      <FilingDetail row={detail} onClose={() => setDetail(undefined)} />
    </>
  );
}
