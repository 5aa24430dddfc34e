import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilingRow } from '../../../contract/filing';
import { CrudPage } from '../../components/crud/crud-page';
import { useUserStore } from '../../stores/user';
import { filingApi } from './api';
import { FilingDetail } from './filing-detail';
import { MoveDialog } from './move-dialog';
import type { NextMove } from './moves';
import { filingDefinition } from './filing-definition';

export { filingDefinition };

export function FilingPage() {
  const { t } = useTranslation(['filing']);
  const permissions = useUserStore((s) => s.permissions);
  const [moving, setMoving] = useState<{ row: FilingRow; move: NextMove; reload: () => void }>();
  const [detail, setDetail] = useState<FilingRow>();
  const definition = useMemo(
    () =>
      filingDefinition({
        t,
        permissions,
        onMove: (row, move, reload) => setMoving({ row, move, reload }),
        // the list row may be stale: read the filing afresh
        onDetail: (row) => void filingApi.get(row.filingId).then(setDetail, () => undefined),
      }),
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
      <FilingDetail row={detail} onClose={() => setDetail(undefined)} />
    </>
  );
}
