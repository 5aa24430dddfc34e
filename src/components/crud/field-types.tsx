import { Input, Radio, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ComponentProps, ComponentType, CSSProperties, ReactNode } from 'react';
import type { DictDataRow } from '../../../contract/system';
import { deferred } from '../../lib/deferred';
import { parseTime } from '../../lib/ruoyi';
import { DictTag } from './dict-tag';
import { fieldOptions, flattenOptions, treeData, type LoadedOptions } from './field-options';
import type { AnyRow, FieldDef, FieldType, FormOpts, Option, SearchWidget } from './types';

/** The controls a field can show as, in the dialog and in the search form. */
export type Widget = NonNullable<FormOpts<AnyRow>['widget']> | 'tree' | 'switch' | 'date' | 'datetime' | 'dateRange';

export interface WidgetProps {
  options: Option[];
  multiple?: boolean;
  disabled?: boolean;
  /** decimals of a number control (money: 2) */
  precision?: number;
  /** the translated "enter …" / "select …" hints */
  enter: string;
  select: string;
  /** search-form controls: a fixed width and a clear button */
  search?: { style: CSSProperties; placeholder: [string, string]; /** the whole hint, where the placeholder is cut short */ title?: string };
}

/**
 * Date pickers, number and tree controls come after the page's first rows (lib/deferred.tsx), drawn
 * meanwhile as an inert input of their size; Form.Item's value and onChange pass through.
 */
type Heavy = typeof import('./heavy-controls');
const heavy = <K extends keyof Heavy>(name: K) =>
  deferred<ComponentProps<Heavy[K]>>(
    () => import('./heavy-controls').then((m) => m[name] as ComponentType<ComponentProps<Heavy[K]>>),
    // the field's id too: its label names the stand-in as it will the control (WCAG label)
    (p) => <Input disabled id={(p as { id?: string }).id} style={(p as { style?: CSSProperties }).style} />,
  );
const DatePicker = heavy('DateControl');
const RangePicker = heavy('DateRangeControl');
const InputNumber = heavy('NumberControl');
const TreeSelect = heavy('TreeControl');

const dateFormats = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;
const dateControl = (type: 'date' | 'datetime') => (p: WidgetProps) => (
  <DatePicker showTime={type === 'datetime'} format={dateFormats[type]} disabled={p.disabled} style={{ width: '100%' }} />
);

const common = (p: WidgetProps) => ({ style: p.search?.style, disabled: p.disabled, placeholder: p.select, title: p.search?.title });

/** Each widget's antd control. */
export const widgets: Record<Widget, (p: WidgetProps) => ReactNode> = {
  input: (p) => <Input allowClear={!!p.search} style={p.search?.style} disabled={p.disabled} placeholder={p.enter} title={p.search?.title} />,
  password: (p) => <Input.Password disabled={p.disabled} placeholder={p.enter} />,
  textarea: (p) => <Input.TextArea rows={3} disabled={p.disabled} placeholder={p.enter} />,
  number: (p) => <InputNumber precision={p.precision} disabled={p.disabled} style={{ width: '100%' }} />,
  radio: (p) => <Radio.Group options={p.options} disabled={p.disabled} />,
  select: (p) => <Select allowClear mode={p.multiple ? 'multiple' : undefined} optionFilterProp="label" {...common(p)} options={p.options} />,
  tree: (p) => <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll multiple={p.multiple} {...common(p)} treeData={treeData(p.options)} />,
  switch: (p) => <Switch disabled={p.disabled} />,
  date: dateControl('date'),
  datetime: dateControl('datetime'),
  dateRange: (p) => <RangePicker style={{ width: typeof p.search?.style.width === 'string' ? p.search.style.width : 240 }} placeholder={p.search?.placeholder} />,
};

/** Search widget → control. */
export const searchWidgets: Record<SearchWidget, Widget> = { text: 'input', select: 'select', treeSelect: 'tree', dateRange: 'dateRange' };

const blank = (v: unknown) => v === null || v === undefined || v === '';
const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface CellContext<Row extends AnyRow> {
  field: FieldDef<Row>;
  row: Row;
  dicts: Record<string, DictDataRow[]>;
  loaded: LoadedOptions;
  reload?: () => void;
}

const optionCell = <Row extends AnyRow>(value: unknown, { field, dicts, loaded }: CellContext<Row>) => {
  const options = flattenOptions(fieldOptions(field, dicts, loaded));
  const labelOf = (v: unknown) => options.find((o) => String(o.value) === String(v))?.label ?? String(v ?? '');
  return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
};

interface TypeSpec {
  /** the dialog control; the field's `form.widget` picks another where the type allows */
  widget: Widget;
  /** Form.Item props between the stored value and the control (switch values, date strings) */
  item?: (f: FieldDef<AnyRow>) => Record<string, unknown>;
  cell?: <Row extends AnyRow>(value: unknown, ctx: CellContext<Row>) => ReactNode;
  align?: 'right';
  width?: number;
}

const switchValues = (f: FieldDef<AnyRow>) => f.switchValues ?? ['0', '1'];
const dateItem = (format: string) => () => ({
  getValueProps: (v: unknown) => ({ value: v ? dayjs(v as string) : undefined }),
  normalize: (d: dayjs.Dayjs | null) => (d ? d.format(format) : undefined),
});

/** The fixed vocabulary of field types: control, value mapping, cell and column of each. */
export const fieldTypes: Record<FieldType, TypeSpec> = {
  text: { widget: 'input' },
  textarea: { widget: 'textarea' },
  number: { widget: 'number', align: 'right' },
  money: { widget: 'number', align: 'right', cell: (v) => (blank(v) ? '' : money.format(Number(v))) },
  date: { widget: 'date', item: dateItem(dateFormats.date), cell: (v) => (v ? parseTime(v as string, '{y}-{m}-{d}') : '') },
  datetime: { widget: 'datetime', item: dateItem(dateFormats.datetime), width: 170, cell: (v) => (v ? parseTime(v as string) : '') },
  dict: { widget: 'select', cell: (v, { field, dicts }) => <DictTag options={field.dict ? (dicts[field.dict] ?? []) : []} value={v} /> },
  select: { widget: 'select', cell: optionCell },
  tree: { widget: 'tree', cell: optionCell },
  switch: {
    widget: 'switch',
    item: (f) => {
      const [on, off] = switchValues(f);
      return { getValueProps: (v: unknown) => ({ checked: v === on }), normalize: (checked: boolean) => (checked ? on : off) };
    },
    cell: (value, { field, row, reload }) => {
      const [on, off] = switchValues(field as FieldDef<AnyRow>);
      return (
        <Switch
          size="small"
          checked={String(value) === on}
          disabled={!field.onSwitch}
          onChange={(checked, e) => {
            e.stopPropagation();
            // reloaded either way: the switch shows what the server holds, also after a refusal
            void field.onSwitch?.(row, checked ? on : off).then(reload, reload);
          }}
        />
      );
    },
  },
};

export const typeOf = <Row extends AnyRow>(f: FieldDef<Row>) => fieldTypes[f.type ?? 'text'];

/** Types whose widget is fixed; the others take `form.widget` (radio buttons, a password…). */
const fixed = new Set<FieldType>(['switch', 'date', 'datetime', 'tree']);
export const formWidget = <Row extends AnyRow>(f: FieldDef<Row>, opts: FormOpts<Row>): Widget =>
  (!fixed.has(f.type ?? 'text') && opts.widget) || typeOf(f).widget;
