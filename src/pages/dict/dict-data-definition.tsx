import { CloseOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { TFunction } from 'i18next';
import { listClasses, type DictDataRow, type DictTypeRow } from '../../../contract/system';
import { DictTag } from '../../components/crud/dict-tag';
import type { CrudDefinition } from '../../components/crud/types';
import { clearDictCache } from '../../lib/dict';
import { dictDataApi } from './api';
import { statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/system').then((m) => m.dictDataInput);

interface Options {
  dictType: string;
  types: DictTypeRow[];
  t: TFunction;
  onClose: () => void;
}

/** Dictionary data of one type; the type select lets the user look at another. */
export function dictDataDefinition({ dictType, types, t, onClose }: Options): CrudDefinition<DictDataRow> {
  return {
    title: 'system:dictData.title',
    rowKey: 'dictCode',
    permission: 'system:dict',
    formName: 'system-dict-data',
    api: dictDataApi,
    schema: bodySchema,
    exportName: 'data',
    defaultQuery: { dictType },
    formDefaults: () => ({ dictType, dictSort: 0, listClass: 'default', isDefault: 'N', status: '0' }),
    fields: [
      {
        name: 'dictType',
        label: 'system:dictData.dictType',
        type: 'select',
        options: types.map((d) => ({ label: d.dictName, value: d.dictType })),
        search: 'select',
        table: false,
        form: { render: () => <Input disabled /> },
      },
      { name: 'dictCode', label: 'system:dictData.dictCode', form: false, table: { width: 100, sorter: true } },
      {
        name: 'dictLabel',
        label: 'system:dictData.dictLabel',
        search: 'text',
        form: false,
        table: { render: (_v, row) => <DictTag options={[row]} value={row.dictValue} /> },
      },
      { name: 'dictLabelZh', label: 'system:dictData.dictLabelZh', table: false },
      { name: 'dictLabelEn', label: 'system:dictData.dictLabelEn', table: false },
      { name: 'dictValue', label: 'system:dictData.dictValue' },
      { name: 'cssClass', label: 'system:dictData.cssClass', table: false },
      { name: 'dictSort', label: 'system:dictData.dictSort', type: 'number', table: { sorter: true } },
      {
        name: 'listClass',
        label: 'system:dictData.listClass',
        type: 'select',
        options: listClasses.map((c) => ({ label: t(`system:dictData.listClasses.${c}`), value: c })),
        table: false,
      },
      { name: 'isDefault', label: 'system:dictData.isDefault', type: 'dict', dict: 'sys_yes_no', form: { widget: 'radio' } },
      statusField(),
      { name: 'remark', label: 'system:remark', type: 'textarea', table: { ellipsis: true } },
      { name: 'createTime', label: 'system:createTime', type: 'datetime' },
    ],
    onChanged: () => clearDictCache(dictType),
    toolbarExtra: () => (
      <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={onClose}>
        {t('crud:close')}
      </Button>
    ),
  };
}
