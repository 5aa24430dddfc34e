import { PRODUCT_MOVES, type ProductStatus } from '../../../contract/product.js';
import type { Lang } from '../../lib/messages.js';
import type { Machine } from '../../lib/workflow.js';
import type { DictCache } from '../dict/cache.js';
import { bizProduct } from './table.js';

export const PRODUCT_DICT = 'biz_product_status';

export const productMachine: Machine<ProductStatus> = {
  entity: 'product',
  field: 'status',
  table: bizProduct,
  id: bizProduct.productId,
  status: bizProduct.status,
  version: bizProduct.version,
  moves: PRODUCT_MOVES,
};

export const historyLabels = (cache: DictCache, lang: Lang) => (field: string, value: string) =>
  cache.label(field === 'status' ? PRODUCT_DICT : field, value, lang);
