// Zod-free, so that a page stepping records through these states draws its first rows without the
// schema library; container.ts builds its schemas on them and re-exports them.

/**
 * biz_container_status (migration 0019), decisions.md §5: waiting to send → to pack → packed → to
 * leave → left. A temporary box holds goods not yet given a container; once it has a container
 * number it is packed like any other. Packed and to leave can step back one place (a box reopened,
 * a departure called off); left is final.
 */
export const CONTAINER_STATUS = { waiting: '0', toPack: '1', packed: '2', toLeave: '3', left: '4', temporary: '5' } as const;
export const CONTAINER_STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];
export const CONTAINER_MOVES: Record<ContainerStatus, readonly ContainerStatus[]> = {
  '0': ['1'],
  '1': ['0', '2'],
  '2': ['1', '3'],
  '3': ['2', '4'],
  '4': [],
  '5': ['1'],
};
/** Goods can be planned in, loaded and unassociated only in these states (decisions.md §5: until it is packed). */
export const OPEN_STATUSES: readonly ContainerStatus[] = ['0', '1', '5'];

/** Packing and its undoing are the loaders' (biz:container:load); the other moves are biz:container:status. */
export const containerMovePermission = (from: ContainerStatus, to: ContainerStatus) =>
  (from === '1' && to === '2') || (from === '2' && to === '1') ? 'biz:container:load' : 'biz:container:status';
