import type { WarehouseRow } from '../../../contract/warehouse';
import type { CrudDefinition, FieldDef } from '../../components/crud/types';
import { warehouseApi } from './api';
import { ClosedDaysEditor } from './closed-days-editor';
import { DoorsEditor } from './doors-editor';
import { HhmmPicker, WeekdaySelect, weekdayNames } from './schedule-inputs';
import { statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/warehouse').then((m) => m.warehouseInput);

/** A new warehouse's self-booking rules, as the server sets them when none are sent. */
const SELF_BOOKING_DEFAULTS = { bookAheadDays: 14, cutoffHours: 24, maxPerSupplierDay: 3, selfBookingApproval: '1', blindCount: '0' };
const selfBooking = (name: string, t: (key: string) => string): FieldDef<WarehouseRow> => ({
  name,
  label: `warehouse:${name}`,
  type: 'number',
  form: { extra: t(`warehouse:${name}Hint`) },
  table: false,
});
/** A setting of two choices, as radio buttons in the form: [value, label key] each. */
const choice = (name: string, options: [string, string][], t: (key: string) => string, extra?: string): FieldDef<WarehouseRow> => ({
  name,
  label: `warehouse:${name}`,
  type: 'select',
  options: options.map(([value, key]) => ({ value, label: t(`warehouse:${key}`) })),
  form: { widget: 'radio', ...(extra ? { extra } : {}) },
  table: false,
});

/** Warehouses (/biz/warehouse): opening hours, slot size and capacity, dock doors and closed days. */
export function warehouseDefinition(t: (key: string) => string): CrudDefinition<WarehouseRow> {
  return {
    title: 'warehouse:title',
    rowKey: 'warehouseId',
    permission: 'biz:warehouse',
    api: warehouseApi,
    schema: bodySchema,
    exportName: 'warehouse',
    formColumns: 2,
    formWidth: 860,
    formDefaults: () => ({ ...SELF_BOOKING_DEFAULTS, openTime: '08:00', closeTime: '18:00', slotMinutes: 60, slotTrucks: 2, closedWeekdays: '', status: '0', doors: [], closedDays: [] }),
    fields: [
      { name: 'warehouseId', label: 'warehouse:warehouseId', form: false, table: { width: 80, sorter: true } },
      { name: 'warehouseName', label: 'warehouse:warehouseName', search: 'text', table: { width: 160, sorter: true } },
      { name: 'address', label: 'warehouse:address', table: { ellipsis: true } },
      { name: 'openTime', label: 'warehouse:openTime', table: false, form: { render: () => <HhmmPicker aria-label={t('warehouse:openTime')} /> } },
      { name: 'closeTime', label: 'warehouse:closeTime', table: false, form: { render: () => <HhmmPicker aria-label={t('warehouse:closeTime')} /> } },
      { name: 'hours', label: 'warehouse:hours', form: false, table: { width: 110, render: (_, r) => `${r.openTime}–${r.closeTime}` } },
      { name: 'slotMinutes', label: 'warehouse:slotMinutes', type: 'number', table: { width: 110, sorter: true } },
      { name: 'slotTrucks', label: 'warehouse:slotTrucks', type: 'number', table: { width: 110, sorter: true } },
      { name: 'slotCbm', label: 'warehouse:slotCbm', type: 'number', form: { extra: t('warehouse:slotCbmHint') }, table: { width: 100, render: (v) => (v === null || v === undefined ? '—' : String(v)) } },
      {
        name: 'closedWeekdays',
        label: 'warehouse:closedWeekdays',
        form: { render: () => <WeekdaySelect aria-label={t('warehouse:closedWeekdays')} /> },
        table: { width: 140, render: (v) => weekdayNames(v as string, t) || '—' },
      },
      statusField({ label: 'warehouse:status', table: { width: 90 } }),
      // issue 38: what suppliers may book themselves through their links
      selfBooking('bookAheadDays', t),
      selfBooking('cutoffHours', t),
      selfBooking('maxPerSupplierDay', t),
      choice('selfBookingApproval', [['1', 'approvalNeeded'], ['0', 'approvalNone']], t),
      // issue 46: receipts counted blind, the phone showing no announced figure until saved
      choice('blindCount', [['0', 'blindCountOff'], ['1', 'blindCountOn']], t, t('warehouse:blindCountHint')),
      { name: 'remark', label: 'warehouse:remark', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'doors', label: 'warehouse:doors', table: false, form: { span: 24, render: () => <DoorsEditor /> } },
      { name: 'closedDays', label: 'warehouse:closedDays', table: false, form: { span: 24, render: () => <ClosedDaysEditor /> } },
      { name: 'createTime', label: 'warehouse:createTime', type: 'datetime', table: { width: 160, sorter: true } },
    ],
  };
}

