import { FILING_MOVES, movePermission, type FilingStatus } from '../../../contract/filing';
import { hasPermi } from '../../lib/permission';

export interface NextMove {
  to: FilingStatus;
  /** i18n key of the button */
  label: string;
  danger?: boolean;
  /** "not passed" needs a reason */
  remarkRequired?: boolean;
}

/** The legal next moves from a status that a user with these permissions may make. */
export function nextMoves(status: FilingStatus, permissions: readonly string[]): NextMove[] {
  return (FILING_MOVES[status] ?? [])
    .filter((to) => hasPermi(permissions, [movePermission(status, to)]))
    .map((to) => ({ to, label: `filing:move.${status}${to}`, danger: to === '4', remarkRequired: to === '4' }));
}
