import { APPOINTMENT_MOVES, appointmentMovePermission, appointmentNeedsReason, type AppointmentStatus } from '../../../contract/appointment-states';
import { nextMovesOf, type NextMove } from '../../components/workflow/next-moves';

/** Which dialog a move needs: a remark only, or the warehouse work done with it. */
export type MoveKind = 'remark' | 'arrive' | 'unload' | 'tally' | 'receive';

export interface AppointmentMove extends NextMove<AppointmentStatus> {
  kind: MoveKind;
}

const WORK: Partial<Record<AppointmentStatus, MoveKind>> = { '5': 'arrive', '6': 'unload', '7': 'tally', '8': 'receive' };
const legalMoves = nextMovesOf<AppointmentStatus>({ moves: APPOINTMENT_MOVES, permission: appointmentMovePermission, ns: 'appointment', refusal: '4', needsReason: appointmentNeedsReason });

/** Cancelling a booking ends it: like "not passed" it is red and needs a reason (a supplier's booking mails it). */
const CANCELLED: AppointmentStatus = '9';

/**
 * The legal next moves from a status that a user with these permissions may make; "not passed",
 * cancel and a passed booking sent back to review (its driver's pass withdrawn) need a reason
 * (appointmentNeedsReason, the rule the server's machine enforces).
 */
export function nextMoves(status: AppointmentStatus, permissions: readonly string[]): AppointmentMove[] {
  return legalMoves(status, permissions).map((m) => ({
    ...m,
    kind: WORK[m.to] ?? 'remark',
    ...(m.to === CANCELLED && { danger: true }),
  }));
}

/** cs may change or delete a booking only before it is submitted, or after it was sent back. */
export const preparing = (status: string) => status === '0' || status === '4';
