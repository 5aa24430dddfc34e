import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DictDataRow } from '../../../contract/system';
import { fieldOptions, type LoadedOptions } from './field-options';
import { formWidget, typeOf, widgets } from './field-types';
import type { AnyRow, FieldDef, FormOpts } from './types';
import { isRequired, zodRules } from './zod-rules';

/** `namespace:key`: an `extra` hint given as a key is translated like the label */
const TRANSLATION_KEY = /^[\w-]+:[\w.-]+$/;

interface Props<Row extends AnyRow> {
  field: FieldDef<Row>;
  dicts: Record<string, DictDataRow[]>;
  schema?: z.ZodType;
  form: FormInstance;
  row?: Row;
  loaded?: LoadedOptions;
}

/** One dialog field: the widget of its type, its label, and rules from its contract schema. */
export function FormField<Row extends AnyRow>({ field, dicts, schema, form, row, loaded }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const opts: FormOpts<Row> = typeof field.form === 'object' ? field.form : {};
  const label = t(field.label);
  const type = typeOf(field);
  const control = opts.render
    ? opts.render({ form, row, label })
    : widgets[formWidget(field, opts)]({
        options: fieldOptions(field, dicts, loaded),
        multiple: field.multiple,
        disabled: !!row && !!opts.disabledOnEdit,
        precision: field.type === 'money' ? 2 : undefined,
        enter: t('crud:enter', { label }),
        select: t('crud:select', { label }),
      });
  return (
    <Form.Item
      name={field.name}
      label={label}
      required={isRequired(schema)}
      rules={zodRules(schema, label, t)}
      initialValue={opts.initialValue}
      extra={typeof opts.extra === 'string' && TRANSLATION_KEY.test(opts.extra) ? t(opts.extra) : opts.extra}
      {...(opts.render ? {} : type.item?.(field as FieldDef<AnyRow>))}
    >
      {control}
    </Form.Item>
  );
}
