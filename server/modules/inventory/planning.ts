import { round3 } from '../../lib/coerce.js';
import { eq, inArray, sql } from 'drizzle-orm';
import type { LoadResult, Overload, PreassignInput, PutawayInput, ReleaseInput, StockStatus } from '../../../contract/inventory.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { allInScope } from '../../lib/scoped-rows.js';
import { bizWarehouse } from '../warehouse/table.js';
import { assertOpen, assertUnlocked, containerForUpdate, containerName, known, type Caller, type Container, type Known } from './gate.js';
import { movePallets, palletByCodeForUpdate, palletsForUpdate, type Pallet } from './ledger.js';
import { msg } from './messages.js';
import { bizContainer, bizPallet } from './table.js';

const changed = (lang: Lang) => (codes: string) => msg(lang, 'palletsChanged', codes);

/** The pallets asked for, in the caller's scope and locked, in id order; 400 naming the ids that are not. */
const scopedPallets = (tx: Db, { user, lang }: Caller, ids: number[]): Promise<Pallet[]> =>
  allInScope(tx, user, palletsForUpdate, [...new Set(ids)].sort((a, b) => a - b), (missing) => badRequest(`palletIds: ${msg(lang, 'palletNotFound', missing.slice(0, 10).join(', '))}`, 'palletIds'));

/** 409 naming the first pallet not in one of the statuses a move starts from. */
function assertStatus(lang: Lang, k: Known, pallets: Pallet[], from: readonly StockStatus[], doing: 'doPutaway' | 'doPreassign' | 'doRelease' | 'doLoad') {
  const wrong = pallets.find((p) => !from.includes(p.status as StockStatus));
  if (wrong) throw conflict(msg(lang, 'palletWrongState', wrong.palletCode, k.stockLabel(wrong.status), msg(lang, doing)));
}

/** PUT /biz/inventory/putaway: inbound pallets to a location (put away), stocked ones to another (relocate). */
export async function putaway(ctx: Caller, input: PutawayInput) {
  const by = ctx.user.userName;
  const k = await known(ctx);
  return ctx.db.transaction(async (tx) => {
    const pallets = await scopedPallets(tx, ctx, input.palletIds);
    assertStatus(ctx.lang, k, pallets, ['0', '1'], 'doPutaway');
    const move = { to: '1' as const, location: input.location, by, remark: input.remark };
    const inbound = pallets.filter((p) => p.status === '0');
    const stocked = pallets.filter((p) => p.status === '1');
    return (await movePallets(tx, inbound, { ...move, movement: 'putaway' }, changed(ctx.lang))) + (await movePallets(tx, stocked, { ...move, movement: 'relocate' }, changed(ctx.lang)));
  });
}


/** What the box would hold with these pallets added, when that is past its type's volume or payload. */
async function overloadOf(tx: Db, k: Known, c: Container, adding: Pallet[]): Promise<Overload | undefined> {
  const box = k.box(c.boxType);
  if (box.maxCube === null && box.maxWeight === null) return undefined;
  const [held] = await tx
    .select({ cube: sql<string>`coalesce(sum(${bizPallet.cube}), 0)`, weight: sql<string>`coalesce(sum(${bizPallet.weight}), 0)` })
    .from(bizPallet)
    .where(eq(bizPallet.containerId, c.containerId));
  const cube = round3(Number(held.cube) + adding.reduce((s, p) => s + Number(p.cube), 0));
  const weight = round3(Number(held.weight) + adding.reduce((s, p) => s + Number(p.weight), 0));
  const over = (box.maxCube !== null && cube > box.maxCube) || (box.maxWeight !== null && weight > box.maxWeight);
  return over ? { cube, maxCube: box.maxCube ?? 0, weight, maxWeight: box.maxWeight ?? 0 } : undefined;
}

/** 400 naming the first pallet stored in another warehouse than the container's. */
async function assertSameWarehouse(tx: Db, lang: Lang, c: Container, pallets: Pallet[], field: string) {
  const stranger = pallets.find((p) => p.warehouseId !== c.warehouseId);
  if (!stranger) return;
  const names = new Map(
    (await tx.select({ id: bizWarehouse.warehouseId, name: bizWarehouse.warehouseName }).from(bizWarehouse).where(inArray(bizWarehouse.warehouseId, [stranger.warehouseId, c.warehouseId]))).map((w) => [w.id, w.name]),
  );
  throw badRequest(`${field}: ${msg(lang, 'palletOtherWarehouse', stranger.palletCode, names.get(stranger.warehouseId) ?? '', names.get(c.warehouseId) ?? '')}`, field);
}

/**
 * PUT /biz/inventory/preassign: stocked pallets planned into an open, unlocked container of their
 * warehouse, all or none. Past the box type's volume or payload nothing moves and the answer says
 * by how much, unless the user saw that and sent allowOverload.
 */
export async function preassign(ctx: Caller, input: PreassignInput): Promise<LoadResult> {
  const k = await known(ctx);
  return ctx.db.transaction(async (tx) => {
    const c = await containerForUpdate(tx, ctx, input.containerId);
    assertUnlocked(ctx.lang, c);
    assertOpen(ctx.lang, k, c);
    const pallets = await scopedPallets(tx, ctx, input.palletIds);
    assertStatus(ctx.lang, k, pallets, ['1'], 'doPreassign');
    await assertSameWarehouse(tx, ctx.lang, c, pallets, 'palletIds');
    const overload = await overloadOf(tx, k, c, pallets);
    if (overload && !input.allowOverload) return { moved: 0, overload };
    const moved = await movePallets(tx, pallets, { movement: 'preassign', to: '2', containerId: c.containerId, by: ctx.user.userName, remark: input.remark ?? containerName(c) }, changed(ctx.lang));
    await touch(tx, c, ctx.user.userName);
    return { moved };
  });
}

/** Locks containers in id order, each unlocked and not yet packed, and marks them changed. */
async function lockOpenContainers(tx: Db, ctx: Caller, k: Known, ids: Iterable<number>) {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const c = await containerForUpdate(tx, ctx, id);
    assertUnlocked(ctx.lang, c);
    assertOpen(ctx.lang, k, c);
    await touch(tx, c, ctx.user.userName);
  }
}

/**
 * Back to stock, out of their containers, which the caller has locked (`locked`). Containers are
 * always locked before pallets, here as in preassign and load, so that a release and a
 * preassignment of the same goods cannot wait on each other.
 */
async function releaseFrom(tx: Db, ctx: Caller, k: Known, pallets: Pallet[], locked: ReadonlySet<number>, remark?: string) {
  assertStatus(ctx.lang, k, pallets, ['2'], 'doRelease');
  const moved = pallets.filter((p) => p.containerId === null || !locked.has(p.containerId));
  if (moved.length) throw conflict(msg(ctx.lang, 'palletsChanged', moved.map((p) => p.palletCode).slice(0, 10).join(', ')));
  return movePallets(tx, pallets, { movement: 'release', to: '1', containerId: null, loaded: false, by: ctx.user.userName, remark }, changed(ctx.lang));
}

/** PUT /biz/inventory/release: preassigned pallets back to stock. */
export async function release(ctx: Caller, input: ReleaseInput) {
  const k = await known(ctx);
  return ctx.db.transaction(async (tx) => {
    const holding = await tx.selectDistinct({ id: bizPallet.containerId }).from(bizPallet).where(inArray(bizPallet.palletId, input.palletIds));
    const ids = holding.flatMap((h) => (h.id === null ? [] : [h.id]));
    await lockOpenContainers(tx, ctx, k, ids);
    return releaseFrom(tx, ctx, k, await scopedPallets(tx, ctx, input.palletIds), new Set(ids), input.remark);
  });
}

/** PUT /biz/container/{id}/unassociate: goods taken out of this container, back to stock, until it is packed. */
export async function unassociate(ctx: Caller, containerId: number, input: ReleaseInput) {
  const k = await known(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockOpenContainers(tx, ctx, k, [containerId]);
    const pallets = await scopedPallets(tx, ctx, input.palletIds);
    const stranger = pallets.find((p) => p.containerId !== containerId);
    if (stranger) throw badRequest(`palletIds: ${msg(ctx.lang, 'palletNotInContainer', stranger.palletCode)}`, 'palletIds');
    return releaseFrom(tx, ctx, k, pallets, new Set([containerId]), input.remark);
  });
}

/**
 * POST /biz/container/{id}/load: one pallet, by the code on its label, into the box. A stocked
 * pallet is planned in and loaded at once; one already planned into this box is loaded. The
 * pallet's row is locked first, so of two phones loading it into two boxes one wins and the
 * other is told where it went.
 */
export async function loadPallet(ctx: Caller, containerId: number, input: { palletCode: string; allowOverload?: boolean }): Promise<LoadResult> {
  const { lang } = ctx;
  const code = input.palletCode.trim().toUpperCase();
  const k = await known(ctx);
  return ctx.db.transaction(async (tx) => {
    const c = await containerForUpdate(tx, ctx, containerId);
    assertUnlocked(lang, c);
    assertOpen(ctx.lang, k, c);
    const pallet = await palletByCodeForUpdate(tx, code);
    const notFound = () => badRequest(`palletCode: ${msg(lang, 'palletNotFound', code.slice(0, 40))}`, 'palletCode');
    if (!pallet) throw notFound();
    await allInScope(tx, ctx.user, palletsForUpdate, [pallet.palletId], notFound);
    await assertSameWarehouse(tx, lang, c, [pallet], 'palletCode');
    if (pallet.status === '2' && pallet.containerId !== containerId) {
      const [other] = await tx.select().from(bizContainer).where(eq(bizContainer.containerId, pallet.containerId!));
      throw conflict(msg(lang, 'palletInOtherContainer', code, other ? containerName(other) : String(pallet.containerId)));
    }
    if (pallet.status === '2' && pallet.loadedTime) throw conflict(msg(lang, 'palletAlreadyLoaded', code));
    assertStatus(ctx.lang, k, [pallet], ['1', '2'], 'doLoad');
    const by = ctx.user.userName;
    let current = pallet;
    if (pallet.status === '1') {
      const overload = await overloadOf(tx, k, c, [pallet]);
      if (overload && !input.allowOverload) return { moved: 0, overload };
      await movePallets(tx, [pallet], { movement: 'preassign', to: '2', containerId, by, remark: containerName(c) }, changed(lang));
      current = { ...pallet, status: '2', containerId, version: pallet.version + 1 };
    }
    await movePallets(tx, [current], { movement: 'load', to: '2', loaded: true, by, remark: containerName(c) }, changed(lang));
    await touch(tx, c, by);
    return { moved: 1 };
  });
}

/** A container whose goods changed is a changed container: its version moves, so an edit made from an older read is refused. */
const touch = (tx: Db, c: Container, by: string) =>
  tx.update(bizContainer).set({ version: sql`${bizContainer.version} + 1`, updateBy: by, updateTime: new Date() }).where(eq(bizContainer.containerId, c.containerId));
