import { Col, Form, Modal, Row as GridRow } from 'antd';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictDataRow } from '../../../contract/system';
import type { LoadedOptions } from './field-options';
import { FormField } from './form-field';
import { showServerFieldErrors } from './server-errors';
import { formNameOf, type AnyRow, type CrudDefinition, type FieldDef } from './types';
import { fieldSchema, parseBody, useSchema, useSubmitWhenSettled } from './zod-rules';

interface Props<Row extends AnyRow> {
  definition: CrudDefinition<Row>;
  open: boolean;
  /** the row to edit; undefined adds */
  row?: Row;
  /** initial values of an add, over the definition's formDefaults (e.g. the parent of a child) */
  defaults?: AnyRow;
  dicts: Record<string, DictDataRow[]>;
  loaded?: LoadedOptions;
  onClose: () => void;
  onSaved: (mode: 'add' | 'edit') => void;
}

/** Dialog fields: those with `form` not false; datetime fields (createTime…) only when asked. */
export const formFields = <Row extends AnyRow>(fields: FieldDef<Row>[], editing = false) =>
  fields.filter((f) => {
    if (f.form === undefined) return f.type !== 'datetime';
    if (f.form === false) return false;
    return !(editing && typeof f.form === 'object' && f.form.addOnly);
  });

const formOpts = <Row extends AnyRow>(f: FieldDef<Row>) => (typeof f.form === 'object' ? f.form : {});

/** The add/edit dialog: validates against the contract schema, posts or puts, maps 400s to fields. */
export function EditModal<Row extends AnyRow>({ definition: def, open, row, defaults, dicts, loaded, onClose, onSaved }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const [form] = Form.useForm();
  const formName = `${formNameOf(def)}-edit`;
  const [saving, setSaving] = useState(false);
  const fields = formFields(def.fields, !!row);
  const twoColumns = def.formColumns === 2;
  const { schema, settled } = useSchema(def.schema);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ?? { ...def.formDefaults?.(), ...defaults });
  }, [open, row, defaults, form, def]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // fields hidden by showIf are not sent: their old values must not come back
    const parsed = parseBody(schema, row ? { ...values, [def.rowKey]: row[def.rowKey] } : values);
    // an add schema (the clearance's, the container's) has no id: the edited row's goes back on after parsing
    const body = row ? { ...parsed, [def.rowKey]: row[def.rowKey] } : parsed;
    setSaving(true);
    try {
      await (row ? def.api.update(body) : def.api.add(body));
      onSaved(row ? 'edit' : 'add');
    } catch (err) {
      showServerFieldErrors(form, err, fields.map((f) => ({ name: f.name, label: t(f.label) })));
    } finally {
      setSaving(false);
    }
  };

  const ok = useSubmitWhenSettled(settled, submit);
  const name = t(def.title);
  return (
    <Modal
      open={open}
      title={row ? t('crud:editTitle', { name }) : t('crud:addTitle', { name })}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving || ok.waiting}
      onOk={ok.onOk}
      onCancel={() => {
        ok.cancel();
        onClose();
      }}
      forceRender
      width={def.formWidth ?? (twoColumns ? 760 : 560)}
    >
      <Form form={form} name={formName} labelCol={{ flex: '110px' }} labelWrap wrapperCol={{ flex: 1 }}>
        <GridRow gutter={16}>
          {fields.map((f) => {
            const opts = formOpts(f);
            const item = <FormField field={f} dicts={dicts} loaded={loaded} schema={fieldSchema(schema, f.name)} form={form} row={row} />;
            const col = <Col span={twoColumns ? (opts.span ?? 12) : 24}>{item}</Col>;
            // a hidden field leaves no empty column behind
            return opts.showIf ? (
              <Form.Item key={f.name} noStyle shouldUpdate>
                {() => (opts.showIf!(form.getFieldsValue(true) as AnyRow, row) ? col : null)}
              </Form.Item>
            ) : (
              <Fragment key={f.name}>{col}</Fragment>
            );
          })}
        </GridRow>
      </Form>
    </Modal>
  );
}
