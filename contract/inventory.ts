import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { DAY_TIME, calendarText, pageQuery } from './common.js';

/**
 * biz_stock_status (migration 0019): a pallet's place in the warehouse (decisions.md §5):
 * inbound (received at the dock) → stock (put away at a location) → preassigned (planned into an
 * outbound container, loaded or not yet) → outbound (left with its container). A preassigned pallet
 * can be released back to stock.
 */
export const STOCK_STATUS = { inbound: '0', stock: '1', preassigned: '2', outbound: '3' } as const;
export const stockStatus = z.enum(['0', '1', '2', '3']);
export type StockStatus = z.infer<typeof stockStatus>;
export const STOCK_MOVES: Record<StockStatus, readonly StockStatus[]> = { '0': ['1'], '1': ['2'], '2': ['1', '3'], '3': [] };

/**
 * biz_stock_movement: what a ledger entry records. `receive` opens a pallet, `putaway` gives it a
 * location (again: `relocate`), `preassign` / `release` plan it into a container or out again,
 * `load` puts a planned pallet into the box, `outbound` is the container leaving.
 */
export const stockMovement = z.enum(['receive', 'putaway', 'relocate', 'preassign', 'release', 'load', 'outbound']);
export type StockMovement = z.infer<typeof stockMovement>;

/** Pallet labels: capitals, digits and dashes, as the label printer and the scanners make them. */
export const palletCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, 'expected a pallet code (letters, digits and dashes)'));

/** A rack location such as A-01-02; free text within reason. */
export const location = z.string().trim().min(1, 'required').max(30).regex(/^[\w\-./ ]+$/, 'expected a location such as A-01-02');

const palletIds = z.array(z.coerce.number().int().positive().max(MAX_INT)).min(1, 'choose at least one pallet').max(5000, 'at most 5000 pallets at once');
const text = (max: number) => z.string().trim().max(max);

/** PUT /biz/inventory/putaway: inbound (or stocked) pallets to a location. */
export const putawayInput = z.object({ palletIds, location, remark: text(500).optional() });
export type PutawayInput = z.infer<typeof putawayInput>;

/** PUT /biz/inventory/preassign: stocked pallets planned into an outbound container. */
export const preassignInput = z.object({
  palletIds,
  containerId: z.coerce.number().int().positive().max(MAX_INT),
  /** the user saw the over-capacity warning and goes on */
  allowOverload: z.boolean().optional(),
  remark: text(500).optional(),
});
export type PreassignInput = z.infer<typeof preassignInput>;

/** PUT /biz/inventory/release: preassigned pallets back to stock (until their container is packed). */
export const releaseInput = z.object({ palletIds, remark: text(500).optional() });
export type ReleaseInput = z.infer<typeof releaseInput>;

const date = calendarText(DAY_TIME, 'expected yyyy-MM-dd').optional();
const days = z.union([z.literal(''), z.coerce.number().int().min(0).max(36_500)]).optional();

/** The stock list: receivedTime as params[beginTime]/params[endTime]; days in the warehouse as daysMin/daysMax. */
export const stockQuery = pageQuery.extend({
  palletCode: text(40).optional(),
  orderNo: text(40).optional(),
  buyer: text(100).optional(),
  location: text(30).optional(),
  status: z.string().regex(/^([0-3](,[0-3])*)?$/, 'expected stock states 0-3').optional(),
  warehouseId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  containerId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  daysMin: days,
  daysMax: days,
});
export type StockQuery = z.infer<typeof stockQuery>;

export const stockRow = z.object({
  palletId: z.number(),
  palletCode: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  buyer: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string().nullable(),
  boxes: z.number(),
  weight: z.number(),
  cube: z.number(),
  location: z.string(),
  status: stockStatus,
  containerId: z.number().nullable(),
  /** the container's number, or its PSA number while it has none */
  containerName: z.string().nullable(),
  loadedTime: z.string().nullable(),
  receivedTime: z.string().nullable(),
  /** whole days since receipt */
  days: z.number(),
  version: z.number(),
});
export type StockRow = z.infer<typeof stockRow>;

/** The ledger: operTime as params[beginTime]/params[endTime]. */
export const ledgerQuery = pageQuery.extend({
  palletCode: text(40).optional(),
  orderNo: text(40).optional(),
  movement: z.union([z.literal(''), stockMovement]).optional(),
  palletId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  containerId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  'params[beginOperTime]': date,
  'params[endOperTime]': date,
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const ledgerRow = z.object({
  entryId: z.number(),
  palletId: z.number(),
  palletCode: z.string(),
  orderNo: z.string(),
  movement: stockMovement,
  fromStatus: z.string(),
  toStatus: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  fromContainerId: z.number().nullable(),
  toContainerId: z.number().nullable(),
  boxes: z.number(),
  weight: z.number(),
  cube: z.number(),
  remark: z.string(),
  operBy: z.string(),
  operTime: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

/** What loading would put into a box past its type's inner volume or payload: nothing was changed. */
export const overload = z.object({
  cube: z.number(),
  maxCube: z.number(),
  weight: z.number(),
  maxWeight: z.number(),
});
export type Overload = z.infer<typeof overload>;

/** The answer of a preassign or a load: how many pallets moved, or the warning that stopped it. */
export interface LoadResult {
  moved: number;
  overload?: Overload;
}
