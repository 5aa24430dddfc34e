import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { bizStatusHistory } from './workflow-table.js';
import { badRequest, conflict, notFound } from './errors.js';
import { formatTime } from './time.js';
import type { HistoryEntry } from '../../contract/workflow.js';

/**
 * One entity's state machine: its states, the legal moves and who may make each one
 * (decisions.md §5). `permission` of a move is checked by the caller's route.
 */
export interface Machine<S extends string = string> {
  entity: string;
  /** the status column's API name, e.g. 'customsStatus' */
  field: string;
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  version: AnyPgColumn;
  moves: Partial<Record<S, readonly S[]>>;
  /**
   * The moves that need a reason (a refusal, a cancel, an abnormal end): `transition` refuses
   * them without one, 400 naming remark, whatever path makes the move (issue 46).
   */
  needsReason?(from: S, to: S): boolean;
}

export interface Move {
  id: number;
  to: string;
  remark?: string;
  by: string;
  /** the version the user saw; without it the current one is used (still one winner) */
  version?: number;
}

export const canMove = <S extends string>(machine: Machine<S>, from: S, to: S) => machine.moves[from]?.includes(to) ?? false;

export interface Moved {
  from: string;
  to: string;
  version: number;
}

/**
 * Checks and makes one move inside the caller's transaction, and records it. The update is
 * conditional on the status and version read, so of two people moving the same record at once
 * one wins and the other gets 409 with nothing changed. Follow-on changes (an order's customs
 * status following its filing) belong in the same transaction, after this call.
 */
export interface MachineMessages {
  illegal: (from: string, to: string) => string;
  stale: string;
  notFound: string;
  /** the 400 of a move made without the reason its machine asks (needsReason) */
  reasonRequired?: string;
}

export async function transition(tx: Db, machine: Machine, move: Move, messages: MachineMessages): Promise<Moved> {
  const [row] = (await tx
    .select({ status: machine.status, version: machine.version })
    .from(machine.table)
    .where(eq(machine.id, move.id))) as { status: string; version: number }[];
  if (!row) throw notFound(messages.notFound);
  if (move.version !== undefined && move.version !== row.version) throw conflict(messages.stale);
  if (!canMove(machine, row.status, move.to)) throw conflict(messages.illegal(row.status, move.to));
  if (machine.needsReason?.(row.status, move.to) && !move.remark?.trim()) throw badRequest(`remark: ${messages.reasonRequired ?? 'a reason is required'}`, 'remark');
  const updated = await tx
    .update(machine.table)
    .set({ [statusKey(machine)]: move.to, [versionKey(machine)]: sql`${machine.version} + 1` } as never)
    .where(and(eq(machine.id, move.id), eq(machine.status, row.status), eq(machine.version, row.version)))
    .returning({ id: machine.id });
  if (updated.length === 0) throw conflict(messages.stale);
  await tx.insert(bizStatusHistory).values({
    entity: machine.entity,
    entityId: move.id,
    field: machine.field,
    fromStatus: row.status,
    toStatus: move.to,
    remark: move.remark ?? '',
    operBy: move.by,
  });
  return { from: row.status, to: move.to, version: row.version + 1 };
}

/** Records a change made outside a machine's own move (a follow-on), in the same history. */
export async function recordHistory(tx: Db, entry: { entity: string; entityId: number; field: string; from: string; to: string; remark?: string; by: string }) {
  await tx.insert(bizStatusHistory).values({
    entity: entry.entity,
    entityId: entry.entityId,
    field: entry.field,
    fromStatus: entry.from,
    toStatus: entry.to,
    remark: entry.remark ?? '',
    operBy: entry.by,
  });
}

/** Deletes the history of records deleted in the same transaction. */
export const forgetHistory = (tx: Db, entity: string, ids: number[]) =>
  tx.delete(bizStatusHistory).where(and(eq(bizStatusHistory.entity, entity), inArray(bizStatusHistory.entityId, ids)));

// drizzle's update().set() takes the property names of the table object, not column names
const keyOf = (table: PgTable, column: AnyPgColumn) => {
  const entry = Object.entries(table).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not on its table`);
  return entry[0];
};
const statusKey = (m: Machine) => keyOf(m.table, m.status);
const versionKey = (m: Machine) => keyOf(m.table, m.version);


/**
 * An entity's status changes, oldest first, labelled from each field's dictionary
 * (`dictTypes`: field → dictionary type, e.g. { customsStatus: 'biz_order_customs_status' }).
 */
export async function historyOf(
  db: Db,
  entity: string,
  entityId: number,
  labels: (field: string, value: string) => Promise<string>,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(bizStatusHistory)
    .where(and(eq(bizStatusHistory.entity, entity), eq(bizStatusHistory.entityId, entityId)))
    .orderBy(bizStatusHistory.operTime, bizStatusHistory.historyId);
  return Promise.all(
    rows.map(async (r) => ({
      historyId: r.historyId,
      field: r.field,
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      fromLabel: await labels(r.field, r.fromStatus),
      toLabel: await labels(r.field, r.toStatus),
      remark: r.remark,
      operBy: r.operBy,
      operTime: formatTime(r.operTime),
    })),
  );
}
