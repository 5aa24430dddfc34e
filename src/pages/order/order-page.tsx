import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderRow } from '../../../contract/order';
import { CrudPage } from '../../components/crud/crud-page';
import { HasPermi } from '../../lib/permission';
import { download } from '../../lib/request';
import { deferred } from '../../lib/deferred';
import { orderDefinition } from './order-definition';

// opened from a row or the toolbar: fetched once the list has shown its first rows
const DetailDrawer = deferred(() => import('./detail-drawer').then((m) => m.DetailDrawer));
const EndDialog = deferred(() => import('./end-dialog').then((m) => m.EndDialog));
const BatchDialog = deferred(() => import('./batch-dialog').then((m) => m.BatchDialog));

export { orderDefinition };

/** /biz/order: the orders list with details, batch edit and the end state. */
export function OrderPage() {
  const { t } = useTranslation(['order']);
  // a link from a pre-order opens the list at its order (/biz/order?orderNo=…)
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? undefined;
  const [detailId, setDetailId] = useState<number>();
  // each dialog keeps the list's reload from the context that opened it
  const [ending, setEnding] = useState<{ row: OrderRow; reload: () => void }>();
  const [batch, setBatch] = useState<{ ids: number[]; reload: () => void }>();

  const definition = useMemo(
    () => ({
      ...orderDefinition({
        t,
        onDetail: (row) => setDetailId(row.orderId),
        onEnd: (row, reload) => setEnding({ row, reload }),
        toolbarExtra: (ctx) => (
          <>
            <HasPermi value={['biz:order:edit']}>
              <Button icon={<EditOutlined />} disabled={ctx.selectedRows.length === 0} onClick={() => setBatch({ ids: ctx.selectedRows.map((r) => r.orderId), reload: ctx.reload })}>
                {t('order:batchEdit')}
              </Button>
            </HasPermi>
            {/* the import's own sheet, one row per goods line: corrected in Excel, it imports again */}
            <HasPermi value={['biz:order:export']}>
              <Button icon={<DownloadOutlined />} onClick={() => void download('/biz/order/exportLines', ctx.query, `order_lines_${Date.now()}.xlsx`).catch(() => undefined)}>
                {t('order:exportLines')}
              </Button>
            </HasPermi>
          </>
        ),
      }),
      defaultQuery: orderNo ? { orderNo } : undefined,
    }),
    [t, orderNo],
  );

  return (
    <>
      <CrudPage key={orderNo ?? ''} definition={definition} />
      <DetailDrawer orderId={detailId} onClose={() => setDetailId(undefined)} />
      <EndDialog
        row={ending?.row}
        onClose={() => setEnding(undefined)}
        onDone={() => {
          ending?.reload();
          setEnding(undefined);
        }}
      />
      <BatchDialog
        orderIds={batch?.ids ?? []}
        open={!!batch}
        onClose={() => setBatch(undefined)}
        onDone={() => {
          batch?.reload();
          setBatch(undefined);
        }}
      />
    </>
  );
}
