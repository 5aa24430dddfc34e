import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockRow } from '../../../contract/inventory';
import { CrudPage } from '../../components/crud/crud-page';
import { useUserStore } from '../../stores/user';
import { inventoryDefinition } from './inventory-definition';
import { LedgerDrawer } from './ledger-drawer';
import { ledgerDefinition } from './ledger-definition';
import { StockActionDialog, type Acting } from './stock-actions';

export { inventoryDefinition };

/** /biz/inventory: the stock, with put-away, preassignment and release, and the ledger beside it. */
export function InventoryPage() {
  const { t } = useTranslation(['inventory']);
  const permissions = useUserStore((s) => s.permissions);
  const [acting, setActing] = useState<Acting>();
  const [ledgerOf, setLedgerOf] = useState<StockRow>();
  const definition = useMemo(
    () => inventoryDefinition({ t, permissions, onAction: (action, rows, reload) => setActing({ action, rows, reload }), onLedger: setLedgerOf }),
    [t, permissions],
  );
  return (
    <>
      <Tabs
        items={[
          { key: 'stock', label: t('inventory:stock'), children: <CrudPage definition={definition} /> },
          { key: 'ledger', label: t('inventory:ledger'), children: <CrudPage definition={ledgerDefinition} /> },
        ]}
      />
      <StockActionDialog acting={acting} onClose={() => setActing(undefined)} />
      <LedgerDrawer pallet={ledgerOf} onClose={() => setLedgerOf(undefined)} />
    </>
  );
}
