import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { plateNo as plate } from './appointment.js';
import { DAY, calendarText, pageQuery } from './common.js';
import { CONTAINER_STATUSES } from './container-states.js';

export * from './container-states.js';
export const containerStatus = z.enum(CONTAINER_STATUSES);

const LETTER_VALUES = 'A10B12C13D14E15F16G17H18I19J20K21L23M24N25O26P27Q28R29S30T31U32V34W35X36Y37Z38';
const letterValue = (c: string) => Number(LETTER_VALUES.slice(LETTER_VALUES.indexOf(c) + 1, LETTER_VALUES.indexOf(c) + 3));

/**
 * ISO 6346: owner code (3 letters), category (U, J or Z), 6-digit serial and a check digit: each of
 * the first ten characters' values (letters skip multiples of 11) times 2^position, summed, mod 11,
 * mod 10. MSKU1234565 is valid; a mistyped digit almost always is not.
 */
export function isContainerNumber(value: string): boolean {
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(value)) return false;
  const sum = [...value.slice(0, 10)].reduce((s, c, i) => s + (/\d/.test(c) ? Number(c) : letterValue(c)) * 2 ** i, 0);
  return (sum % 11) % 10 === Number(value[10]);
}

export const containerNo = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .refine((s) => s === '' || isContainerNumber(s), 'not a valid container number (ISO 6346: 4 letters, 6 digits and the check digit, e.g. MSKU1234565)');

const text = (max: number) => z.string().trim().max(max);
const weight = z.union([z.literal(''), z.coerce.number().min(0).max(200_000)]).nullish();
const warehouseId = z.coerce.number().int().positive().max(MAX_INT);

/** The planning fields (spec §3: cabinet number, week, vessel voyage, bill of lading, container, seal, box type, carrier, destination, cargo space). */
const planFields = {
  cabinetNo: text(40).optional(),
  week: z.union([z.literal(''), z.coerce.number().int().min(1).max(53)]).nullish(),
  vesselVoyage: text(60).optional(),
  billOfLading: text(40).optional(),
  containerNo: containerNo.optional(),
  boxType: text(10).optional(),
  carrier: text(60).optional(),
  destination: text(100).optional(),
  cargoSpace: text(40).optional(),
  loadDate: z.union([z.literal(''), calendarText(DAY, 'expected yyyy-MM-dd')]).nullish(),
  loadTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm')]).optional(),
  remark: text(500).optional(),
};

/** The loading fields, filled on the phone (spec §3: packer, driver, plate, seal) and the weighbridge. */
export const packingFields = {
  packer: text(64).optional(),
  sealNo: text(40).optional(),
  sealPhoto: z.string().trim().max(4000).optional(),
  driverName: text(50).optional(),
  plateNo: z.union([z.literal(''), plate]).optional(),
  grossWeight: weight,
  truckWeight: weight,
};

/** POST /biz/container: a container to plan goods into. */
export const containerInput = z.object({ warehouseId, ...planFields, ...packingFields });
export type ContainerInput = z.infer<typeof containerInput>;

/** PUT /biz/container: fields left out keep their values; `version` is the one the dialog read. */
export const containerEditInput = z.object({
  containerId: z.number().int().positive().max(MAX_INT),
  version: z.number().int().min(0).max(MAX_INT).optional(),
  warehouseId: warehouseId.optional(),
  ...planFields,
  ...packingFields,
});
export type ContainerEditInput = z.infer<typeof containerEditInput>;

/** PUT /biz/container/{id}/packing: what the loaders record on the phone. */
export const packingInput = z.object({ version: z.number().int().min(0).max(MAX_INT).optional(), ...packingFields });
export type PackingInput = z.infer<typeof packingInput>;

/** POST /biz/container/temporary: a temporary box in a warehouse. */
export const temporaryInput = z.object({ warehouseId, remark: text(500).optional() });

export const containerMoveInput = z.object({ to: containerStatus, remark: text(500).optional(), version: z.number().int().min(0).max(MAX_INT).optional() });
export type ContainerMoveInput = z.infer<typeof containerMoveInput>;

export const lockInput = z.object({ locked: z.enum(['0', '1']), version: z.number().int().min(0).max(MAX_INT).optional() });

/** POST /biz/container/{id}/load: one pallet by its code, typed or scanned. */
export const loadInput = z.object({ palletCode: z.string().trim().min(1, 'required').max(40), allowOverload: z.boolean().optional() });

/** PUT /biz/container/{id}/unassociate: pallets back to stock while the box is not packed. */
export const unassociateInput = z.object({
  palletIds: z.array(z.coerce.number().int().positive().max(MAX_INT)).min(1, 'choose at least one pallet').max(5000),
  remark: text(500).optional(),
});

export const containerQuery = pageQuery.extend({
  cabinetNo: text(40).optional(),
  containerNo: text(20).optional(),
  billOfLading: text(40).optional(),
  vesselVoyage: text(60).optional(),
  carrier: text(60).optional(),
  plateNo: text(20).optional(),
  status: z.string().regex(/^([0-5](,[0-5])*)?$/, 'expected container states 0-5').optional(),
  locked: z.union([z.literal(''), z.enum(['0', '1'])]).optional(),
  warehouseId: z.union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)]).optional(),
  'params[beginLoadDate]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  'params[endLoadDate]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  /** the days it left (the move to left), the server's calendar days */
  'params[beginLeftTime]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
  'params[endLeftTime]': calendarText(DAY, 'expected yyyy-MM-dd').optional(),
});
export type ContainerQuery = z.infer<typeof containerQuery>;

export const containerRow = z.object({
  containerId: z.number(),
  cabinetNo: z.string(),
  week: z.number().nullable(),
  vesselVoyage: z.string(),
  billOfLading: z.string(),
  containerNo: z.string(),
  sealNo: z.string(),
  sealPhoto: z.string(),
  boxType: z.string(),
  carrier: z.string(),
  destination: z.string(),
  cargoSpace: z.string(),
  packer: z.string(),
  driverName: z.string(),
  plateNo: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string().nullable(),
  loadDate: z.string().nullable(),
  loadTime: z.string(),
  status: containerStatus,
  locked: z.enum(['0', '1']),
  /** the pallets planned in, how many are loaded, and their sums */
  pallets: z.number(),
  loaded: z.number(),
  boxes: z.number(),
  weight: z.number(),
  cube: z.number(),
  /** the box type's inner volume (m³), payload and tare (kg); null for a type without figures */
  maxCube: z.number().nullable(),
  maxWeight: z.number().nullable(),
  tareWeight: z.number().nullable(),
  grossWeight: z.number().nullable(),
  truckWeight: z.number().nullable(),
  /** weighbridge minus (goods + tare + truck), kg; flagged beyond biz.container.weighTolerance % */
  weightDiff: z.number().nullable(),
  weightFlag: z.boolean(),
  leftTime: z.string().nullable(),
  remark: z.string(),
  version: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ContainerRow = z.infer<typeof containerRow>;

/** One line of the public /outofstockcarList board: only what a driver may see. */
export const publicOutboundTruck = z.object({
  loadTime: z.string(),
  plateNo: z.string(),
  containerNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
});
export type PublicOutboundTruck = z.infer<typeof publicOutboundTruck>;
