// Zod-free: the order pickers draw with it before the schema library loads.

/**
 * Why a truck may not bring an order now (issue 46), the first that holds: ended, delivered in
 * full (or closed short by the desk), bonded and not customs completed (bonded goods enter only
 * after their filing has passed), or every carton already booked on an open appointment or
 * received. The one rule every picker shows and every booking path refuses by
 * (server/modules/appointment/orders.ts checkOrders; its SQL twin bookableOrder is tested against it).
 */
export const BOOKING_BLOCKS = ['over', 'delivered', 'notCleared', 'fullyBooked'] as const;
export type BookingBlock = (typeof BOOKING_BLOCKS)[number];

/** The statuses of an order that decide whether it may be booked. */
export interface OrderBookingStatus {
  overState: string;
  transportStatus: string;
  bondedStatus: string;
  customsStatus: string;
}

/** null: a truck may bring it; `remaining` left out, the cartons are not judged (reserveCartons does). */
export function bookingBlockOf(o: OrderBookingStatus, remaining?: number): BookingBlock | null {
  if (o.overState !== '0') return 'over';
  // biz_order_transport_status 2: completed
  if (o.transportStatus === '2') return 'delivered';
  // bonded (1) and customs not completed (2)
  if (o.bondedStatus === '1' && o.customsStatus !== '2') return 'notCleared';
  if (remaining !== undefined && remaining <= 0) return 'fullyBooked';
  return null;
}

/**
 * An order's cartons: ordered, booked on appointments still open (not refused, received or
 * cancelled), received (on received appointments) and what remains for another truck.
 */
export interface OrderCartons {
  booked: number;
  received: number;
  remaining: number;
}

/** What remains: ordered minus booked minus received, never below 0. */
export const remainingOf = (ordered: number, booked: number, received: number) => Math.max(0, ordered - booked - received);

/** An order's figures and whether it may be booked, as every list and picker shows them. */
export function orderCartonsOf(o: OrderBookingStatus & { nbOfCartons: number }, sums: { booked: number; received: number } | undefined): OrderCartons & { blocked: BookingBlock | null } {
  const booked = sums?.booked ?? 0;
  const received = sums?.received ?? 0;
  const remaining = remainingOf(o.nbOfCartons, booked, received);
  return { booked, received, remaining, blocked: bookingBlockOf(o, remaining) };
}
