import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClearanceRow } from '../../../contract/clearance';
import { CrudPage } from '../../components/crud/crud-page';
import { useMoves } from '../../components/workflow/use-moves';
import { useUserStore } from '../../stores/user';
import { moveCharge, readClearance } from './api';
import { clearanceDefinition } from './clearance-definition';
import type { NextMove } from './moves';
import { deferred } from '../../lib/deferred';

const ClearanceDetail = deferred(() => import('./clearance-detail').then((m) => m.ClearanceDetail));

export { clearanceDefinition };

export function ClearancePage() {
  const { t } = useTranslation(['clearance']);
  const permissions = useUserStore((s) => s.permissions);
  const reloadList = useRef<() => void>(() => undefined);
  const { start, dialog } = useMoves<ClearanceRow, NextMove>({
    name: 'clearance-charge',
    ns: 'clearance',
    title: (row, action) => t('clearance:moveTitle', { action, no: row.clearanceNo }),
    submit: (row, move, remark) => moveCharge(row, move.to, remark),
  });
  const [detail, setDetail] = useState<ClearanceRow>();
  const definition = useMemo(
    () =>
      clearanceDefinition({
        t,
        permissions,
        onMove: start,
        // the list row may be stale: read the clearance afresh; what the detail changes reloads the list
        onDetail: (row, reload) => {
          reloadList.current = reload;
          void readClearance(row.clearanceId).then(setDetail, () => undefined);
        },
      }),
    [t, permissions, start],
  );
  return (
    <>
      <CrudPage definition={definition} />
      {dialog}
      <ClearanceDetail row={detail} permissions={permissions} onClose={() => setDetail(undefined)} onChanged={() => reloadList.current()} />
    </>
  );
}
