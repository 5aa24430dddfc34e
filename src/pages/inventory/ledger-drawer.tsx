import { Drawer, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerRow, StockRow } from '../../../contract/inventory';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';
import { ledgerApi } from './api';

/** One pallet's movements, newest first. */
export function LedgerDrawer({ pallet, onClose }: { pallet?: StockRow; onClose: () => void }) {
  const { t } = useTranslation(['inventory']);
  const dicts = useDict('biz_stock_movement', 'biz_stock_status');
  const [rows, setRows] = useState<LedgerRow[]>();
  useEffect(() => {
    setRows(undefined);
    if (pallet) void ledgerApi.list({ palletId: pallet.palletId, pageSize: 100 }).then((p) => setRows(p.rows), () => setRows([]));
  }, [pallet]);
  const status = (v: string) => (v ? <DictTag options={dicts.biz_stock_status ?? []} value={v} /> : '–');
  return (
    <Drawer open={!!pallet} onClose={onClose} size="large" title={pallet ? t('inventory:ledgerOf', { code: pallet.palletCode }) : ''}>
      <Table<LedgerRow>
        rowKey="entryId"
        size="small"
        loading={!rows}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('inventory:operTime'), dataIndex: 'operTime', width: 160 },
          { title: t('inventory:movement'), dataIndex: 'movement', render: (v: string) => <DictTag options={dicts.biz_stock_movement ?? []} value={v} /> },
          { title: t('inventory:fromStatus'), dataIndex: 'fromStatus', render: status },
          { title: t('inventory:toStatus'), dataIndex: 'toStatus', render: status },
          { title: t('inventory:location'), dataIndex: 'toLocation' },
          { title: t('inventory:operBy'), dataIndex: 'operBy' },
          { title: t('inventory:remark'), dataIndex: 'remark' },
        ]}
      />
    </Drawer>
  );
}
