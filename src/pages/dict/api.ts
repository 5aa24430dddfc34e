import type { DictDataRow, DictTypeRow } from '../../../contract/system';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const dictTypeApi = crudApi<DictTypeRow>('/system/dict/type');
export const dictDataApi = crudApi<DictDataRow>('/system/dict/data');

export const refreshDictCache = () => request({ url: '/system/dict/type/refreshCache', method: 'delete' });

export const getDictType = async (dictId: string | number) => dictTypeApi.get(dictId);

/** Every dictionary type, for the type select of the data page. */
export const dictTypeOptions = async () =>
  (await request<{ data: DictTypeRow[] }>({ url: '/system/dict/type/optionselect', method: 'get' })).data ?? [];
