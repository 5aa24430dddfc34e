import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DictDataRow } from '../../../contract/system';
import { fieldOptions, treeData, type LoadedOptions } from './field-options';
import type { AnyRow, FieldDef, FormOpts } from './types';
import { isRequired, zodRules } from './zod-rules';

interface Props<Row extends AnyRow> {
  field: FieldDef<Row>;
  dicts: Record<string, DictDataRow[]>;
  schema?: z.ZodType;
  form: FormInstance;
  row?: Row;
  loaded?: LoadedOptions;
}

const dateFormats = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;

/** One dialog field: the widget of its type, its label, and rules from its contract schema. */
export function FormField<Row extends AnyRow>({ field, dicts, schema, form, row, loaded }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const opts: FormOpts<Row> = typeof field.form === 'object' ? field.form : {};
  const label = t(field.label);
  const disabled = !!row && !!opts.disabledOnEdit;
  const widget = opts.widget;
  const item: Record<string, unknown> = {};
  let control: ReactNode;

  if (opts.render) {
    control = opts.render({ form, row });
  } else if (field.type === 'switch') {
    const [on, off] = field.switchValues ?? ['0', '1'];
    item.getValueProps = (v: unknown) => ({ checked: v === on });
    item.normalize = (checked: boolean) => (checked ? on : off);
    control = <Switch disabled={disabled} />;
  } else if (field.type === 'date' || field.type === 'datetime') {
    const format = dateFormats[field.type];
    item.getValueProps = (v: unknown) => ({ value: v ? dayjs(v as string) : undefined });
    item.normalize = (d: dayjs.Dayjs | null) => (d ? d.format(format) : undefined);
    control = <DatePicker showTime={field.type === 'datetime'} format={format} disabled={disabled} style={{ width: '100%' }} />;
  } else if (field.type === 'tree') {
    control = (
      <TreeSelect
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        multiple={field.multiple}
        disabled={disabled}
        placeholder={t('crud:select', { label })}
        treeData={treeData(fieldOptions(field, dicts, loaded))}
      />
    );
  } else if (widget === 'radio') {
    control = <Radio.Group options={fieldOptions(field, dicts, loaded)} disabled={disabled} />;
  } else if (field.type === 'dict' || field.type === 'select' || widget === 'select') {
    control = (
      <Select
        allowClear
        mode={field.multiple ? 'multiple' : undefined}
        optionFilterProp="label"
        disabled={disabled}
        placeholder={t('crud:select', { label })}
        options={fieldOptions(field, dicts, loaded)}
      />
    );
  } else if (field.type === 'number' || field.type === 'money' || widget === 'number') {
    control = <InputNumber precision={field.type === 'money' ? 2 : undefined} disabled={disabled} style={{ width: '100%' }} />;
  } else if (field.type === 'textarea' || widget === 'textarea') {
    control = <Input.TextArea rows={3} disabled={disabled} placeholder={t('crud:enter', { label })} />;
  } else if (widget === 'password') {
    control = <Input.Password disabled={disabled} placeholder={t('crud:enter', { label })} />;
  } else {
    control = <Input disabled={disabled} placeholder={t('crud:enter', { label })} />;
  }

  return (
    <Form.Item
      name={field.name}
      label={label}
      required={isRequired(schema)}
      rules={zodRules(schema, label, t)}
      initialValue={opts.initialValue}
      extra={opts.extra}
      {...item}
    >
      {control}
    </Form.Item>
  );
}
