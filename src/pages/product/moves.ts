import { PRODUCT_MOVES, type ProductStatus } from '../../../contract/product';
import { hasPermi } from '../../lib/permission';

export interface NextMove {
  to: ProductStatus;
  /** i18n key of the button, e.g. product:move.01 */
  label: string;
}

/** The legal next moves from a status, for a user holding biz:product:status. */
export function nextMoves(status: ProductStatus, permissions: readonly string[]): NextMove[] {
  if (!hasPermi(permissions, ['biz:product:status'])) return [];
  return (PRODUCT_MOVES[status] ?? []).map((to) => ({ to, label: `product:move.${status}${to}` }));
}
