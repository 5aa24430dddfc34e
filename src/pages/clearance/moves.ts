import { CHARGE_MOVES, type ChargeStatus } from '../../../contract/clearance-states';
import { nextMovesOf, type NextMove as WorkflowMove } from '../../components/workflow/next-moves';

export type NextMove = WorkflowMove<ChargeStatus>;

/** Paid ↔ unpaid, for whoever holds biz:clearance:charge. */
export const nextMoves = nextMovesOf<ChargeStatus>({ moves: CHARGE_MOVES, permission: () => 'biz:clearance:charge', ns: 'clearance' });
