import { APPOINTMENT_MOVES, appointmentMovePermission, type AppointmentStatus } from '../../../contract/appointment';
import type { MoveChoice } from '../../components/workflow/move-dialog';
import { hasPermi } from '../../lib/permission';

/** Which dialog a move needs: a remark only, or the warehouse work done with it. */
export type MoveKind = 'remark' | 'arrive' | 'unload' | 'tally' | 'receive';

export interface AppointmentMove extends MoveChoice {
  to: AppointmentStatus;
  kind: MoveKind;
}

const WORK: Partial<Record<AppointmentStatus, MoveKind>> = { '5': 'arrive', '6': 'unload', '7': 'tally', '8': 'receive' };

/** The legal next moves from a status that a user with these permissions may make. */
export function nextMoves(status: AppointmentStatus, permissions: readonly string[]): AppointmentMove[] {
  return (APPOINTMENT_MOVES[status] ?? [])
    .filter((to) => hasPermi(permissions, [appointmentMovePermission(status, to)]))
    .map((to) => ({ to, label: `appointment:move.${status}${to}`, kind: WORK[to] ?? 'remark', danger: to === '4', remarkRequired: to === '4' }));
}

/** cs may change or delete a booking only before it is submitted, or after it was sent back. */
export const preparing = (status: string) => status === '0' || status === '4';
