import { PRODUCT_MOVES, type ProductStatus } from '../../../contract/product-states';
import { nextMovesOf, type NextMove as WorkflowMove } from '../../components/workflow/next-moves';

export type NextMove = WorkflowMove<ProductStatus>;

/** The legal next moves from a status: every one is biz:product:status's. */
export const nextMoves = nextMovesOf<ProductStatus>({ moves: PRODUCT_MOVES, permission: () => 'biz:product:status', ns: 'product' });
