import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page';
import { deferred } from '../../lib/deferred';
import { preorderDefinition } from './preorder-definition';

// opened from a row: fetched once the list has shown its first rows
const PreorderDrawer = deferred(() => import('./detail-drawer').then((m) => m.PreorderDrawer));

export { preorderDefinition };

/** /biz/preorder: the pre-orders list, the check actions and a detail drawer with the timeline. */
export function PreorderPage() {
  const { t } = useTranslation(['preorder', 'order']);
  const [detailId, setDetailId] = useState<number>();
  const [checks, setChecks] = useState(0);

  const definition = useMemo(
    () =>
      preorderDefinition({
        t,
        onDetail: (row) => setDetailId(row.preorderId),
        onChecked: (reload) => {
          reload();
          setChecks((n) => n + 1);
        },
      }),
    [t],
  );

  return (
    <>
      <CrudPage definition={definition} />
      <PreorderDrawer preorderId={detailId} version={checks} onClose={() => setDetailId(undefined)} />
    </>
  );
}
