import type { ConfigRow } from '../../../contract/system';
import { RefreshCacheButton } from '../../components/crud/refresh-cache-button';
import type { CrudDefinition } from '../../components/crud/types';
import { configApi, refreshConfigCache } from './api';

const bodySchema = () => import('../../../contract/system').then((m) => m.configInput);

export const configDefinition: CrudDefinition<ConfigRow> = {
  title: 'system:config.title',
  rowKey: 'configId',
  permission: 'system:config',
  api: configApi,
  schema: bodySchema,
  exportName: 'config',
  formDefaults: () => ({ configType: 'Y' }),
  fields: [
    { name: 'configId', label: 'system:config.configId', form: false, table: { width: 100, sorter: true } },
    { name: 'configName', label: 'system:config.configName', search: 'text', table: { ellipsis: true } },
    { name: 'configKey', label: 'system:config.configKey', search: 'text', table: { ellipsis: true, sorter: true } },
    { name: 'configValue', label: 'system:config.configValue', type: 'textarea', table: { ellipsis: true } },
    {
      name: 'configType',
      label: 'system:config.configType',
      type: 'dict',
      dict: 'sys_yes_no',
      search: 'select',
      form: { widget: 'radio' },
    },
    { name: 'remark', label: 'system:remark', type: 'textarea', table: { ellipsis: true } },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', search: 'dateRange', table: { sorter: true } },
  ],
  toolbarExtra: () => <RefreshCacheButton permission="system:config:remove" onRefresh={refreshConfigCache} />,
};

