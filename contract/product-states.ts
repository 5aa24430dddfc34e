// Zod-free, so that a page stepping records through these states draws its first rows without the
// schema library; product.ts builds its schemas on them and re-exports them.

/** biz_product_status (migration 0005). */
export const PRODUCT_STATUS = { toComplete: '0', toAccept: '1', changing: '2', accepted: '3' } as const;
export const PRODUCT_STATUSES = ['0', '1', '2', '3'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** decisions.md §5: to be completed → to be accepted → accepted; accepted → changing → to be accepted. */
export const PRODUCT_MOVES: Record<ProductStatus, readonly ProductStatus[]> = {
  '0': ['1'],
  '1': ['3'],
  '2': ['1'],
  '3': ['2'],
};
