import { Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictDataRow } from '../../../contract/system';
import { FormField } from './form-field';
import { showServerFieldErrors } from './server-errors';
import type { AnyRow, CrudDefinition, FieldDef } from './types';
import { fieldSchema, parseBody } from './zod-rules';

interface Props<Row extends AnyRow> {
  definition: CrudDefinition<Row>;
  open: boolean;
  /** the row to edit; undefined adds */
  row?: Row;
  dicts: Record<string, DictDataRow[]>;
  onClose: () => void;
  onSaved: (mode: 'add' | 'edit') => void;
}

/** Dialog fields: those with `form` not false; datetime fields (createTime…) only when asked. */
export const formFields = <Row extends AnyRow>(fields: FieldDef<Row>[]) =>
  fields.filter((f) => (f.form === undefined ? f.type !== 'datetime' : f.form !== false));

/** The add/edit dialog: validates against the contract schema, posts or puts, maps 400s to fields. */
export function EditModal<Row extends AnyRow>({ definition: def, open, row, dicts, onClose, onSaved }: Props<Row>) {
  const { t } = useTranslation(['crud']);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const fields = formFields(def.fields);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ?? def.formDefaults?.() ?? {});
  }, [open, row, form, def]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = parseBody(def.schema, row ? { ...values, [def.rowKey]: row[def.rowKey] } : values);
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

  const name = t(def.title);
  return (
    <Modal
      open={open}
      title={row ? t('crud:editTitle', { name }) : t('crud:addTitle', { name })}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      forceRender
      width={560}
    >
      <Form form={form} name="crud-edit" labelCol={{ flex: '110px' }} labelWrap wrapperCol={{ flex: 1 }}>
        {fields.map((f) => (
          <FormField key={f.name} field={f} dicts={dicts} schema={fieldSchema(def.schema, f.name)} form={form} row={row} />
        ))}
      </Form>
    </Modal>
  );
}
