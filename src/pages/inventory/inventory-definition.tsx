import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { StockRow } from '../../../contract/inventory';
import type { CrudDefinition, ToolbarContext } from '../../components/crud/types';
import { hasPermi } from '../../lib/permission';
import { loadWarehouses } from '../../features/slots/warehouses';
import { stockApi } from './api';

export type StockAction = 'putaway' | 'preassign' | 'release';

interface Actions {
  t: TFunction;
  permissions: readonly string[];
  /** a toolbar action on the selected pallets; `reload` refreshes the list after it */
  onAction: (action: StockAction, rows: StockRow[], reload: () => void) => void;
  onLedger: (row: StockRow) => void;
}

/** Which pallets an action applies to, by status: the buttons stay off until the selection allows them. */
export const ACTION_FROM: Record<StockAction, readonly string[]> = { putaway: ['0', '1'], preassign: ['1'], release: ['2'] };

function toolbar({ t, permissions, onAction }: Actions) {
  return (ctx: ToolbarContext<StockRow>) =>
    (['putaway', 'preassign', 'release'] as const)
      .filter((a) => hasPermi(permissions, [`biz:inventory:${a}`]))
      .map((a) => (
        <Button
          key={a}
          disabled={!ctx.selectedRows.length || ctx.selectedRows.some((r) => !ACTION_FROM[a].includes(r.status))}
          onClick={() => onAction(a, ctx.selectedRows, ctx.reload)}
        >
          {t(`inventory:${a}`)}
        </Button>
      ));
}

/** Stock (/biz/inventory): every pallet received, where it is and where it goes; moved only by the actions, each a ledger entry. */
export function inventoryDefinition(actions: Actions): CrudDefinition<StockRow> {
  const { t, onLedger } = actions;
  return {
    title: 'inventory:title',
    rowKey: 'palletId',
    permission: 'biz:inventory',
    formName: 'biz-inventory-stock',
    api: stockApi,
    exportName: 'stock',
    hide: ['add', 'edit', 'remove'],
    fields: [
      { name: 'palletCode', label: 'inventory:palletCode', search: 'text', form: false, table: { sorter: true, width: 190 } },
      { name: 'orderNo', label: 'inventory:orderNo', search: 'text', form: false, table: { sorter: true, width: 170 } },
      { name: 'buyer', label: 'inventory:buyer', search: 'text', form: false, table: { ellipsis: true, sorter: true } },
      {
        name: 'warehouseId',
        label: 'inventory:warehouse',
        type: 'select',
        search: 'select',
        form: false,
        loadOptions: async () => (await loadWarehouses()).map((w) => ({ value: w.warehouseId, label: w.warehouseName })),
        table: { render: (_v, row) => row.warehouseName },
      },
      { name: 'location', label: 'inventory:location', search: 'text', form: false, table: { sorter: true, width: 100 } },
      { name: 'status', label: 'inventory:status', type: 'dict', dict: 'biz_stock_status', search: 'select', form: false, table: { sorter: true, width: 100 } },
      { name: 'containerName', label: 'inventory:container', form: false, table: { width: 140 } },
      { name: 'boxes', label: 'inventory:boxes', type: 'number', form: false, table: { sorter: true, width: 80 } },
      { name: 'weight', label: 'inventory:weight', type: 'number', form: false, table: { sorter: true, width: 100 } },
      { name: 'cube', label: 'inventory:cube', type: 'number', form: false, table: { sorter: true, width: 90 } },
      { name: 'daysMin', label: 'inventory:daysMin', type: 'number', search: 'text', form: false, table: false },
      { name: 'daysMax', label: 'inventory:daysMax', type: 'number', search: 'text', form: false, table: false },
      { name: 'days', label: 'inventory:days', type: 'number', form: false, table: { width: 80 } },
      { name: 'receivedTime', label: 'inventory:receivedTime', type: 'datetime', search: 'dateRange', form: false, table: { sorter: true } },
    ],
    toolbarExtra: toolbar(actions),
    rowActions: (row) => (
      <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => onLedger(row)}>
        {t('inventory:ledger')}
      </Button>
    ),
  };
}
