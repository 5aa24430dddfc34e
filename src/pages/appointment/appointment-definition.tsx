import { EyeOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { CrudDefinition, FieldDef, ToolbarContext } from '../../components/crud/types';
import { hasPermi } from '../../lib/permission';
import { appointmentApi, type AppointmentForm } from './api';
import type { CargoField } from './cargo-input';
import { nextMoves, preparing, type AppointmentMove } from './moves';
import { loadWarehouses } from '../../features/slots/warehouses';
import { ArrivalTag } from '../../features/arrival-tag/arrival-tag';
import { deferred } from '../../lib/deferred';

type Controls = typeof import('./form-controls');
/** A form control from the form's own chunk, drawn once the dialog opens (bench/pages.mjs: the list's bytes). */
const control = <K extends keyof Controls>(name: K) =>
  deferred<ComponentProps<Controls[K]>>(() => import('./form-controls').then((m) => m[name] as ComponentType<ComponentProps<Controls[K]>>));
const CargoInput = control('CargoInput');
const DayPicker = control('DayPicker');
const OrderPicker = control('OrderPicker');
const PlateInput = control('PlateInput');
const SlotSelect = control('SlotSelect');
const WarehouseSelect = control('WarehouseSelect');

const bodySchema = () => import('../../../contract/appointment').then((m) => m.appointmentInput);

type Row = AppointmentForm;

interface Actions {
  t: (key: string, options?: Record<string, unknown>) => string;
  permissions: readonly string[];
  onMove: (row: Row, move: AppointmentMove, reload: () => void) => void;
  onDetail: (row: Row) => void;
  toolbarExtra: (ctx: ToolbarContext<Row>) => ReactNode;
}

const label = (name: string) => `appointment:${name}`;
const hidden = (name: string): FieldDef<Row> => ({ name, label: label(name), table: false });
const cargo = (name: CargoField, extra: string): FieldDef<Row> => ({
  name,
  label: label(name),
  type: 'number',
  table: { width: 100 },
  form: { render: () => <CargoInput field={name} />, extra },
});

/** A warning tag naming what was received differently from the orders (boxes, weight, cube). */
export function DiffTag({ flags, t }: { flags: string; t: Actions['t'] }) {
  if (!flags) return null;
  const names = flags.split(',').map((f) => t(`appointment:diff.${f.trim()}`, { defaultValue: f.trim() }));
  return <Tag color="warning">{t('appointment:diffTag', { what: names.join(', ') })}</Tag>;
}

/** Delivery appointments (/biz/appointment): cs books trucks into slots, the desk reviews them. */
export function appointmentDefinition({ t, permissions, onMove, onDetail, toolbarExtra }: Actions): CrudDefinition<Row> {
  return {
    title: 'appointment:title',
    rowKey: 'appointmentId',
    permission: 'biz:appointment',
    api: appointmentApi,
    schema: bodySchema,
    exportName: 'appointment',
    importer: { url: '/biz/appointment/importData', templateUrl: '/biz/appointment/importTemplate', templateName: 'appointment_template.xlsx', allowDuplicates: true },
    formName: 'appointment',
    formColumns: 2,
    formWidth: 860,
    fields: [
      { name: 'reservationNo', label: label('reservationNo'), search: 'text', form: false, table: { width: 160, fixed: 'left', sorter: true } },
      {
        name: 'warehouseId',
        label: label('warehouse'),
        type: 'select',
        search: 'select',
        loadOptions: async () => (await loadWarehouses()).map((w) => ({ value: w.warehouseId, label: w.warehouseName })),
        table: false,
        form: { render: ({ form }) => <WarehouseSelect form={form} /> },
      },
      { name: 'deliveryDate', label: label('deliveryDate'), table: false, form: { render: ({ form }) => <DayPicker form={form} /> } },
      {
        name: 'deliveryTime',
        label: label('deliveryTime'),
        search: 'dateRange',
        // the slot's days, as the list route reads them (and the home board links them)
        rangeParam: 'Delivery',
        table: { width: 150, sorter: true },
        form: { render: ({ form, row }) => <SlotSelect form={form} keep={row?.deliveryTime} /> },
      },
      { name: 'warehouseName', label: label('warehouse'), form: false, table: { width: 140, ellipsis: true } },
      { name: 'plateNo', label: label('plateNo'), search: 'text', table: { width: 110 }, form: { render: () => <PlateInput /> } },
      { name: 'vehicleType', label: label('vehicleType'), type: 'dict', dict: 'biz_vehicle_type', table: { width: 120 } },
      { name: 'deliveryType', label: label('deliveryType'), type: 'dict', dict: 'biz_delivery_type', table: { width: 120 } },
      {
        name: 'driverName',
        label: label('driverName'),
        search: 'text',
        table: { width: 160, render: (_v, r) => [r.driverName, r.driverPhone].filter(Boolean).join(' / ') },
      },
      hidden('driverPhone'),
      { name: 'orderIds', label: label('orders'), table: false, form: { span: 24, render: ({ form }) => <OrderPicker form={form} />, extra: t('appointment:bondedHint') } },
      { name: 'orderNos', label: label('orders'), form: false, table: { width: 180, ellipsis: true } },
      { name: 'orderNo', label: label('orderNo'), search: 'text', form: false, table: false },
      { ...hidden('carWeight'), type: 'number' },
      cargo('boxes', t('appointment:blankMeansTotals')),
      cargo('grossWeight', t('appointment:blankMeansTotals')),
      cargo('cube', t('appointment:blankMeansTotals')),
      {
        name: 'status',
        label: label('status'),
        type: 'dict',
        dict: 'biz_appointment_status',
        search: 'select',
        // several at once: the home board's "booked today" is every status that holds a slot
        searchMultiple: true,
        form: false,
        table: { width: 100, sorter: true },
      },
      {
        name: 'withDifferences',
        label: label('withDifferences'),
        type: 'select',
        options: [{ value: '1', label: t('appointment:withDifferencesOnly') }],
        search: 'select',
        form: false,
        table: false,
      },
      {
        // issue 38: bookings a supplier made through its link, for the desk to review
        name: 'bySupplier',
        label: label('bySupplier'),
        type: 'select',
        options: [
          { value: '1', label: t('appointment:bySupplierYes') },
          { value: '0', label: t('appointment:bySupplierNo') },
        ],
        search: 'select',
        form: false,
        table: false,
      },
      {
        name: 'supplierName',
        label: label('bySupplier'),
        form: false,
        table: { width: 140, ellipsis: true, render: (v, r) => (r.supplierLinkId ? <Tag color="purple">{String(v ?? '')}</Tag> : null) },
      },
      {
        name: 'arrivalTime',
        label: label('arrivalTime'),
        // the trucks that came on these days, whatever day they were booked for (the board's "arrived today")
        search: 'dateRange',
        rangeParam: 'Arrival',
        form: false,
        // early or late against its slot, under the time (issue 46)
        table: { width: 160, render: (v, r) => (v ? <>{String(v)}{r.arrivalOffsetMinutes ? <div><ArrivalTag offset={r.arrivalOffsetMinutes} /></div> : null}</> : null) },
      },
      { name: 'diffFlags', label: label('diffFlags'), form: false, table: { width: 150, render: (v) => <DiffTag flags={String(v ?? '')} t={t} /> } },
      { name: 'createBy', label: label('createBy'), form: false, table: { width: 100 } },
      { name: 'createTime', label: label('createTime'), type: 'datetime', form: false, table: { sorter: true } },
      { name: 'remark', label: label('remark'), type: 'textarea', table: false, form: { span: 24 } },
    ],
    rowEditable: (row) => preparing(row.status),
    rowRemovable: (row) => preparing(row.status),
    toolbarExtra,
    rowActions: (row, ctx) => (
      <>
        {nextMoves(row.status, permissions).map((m) => (
          <Button key={m.to} type="link" size="small" danger={m.danger} onClick={() => onMove(row, m, ctx.reload)}>
            {t(m.label)}
          </Button>
        ))}
        {hasPermi(permissions, ['biz:appointment:query']) && (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(row)}>
            {t('appointment:detail')}
          </Button>
        )}
      </>
    ),
  };
}
