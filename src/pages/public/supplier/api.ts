import type {
  PublicSlotDay,
  PublicSupplierBooking,
  PublicSupplierLink,
  PublicSupplierOrder,
  SupplierBookingInput,
  SupplierRescheduleInput,
} from '../../../../contract/supplier-booking';
import { publicCall } from '../api';

export { PublicError } from '../api';
export type { PublicSlotDay, PublicSupplierBooking, PublicSupplierLink, PublicSupplierOrder, SupplierBookingInput } from '../../../../contract/supplier-booking';
export type SupplierWarehouse = PublicSupplierLink['warehouses'][number];

const base = (token: string) => `/public/supplier/${encodeURIComponent(token)}`;
const booking = (token: string, reservationNo: string) => `${base(token)}/bookings/${encodeURIComponent(reservationNo)}`;

/** The link itself: 410 when revoked or expired, 404 when unknown (PublicError.status). */
export const getSupplierLink = (token: string) => publicCall<PublicSupplierLink>('get', base(token));
export const getSupplierOrders = (token: string) => publicCall<PublicSupplierOrder[]>('get', `${base(token)}/orders`);
export const getSupplierBookings = (token: string) => publicCall<PublicSupplierBooking[]>('get', `${base(token)}/bookings`);
export const getSupplierSlots = (token: string, warehouseId: number, from: string) =>
  publicCall<PublicSlotDay[]>('get', `${base(token)}/slots`, { params: { warehouseId, from } });
export const bookAsSupplier = (token: string, body: SupplierBookingInput) => publicCall<PublicSupplierBooking>('post', `${base(token)}/bookings`, { data: body });
export const rescheduleBooking = (token: string, reservationNo: string, body: SupplierRescheduleInput) =>
  publicCall<PublicSupplierBooking>('put', booking(token, reservationNo), { data: body });
export const cancelBooking = (token: string, reservationNo: string) => publicCall<unknown>('delete', booking(token, reservationNo));

/** The packing list goes up under the link (the supplier has no login); its stored path comes back. */
export async function uploadPackingList(token: string, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await publicCall<{ fileName: string }>('post', `${base(token)}/packing-list`, { data: form })).fileName;
}
