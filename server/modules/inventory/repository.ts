import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LedgerQuery, LedgerRow, StockQuery, StockRow } from '../../../contract/inventory.js';
import type { Db } from '../../db/client.js';
import { blank } from '../../lib/coerce.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, pageOf, prefixPattern } from '../../lib/list-query.js';
import type { LoginUser } from '../../lib/login-user.js';
import { dateRange, formatTime } from '../../lib/time.js';
import { bizWarehouse } from '../warehouse/table.js';
import { bizContainer, bizPallet, bizStockLedger } from './table.js';

const DAY_MS = 86_400_000;
const num = (v: string | number | null) => (v === null ? 0 : Number(v));

export const palletScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizPallet.deptId, user: bizPallet.userId });

const stockFilters: FilterSpec = {
  buyer: [bizPallet.buyer, 'like'],
  status: [bizPallet.status, 'in'],
  warehouseId: [bizPallet.warehouseId, 'eq'],
  containerId: [bizPallet.containerId, 'eq'],
  receivedTime: [bizPallet.receivedTime, 'range'],
};
const stockSortable = {
  palletCode: bizPallet.palletCode,
  orderNo: bizPallet.orderNo,
  buyer: bizPallet.buyer,
  location: bizPallet.location,
  status: bizPallet.status,
  boxes: bizPallet.boxes,
  weight: bizPallet.weight,
  cube: bizPallet.cube,
  receivedTime: bizPallet.receivedTime,
};

/** What begins with the text: codes and numbers are typed (or scanned) from their start; the pattern indexes of migration 0020 answer it. */
const startsWith = (column: AnyPgColumn, value: string) => like(column, prefixPattern(value));

/** Pallet code (as labels print it, in capitals), order number and location by their beginning. */
function prefixFilters(q: Partial<Pick<StockQuery, 'palletCode' | 'orderNo' | 'location'>>): SQL[] {
  const parts: SQL[] = [];
  if (q.palletCode) parts.push(startsWith(bizPallet.palletCode, q.palletCode.toUpperCase()));
  if (q.orderNo) parts.push(startsWith(bizPallet.orderNo, q.orderNo));
  if (q.location) parts.push(startsWith(bizPallet.location, q.location));
  return parts;
}

/** Days in the warehouse: received at least daysMin and at most daysMax whole days ago. */
function daysFilters(q: Partial<StockQuery>): SQL[] {
  const parts: SQL[] = [];
  if (!blank(q.daysMin)) parts.push(lte(bizPallet.receivedTime, new Date(Date.now() - Number(q.daysMin) * DAY_MS)));
  if (!blank(q.daysMax)) parts.push(gte(bizPallet.receivedTime, new Date(Date.now() - (Number(q.daysMax) + 1) * DAY_MS)));
  return parts;
}

export const stockWhere = (user: LoginUser, q: Partial<StockQuery>) => whereOf(stockFilters, q, ...prefixFilters(q), ...daysFilters(q), palletScope(user));

const selectStock = (db: Db) =>
  db
    .select({ pallet: bizPallet, warehouseName: bizWarehouse.warehouseName, containerNo: bizContainer.containerNo, cabinetNo: bizContainer.cabinetNo })
    .from(bizPallet)
    .leftJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizPallet.warehouseId))
    .leftJoin(bizContainer, eq(bizContainer.containerId, bizPallet.containerId))
    .$dynamic();
type StockSelected = Awaited<ReturnType<typeof selectStock>>[number];

const toStockRow = ({ pallet: p, warehouseName, containerNo, cabinetNo }: StockSelected): StockRow => ({
  palletId: p.palletId,
  palletCode: p.palletCode,
  orderId: p.orderId,
  orderNo: p.orderNo,
  buyer: p.buyer,
  warehouseId: p.warehouseId,
  warehouseName,
  boxes: p.boxes,
  weight: num(p.weight),
  cube: num(p.cube),
  location: p.location,
  status: p.status as StockRow['status'],
  containerId: p.containerId,
  containerName: p.containerId === null ? null : containerNo || cabinetNo || `#${p.containerId}`,
  loadedTime: formatTime(p.loadedTime),
  receivedTime: formatTime(p.receivedTime),
  days: Math.floor((Date.now() - p.receivedTime.getTime()) / DAY_MS),
  version: p.version,
});

/** The stock list: one table filtered and counted (order number and buyer are copied onto the pallet). */
export const listStock = (db: Db, user: LoginUser, q: StockQuery) =>
  pageOf(db, q, {
    select: () => selectStock(db),
    where: stockWhere(user, q),
    sort: { sortable: stockSortable, fallback: [desc(bizPallet.receivedTime), desc(bizPallet.palletId)] },
    total: bizPallet,
    map: toStockRow,
  });

export const streamStock = (db: Db, user: LoginUser, q: Partial<StockQuery>, batch = 1000) =>
  keysetRows({ select: () => selectStock(db), where: stockWhere(user, q), key: bizPallet.palletId, keyOf: (r) => r.pallet.palletId, map: toStockRow, batch });

/** Pallets of a container, in the order they were planned in. */
export const palletsOfContainer = async (db: Db, containerId: number) =>
  (await selectStock(db).where(eq(bizPallet.containerId, containerId)).orderBy(bizPallet.palletCode)).map(toStockRow);

function ledgerFilters(q: Partial<LedgerQuery>): SQL[] {
  const parts: SQL[] = [];
  if (!blank(q.palletId)) parts.push(eq(bizStockLedger.palletId, Number(q.palletId)));
  if (!blank(q.movement)) parts.push(eq(bizStockLedger.movement, String(q.movement)));
  if (!blank(q.containerId)) parts.push(sql`(${bizStockLedger.toContainerId} = ${Number(q.containerId)} or ${bizStockLedger.fromContainerId} = ${Number(q.containerId)})`);
  parts.push(...prefixFilters(q));
  const { from, to } = dateRange(q['params[beginTime]'] ?? q['params[beginOperTime]'], q['params[endTime]'] ?? q['params[endOperTime]']);
  if (from) parts.push(gte(bizStockLedger.operTime, from));
  if (to) parts.push(lte(bizStockLedger.operTime, to));
  return parts;
}
const ledgerWhere = (user: LoginUser, q: Partial<LedgerQuery>) => and(...ledgerFilters(q), palletScope(user));

const selectLedger = (db: Db) =>
  db
    .select({ entry: bizStockLedger, palletCode: bizPallet.palletCode, orderNo: bizPallet.orderNo })
    .from(bizStockLedger)
    .innerJoin(bizPallet, eq(bizPallet.palletId, bizStockLedger.palletId))
    .$dynamic();
type LedgerSelected = Awaited<ReturnType<typeof selectLedger>>[number];

const toLedgerRow = ({ entry: e, palletCode, orderNo }: LedgerSelected): LedgerRow => ({
  entryId: e.entryId,
  palletId: e.palletId,
  palletCode,
  orderNo,
  movement: e.movement as LedgerRow['movement'],
  fromStatus: e.fromStatus,
  toStatus: e.toStatus,
  fromLocation: e.fromLocation,
  toLocation: e.toLocation,
  fromContainerId: e.fromContainerId,
  toContainerId: e.toContainerId,
  boxes: e.boxes,
  weight: num(e.weight),
  cube: num(e.cube),
  remark: e.remark,
  operBy: e.operBy,
  operTime: formatTime(e.operTime),
});

/** The ledger, newest first. */
export const listLedger = (db: Db, user: LoginUser, q: LedgerQuery) =>
  pageOf(db, q, {
    select: () => selectLedger(db),
    where: ledgerWhere(user, q),
    sort: [desc(bizStockLedger.entryId)],
    total: () => db.select({ total: sql<number>`count(*)` }).from(bizStockLedger).innerJoin(bizPallet, eq(bizPallet.palletId, bizStockLedger.palletId)).$dynamic(),
    map: toLedgerRow,
  });

/**
 * What the ledger says each status holds: every entry adds its goods to its `to` status and takes
 * them from its `from` status. The stock at every step must equal it (tests/server/inventory.test.ts).
 */
export async function ledgerBalance(db: Db) {
  const rows = await db
    .select({
      status: sql<string>`s.status`,
      boxes: sql<string>`sum(s.boxes)`,
      weight: sql<string>`sum(s.weight)`,
    })
    .from(
      sql`(select to_status as status, boxes, weight from ${bizStockLedger} union all select from_status, -boxes, -weight from ${bizStockLedger} where from_status <> '') s`,
    )
    .groupBy(sql`s.status`);
  return Object.fromEntries(rows.map((r) => [r.status, { boxes: Number(r.boxes), weight: Number(r.weight) }]));
}
