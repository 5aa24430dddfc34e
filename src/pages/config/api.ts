import type { ConfigRow } from '../../../contract/system';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const configApi = crudApi<ConfigRow>('/system/config');

export const refreshConfigCache = () => request({ url: '/system/config/refreshCache', method: 'delete' });

/** A parameter's value by key: RuoYi puts it in `msg`. */
export const getConfigKey = async (key: string) =>
  (await request<{ msg: string }>({ url: `/system/config/configKey/${key}`, method: 'get' })).msg;
