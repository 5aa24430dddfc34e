import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StockMovement, StockStatus } from '../../../contract/inventory.js';
import type { Db } from '../../db/client.js';
import { bulkInsert } from '../../lib/bulk-insert.js';
import { conflict } from '../../lib/errors.js';
import type { ScopedRows } from '../../lib/scoped-rows.js';
import { palletScope } from './repository.js';
import { bizPallet } from './table.js';

export type Pallet = typeof bizPallet.$inferSelect;

/**
 * Pallets by id, locked until the transaction ends, in id order (two movers lock in the same order
 * and cannot deadlock); read through lib/scoped-rows.ts, in the caller's scope.
 */
export const palletsForUpdate: ScopedRows<Pallet, number> = {
  key: bizPallet.palletId,
  keyOf: (p) => p.palletId,
  scope: palletScope,
  read: (tx, where) => tx.select().from(bizPallet).where(where).orderBy(asc(bizPallet.palletId)).for('update'),
};

/** One pallet by its code, locked: of two phones scanning it at once, the second waits and then sees what the first did. */
export async function palletByCodeForUpdate(tx: Db, code: string): Promise<Pallet | undefined> {
  const [row] = await tx.select().from(bizPallet).where(eq(bizPallet.palletCode, code)).for('update');
  return row;
}

export interface PalletMove {
  movement: StockMovement;
  to: StockStatus;
  /** a new location; undefined keeps it */
  location?: string;
  /** the container after the move; null takes the pallet out of its container; undefined keeps it */
  containerId?: number | null;
  /** true: loaded now; false: no longer loaded; undefined: unchanged */
  loaded?: boolean;
  by: string;
  remark?: string;
}

const LEDGER_TYPES = {
  pallet_id: 'bigint',
  movement: 'varchar',
  from_status: 'varchar',
  to_status: 'varchar',
  from_location: 'varchar',
  to_location: 'varchar',
  from_container_id: 'bigint',
  to_container_id: 'bigint',
  boxes: 'integer',
  weight: 'numeric',
  cube: 'numeric',
  remark: 'varchar',
  oper_by: 'varchar',
};

/**
 * The only way a pallet moves: its row changes and a ledger entry per pallet records who, when,
 * from and to, in the caller's transaction. The pallets must have been read with
 * palletsForUpdate (or palletByCodeForUpdate) in that transaction and checked by the caller; the
 * update is still conditional on the version read, so a pallet changed meanwhile answers 409.
 */
export async function movePallets(tx: Db, pallets: Pallet[], move: PalletMove, changedMessage: (codes: string) => string): Promise<number> {
  if (!pallets.length) return 0;
  const set: Partial<typeof bizPallet.$inferInsert> = { status: move.to };
  if (move.location !== undefined) set.location = move.location;
  if (move.containerId !== undefined) set.containerId = move.containerId;
  if (move.loaded !== undefined) set.loadedTime = move.loaded ? new Date() : null;
  const byVersion = new Map<number, number[]>();
  for (const p of pallets) byVersion.set(p.version, [...(byVersion.get(p.version) ?? []), p.palletId]);
  let changed = 0;
  for (const [version, ids] of byVersion) {
    const rows = await tx
      .update(bizPallet)
      .set({ ...set, version: sql`${bizPallet.version} + 1` })
      .where(and(inArray(bizPallet.palletId, ids), eq(bizPallet.version, version)))
      .returning({ id: bizPallet.palletId });
    changed += rows.length;
  }
  if (changed !== pallets.length) throw conflict(changedMessage(pallets.map((p) => p.palletCode).slice(0, 10).join(', ')));
  await bulkInsert(
    tx,
    { table: 'biz_stock_ledger', types: LEDGER_TYPES, extra: 'oper_time' },
    pallets.map((p) => ({
      palletId: p.palletId,
      movement: move.movement,
      fromStatus: p.status,
      toStatus: move.to,
      fromLocation: p.location,
      toLocation: move.location ?? p.location,
      fromContainerId: p.containerId,
      toContainerId: move.containerId === undefined ? p.containerId : move.containerId,
      boxes: p.boxes,
      weight: p.weight,
      cube: p.cube,
      remark: move.remark ?? '',
      operBy: move.by,
    })),
  );
  return changed;
}
