import { round3 } from '../../lib/coerce.js';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContainerQuery, ContainerRow } from '../../../contract/container.js';
import type { Db } from '../../db/client.js';
import { dataScopeFilter } from '../../lib/data-scope.js';
import { whereOf, type FilterSpec } from '../../lib/list-filter.js';
import { keysetRows, pageOf } from '../../lib/list-query.js';
import type { LoginUser } from '../../lib/login-user.js';
import { dateRange, formatTime } from '../../lib/time.js';
import { bizWarehouse } from '../warehouse/table.js';
import type { BoxFigures } from './box-types.js';
import { bizContainer } from './table.js';

/** What a container row needs besides its columns: its box type's figures and the weighbridge tolerance (%). */
export interface RowFigures {
  box: (boxType: string) => BoxFigures;
  tolerancePct: number;
}

const filters: FilterSpec = {
  cabinetNo: [bizContainer.cabinetNo, 'like'],
  containerNo: [bizContainer.containerNo, 'like'],
  billOfLading: [bizContainer.billOfLading, 'like'],
  vesselVoyage: [bizContainer.vesselVoyage, 'like'],
  carrier: [bizContainer.carrier, 'like'],
  plateNo: [bizContainer.plateNo, 'like'],
  status: [bizContainer.status, 'in'],
  locked: [bizContainer.locked, 'eq'],
  warehouseId: [bizContainer.warehouseId, 'eq'],
  createTime: [bizContainer.createTime, 'range'],
};
const sortable = {
  cabinetNo: bizContainer.cabinetNo,
  containerNo: bizContainer.containerNo,
  week: bizContainer.week,
  status: bizContainer.status,
  loadDate: bizContainer.loadDate,
  createTime: bizContainer.createTime,
};

export const containerScope = (user: LoginUser) => dataScopeFilter(user, { dept: bizContainer.deptId, user: bizContainer.userId });

function loadDateFilters(q: Partial<ContainerQuery>): SQL[] {
  const parts: SQL[] = [];
  if (q['params[beginLoadDate]']) parts.push(gte(bizContainer.loadDate, q['params[beginLoadDate]']));
  if (q['params[endLoadDate]']) parts.push(lte(bizContainer.loadDate, q['params[endLoadDate]']));
  // the days it left: from the first day's start to the last day's end, on the server's clock
  const left = dateRange(q['params[beginLeftTime]'], q['params[endLeftTime]']);
  if (left.from) parts.push(gte(bizContainer.leftTime, left.from));
  if (left.to) parts.push(lte(bizContainer.leftTime, left.to));
  return parts;
}
export const containerWhere = (user: LoginUser, q: Partial<ContainerQuery>) => whereOf(filters, q, ...loadDateFilters(q), containerScope(user));

// spelled out: inside the subquery a bare container_id would be the pallet's own
const outerId = sql.raw('"biz_container"."container_id"');
const select = (db: Db) =>
  db
    .select({
      container: bizContainer,
      warehouseName: bizWarehouse.warehouseName,
      goods: sql<{ n: number; loaded: number; boxes: number; weight: string; cube: string }>`(select json_build_object('n', count(*), 'loaded', count(p.loaded_time),
        'boxes', coalesce(sum(p.boxes), 0), 'weight', coalesce(sum(p.weight), 0), 'cube', coalesce(sum(p.cube), 0)) from biz_pallet p where p.container_id = ${outerId})`,
    })
    .from(bizContainer)
    .leftJoin(bizWarehouse, eq(bizWarehouse.warehouseId, bizContainer.warehouseId))
    .$dynamic();
type Selected = Awaited<ReturnType<typeof select>>[number];

const numOrNull = (v: string | null) => (v === null ? null : Number(v));

/** A container as the API answers it, with its goods' sums and the weighbridge check. */
export function toContainerRow({ container: c, warehouseName, goods }: Selected, figures: RowFigures): ContainerRow {
  const box = figures.box(c.boxType);
  const weight = round3(Number(goods?.weight ?? 0));
  const gross = numOrNull(c.grossWeight);
  const truck = numOrNull(c.truckWeight);
  const expected = weight + (box.tareWeight ?? 0) + (truck ?? 0);
  const weightDiff = gross === null ? null : round3(gross - expected);
  return {
    containerId: c.containerId,
    cabinetNo: c.cabinetNo,
    week: c.week,
    vesselVoyage: c.vesselVoyage,
    billOfLading: c.billOfLading,
    containerNo: c.containerNo,
    sealNo: c.sealNo,
    sealPhoto: c.sealPhoto,
    boxType: c.boxType,
    carrier: c.carrier,
    destination: c.destination,
    cargoSpace: c.cargoSpace,
    packer: c.packer,
    driverName: c.driverName,
    plateNo: c.plateNo,
    warehouseId: c.warehouseId,
    warehouseName,
    loadDate: c.loadDate,
    loadTime: c.loadTime,
    status: c.status as ContainerRow['status'],
    locked: c.locked as ContainerRow['locked'],
    pallets: Number(goods?.n ?? 0),
    loaded: Number(goods?.loaded ?? 0),
    boxes: Number(goods?.boxes ?? 0),
    weight,
    cube: round3(Number(goods?.cube ?? 0)),
    ...box,
    grossWeight: gross,
    truckWeight: truck,
    weightDiff,
    weightFlag: weightDiff !== null && Math.abs(weightDiff) > (figures.tolerancePct / 100) * expected,
    leftTime: formatTime(c.leftTime),
    remark: c.remark,
    version: c.version,
    createBy: c.createBy,
    createTime: formatTime(c.createTime),
    updateBy: c.updateBy,
    updateTime: formatTime(c.updateTime),
  };
}

export const listContainers = (db: Db, user: LoginUser, q: ContainerQuery, figures: RowFigures) =>
  pageOf(db, q, {
    select: () => select(db),
    where: containerWhere(user, q),
    sort: { sortable, fallback: [desc(bizContainer.createTime), desc(bizContainer.containerId)] },
    total: bizContainer,
    map: (row) => toContainerRow(row, figures),
  });

export const streamContainers = (db: Db, user: LoginUser, q: Partial<ContainerQuery>, figures: RowFigures) =>
  keysetRows({ select: () => select(db), where: containerWhere(user, q), key: bizContainer.containerId, keyOf: (r) => r.container.containerId, map: (row) => toContainerRow(row, figures) });

export async function findContainer(db: Db, user: LoginUser, containerId: number, figures: RowFigures) {
  const [row] = await select(db).where(and(eq(bizContainer.containerId, containerId), containerScope(user)));
  return row ? toContainerRow(row, figures) : undefined;
}

/** The phone's choice: containers to pack whose loading day is today or earlier (or not set), earliest first. */
export const containersToPack = async (db: Db, user: LoginUser, today: string, figures: RowFigures) =>
  (
    await select(db)
      .where(and(eq(bizContainer.status, '1'), or(isNull(bizContainer.loadDate), lte(bizContainer.loadDate, today)), containerScope(user)))
      .orderBy(asc(bizContainer.loadDate), asc(bizContainer.loadTime), asc(bizContainer.containerId))
      .limit(200)
  ).map((row) => toContainerRow(row, figures));

/** The statuses the public outbound board shows: planned to be packed that day, up to gone. */
export const BOARD_STATUSES = ['1', '2', '3', '4'] as const;

/** A warehouse's outbound trucks of a day, for the public board: only the columns a driver may see. */
export const outboundOfDay = (db: Db, warehouseId: number, day: string) =>
  db
    .select({ loadTime: bizContainer.loadTime, plateNo: bizContainer.plateNo, containerNo: bizContainer.containerNo, status: bizContainer.status })
    .from(bizContainer)
    .where(and(eq(bizContainer.warehouseId, warehouseId), eq(bizContainer.loadDate, day), inArray(bizContainer.status, [...BOARD_STATUSES])))
    .orderBy(asc(bizContainer.loadTime), asc(bizContainer.containerId));
