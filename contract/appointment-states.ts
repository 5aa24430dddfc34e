// Zod-free, so that a page stepping records through these states draws its first rows without the
// schema library; appointment.ts builds its schemas on them and re-exports them.

/** biz_appointment_status (migration 0009). */
export const APPOINTMENT_STATUS = {
  toSubmit: '0',
  toAccept: '1',
  pendingReview: '2',
  passed: '3',
  notPassed: '4',
  inDelivery: '5',
  unloading: '6',
  tallied: '7',
  received: '8',
  /** given up before the truck came: by the supplier through its booking link, or by the desk */
  cancelled: '9',
} as const;
export const APPOINTMENT_STATUSES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * decisions.md §5: to submit → to accept → pending review → passed | not passed; passed → in delivery → unloading → tallied → received; not passed → to submit.
 * Issue 38: a booking pending review or passed may be cancelled (the truck will not come) until it arrives.
 * Issue 46: a passed booking may go back to review (the desk reopens it, or its supplier moves it
 * where bookings are reviewed) until it arrives; its orders then wait for a truck again.
 */
export const APPOINTMENT_MOVES: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  '0': ['1'],
  '1': ['2'],
  '2': ['3', '4', '9'],
  '3': ['2', '5', '9'],
  '4': ['0'],
  '5': ['6'],
  '6': ['7'],
  '7': ['8'],
  '8': [],
  '9': [],
};
/** Who makes each move: cs submits; the desk reviews; warehouse staff (LHY) do the rest. */
export function appointmentMovePermission(from: AppointmentStatus, to: AppointmentStatus): string {
  if (to === '1' || (from === '4' && to === '0')) return 'biz:appointment:submit';
  if (to === '2' || to === '3' || to === '4' || to === '9') return 'biz:appointment:review';
  if (to === '5') return 'biz:appointment:arrive';
  if (to === '6' || to === '7') return 'biz:appointment:unload';
  return 'biz:appointment:receive';
}
/** Refusing, cancelling and sending a passed booking back to review need a reason (the supplier is told it). */
export const appointmentNeedsReason = (from: AppointmentStatus, to: AppointmentStatus) => to === '4' || to === '9' || (from === '3' && to === '2');
/** Statuses that hold their slot: a not-passed booking gives its place back until resubmitted. */
export const HOLDS_SLOT: readonly AppointmentStatus[] = ['0', '1', '2', '3', '5', '6', '7', '8'];
/**
 * Statuses of a truck at the dock now: arrived and not yet received (issue 46). The dock works on
 * them whatever day they were booked for: a truck that came early or late is still in sight.
 */
export const AT_DOCK: readonly AppointmentStatus[] = ['5', '6', '7'];
/** Statuses whose driver holds a QR code: the booking has passed review (qrToken is null before). */
export const HAS_QR: readonly AppointmentStatus[] = ['3', '5', '6', '7', '8'];

/** The posts warehouse staff are chosen by (sys_post.post_code), and the work fields each one fills. */
export const STAFF_POSTS = ['tally', 'forklift', 'stevedore'] as const;
export type StaffPost = (typeof STAFF_POSTS)[number];
export const STAFF_FIELDS: Record<StaffPost, readonly string[]> = {
  tally: ['tallyClerk1', 'tallyClerk2'],
  forklift: ['forkliftDriver1', 'forkliftDriver2'],
  stevedore: ['stevedore1', 'stevedore2', 'stevedore3', 'stevedore4'],
};

/**
 * Which work fields travel with which move (the target status); a field with a value sent with
 * another move is refused 400 naming it. Receipt lines go with '8' only.
 */
export const WORK_FIELDS_OF_MOVE: Partial<Record<AppointmentStatus, readonly string[]>> = {
  '5': ['arrivalTime', 'doorId'],
  '6': ['doorId', ...STAFF_FIELDS.tally, ...STAFF_FIELDS.forklift, ...STAFF_FIELDS.stevedore],
  '7': ['unloadEndTime', 'actualPcb', 'actualSpcb', 'unloadMemo'],
  '8': ['receivedDims', 'photos'],
};
