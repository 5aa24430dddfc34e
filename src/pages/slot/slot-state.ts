import type { SlotCell, WarehouseOption } from '../../features/slots/slots';

export type CellState = 'free' | 'filling' | 'full' | 'past';
export const LEGEND: (CellState | 'closed')[] = ['free', 'filling', 'full', 'past', 'closed'];

/** How a slot looks: past first (not bookable whatever is left), then full by trucks or by volume. */
export function cellState(cell: SlotCell): CellState {
  if (cell.past) return 'past';
  const cbmFull = cell.capacityCbm !== null && cell.bookedCbm >= cell.capacityCbm;
  if (cell.bookedTrucks >= cell.capacityTrucks || cbmFull) return 'full';
  return cell.bookedTrucks > 0 ? 'filling' : 'free';
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * The rows of the grid: the warehouse's slot starts (as the server cuts them, so a week of closed
 * days still shows its hours) and any other time a day answered with.
 */
export function gridTimes(warehouse: Pick<WarehouseOption, 'openTime' | 'closeTime' | 'slotMinutes'> | undefined, days: { slots: { time: string }[] }[]): string[] {
  const times = new Set<string>();
  if (warehouse && warehouse.slotMinutes > 0) {
    for (let m = toMinutes(warehouse.openTime); m + warehouse.slotMinutes <= toMinutes(warehouse.closeTime); m += warehouse.slotMinutes) times.add(toHhmm(m));
  }
  for (const day of days) for (const s of day.slots) times.add(s.time);
  return [...times].sort();
}

/** Where a click on a free slot goes: the appointment page opens its booking dialog from these. */
export const bookingLink = (warehouseId: number, date: string, time: string) =>
  `/delivery/appointment?${new URLSearchParams({ warehouseId: String(warehouseId), deliveryTime: `${date} ${time}` }).toString()}`;
