import { FILING_MOVE_FIELDS, FILING_MOVES, filingNeedsReason, movePermission, type FilingStatus } from '../../../contract/filing-states';
import { nextMovesOf, type NextMove as WorkflowMove } from '../../components/workflow/next-moves';

export type NextMove = WorkflowMove<FilingStatus>;

/** The legal next moves from a status that a user with these permissions may make; "not passed" needs a reason, customs release its declaration. */
export const nextMoves = nextMovesOf<FilingStatus>({ moves: FILING_MOVES, permission: movePermission, ns: 'filing', refusal: '4', needsReason: filingNeedsReason, fields: FILING_MOVE_FIELDS });
