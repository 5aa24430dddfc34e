import type { WarehouseRow } from '../../../contract/warehouse';
import { crudApi } from '../../components/crud/crud-api';

export const warehouseApi = crudApi<WarehouseRow>('/biz/warehouse');
