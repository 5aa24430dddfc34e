import type { LedgerRow } from '../../../contract/inventory';
import type { CrudDefinition } from '../../components/crud/types';
import { ledgerApi } from './api';

const place = (location: string, container: number | null) => [location, container ? `#${container}` : ''].filter(Boolean).join(' · ');

/** The ledger: every movement of every pallet, newest first; read only. */
export const ledgerDefinition: CrudDefinition<LedgerRow> = {
  title: 'inventory:ledger',
  rowKey: 'entryId',
  permission: 'biz:inventory',
  formName: 'biz-inventory-ledger',
  api: ledgerApi,
  hide: ['add', 'edit', 'remove', 'export', 'selection', 'rowActions'],
  fields: [
    { name: 'operTime', label: 'inventory:operTime', type: 'datetime', search: 'dateRange', form: false, table: { width: 170 } },
    { name: 'palletCode', label: 'inventory:palletCode', search: 'text', form: false, table: { width: 190 } },
    { name: 'orderNo', label: 'inventory:orderNo', search: 'text', form: false, table: { width: 170 } },
    { name: 'movement', label: 'inventory:movement', type: 'dict', dict: 'biz_stock_movement', search: 'select', form: false, table: { width: 100 } },
    { name: 'fromStatus', label: 'inventory:fromStatus', type: 'dict', dict: 'biz_stock_status', form: false, table: { width: 100 } },
    { name: 'toStatus', label: 'inventory:toStatus', type: 'dict', dict: 'biz_stock_status', form: false, table: { width: 100 } },
    { name: 'from', label: 'inventory:from', form: false, table: { render: (_v, r) => place(r.fromLocation, r.fromContainerId) } },
    { name: 'to', label: 'inventory:to', form: false, table: { render: (_v, r) => place(r.toLocation, r.toContainerId) } },
    { name: 'boxes', label: 'inventory:boxes', type: 'number', form: false, table: { width: 80 } },
    { name: 'weight', label: 'inventory:weight', type: 'number', form: false, table: { width: 100 } },
    { name: 'operBy', label: 'inventory:operBy', form: false, table: { width: 100 } },
    { name: 'remark', label: 'inventory:remark', form: false, table: { ellipsis: true } },
  ],
};
