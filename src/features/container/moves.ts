import { CONTAINER_MOVES, containerMovePermission, type ContainerStatus } from '../../../contract/container-states';
import { nextMovesOf, type NextMove as WorkflowMove } from '../../components/workflow/next-moves';

export type NextMove = WorkflowMove<ContainerStatus>;

/** The container's next moves a user may make: packing is the loaders', the rest biz:container:status. */
export const nextMoves = nextMovesOf<ContainerStatus>({ moves: CONTAINER_MOVES, permission: containerMovePermission, ns: 'container' });
