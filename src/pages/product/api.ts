import type { ProductRow, ProductStatus } from '../../../contract/product';
import { crudApi } from '../../components/crud/crud-api';
import { request } from '../../lib/request';

export const productApi = crudApi<ProductRow>('/biz/product');

/** PUT {id}/status with the version the user saw: a move someone else made meanwhile answers 409. */
export const moveProduct = (row: ProductRow, to: ProductStatus, remark: string) =>
  request({ url: `/biz/product/${row.productId}/status`, method: 'put', data: { to, remark, version: row.version } });
