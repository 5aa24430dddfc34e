import { Link } from 'react-router';
import type { DictTypeRow } from '../../../contract/system';
import { RefreshCacheButton } from '../../components/crud/refresh-cache-button';
import type { CrudDefinition } from '../../components/crud/types';
import { clearDictCache } from '../../lib/dict';
import { dictTypeApi, refreshDictCache } from './api';
import { statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/system').then((m) => m.dictTypeInput);

const refresh = async () => {
  await refreshDictCache();
  clearDictCache();
};

export const dictTypeDefinition: CrudDefinition<DictTypeRow> = {
  title: 'system:dictType.title',
  rowKey: 'dictId',
  permission: 'system:dict',
  api: dictTypeApi,
  schema: bodySchema,
  exportName: 'type',
  formDefaults: () => ({ status: '0' }),
  fields: [
    { name: 'dictId', label: 'system:dictType.dictId', form: false, table: { width: 100, sorter: true } },
    { name: 'dictName', label: 'system:dictType.dictName', search: 'text', table: { ellipsis: true } },
    {
      name: 'dictType',
      label: 'system:dictType.dictType',
      search: 'text',
      table: {
        ellipsis: true,
        sorter: true,
        render: (value, row) => <Link to={`/dict/type/data/${row.dictId}`}>{String(value)}</Link>,
      },
    },
    statusField(),
    { name: 'remark', label: 'system:remark', type: 'textarea', table: { ellipsis: true } },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', search: 'dateRange', table: { sorter: true } },
  ],
  onChanged: () => clearDictCache(),
  toolbarExtra: () => <RefreshCacheButton permission="system:dict:remove" onRefresh={refresh} />,
};

