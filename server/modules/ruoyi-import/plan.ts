// The plan: what the import will do to each row, decided before anything is written, so that a
// dry run prints exactly what a real run does.

export type Outcome = 'added' | 'updated' | 'unchanged' | 'skipped';

/** A row: RuoYi's id, ours when it is the same thing as one of ours, and the values to write. */
export interface RowOp<V> {
  outcome: Outcome;
  label: string;
  /** what an update changes */
  detail?: string;
  reason?: string;
  ryId: number;
  ourId?: number;
  /** all columns when added; the changed ones (and the update stamp) when updated */
  values?: Partial<V>;
  /** columns that point at rows of other groups, resolved when written (null: none) */
  refs?: Record<string, Ref | null>;
}

/** A reference to a row of another group: ours when known now, else RuoYi's id (a row this run adds). */
export type Ref = { ourId?: number; ryId: number };

/** A link between two rows (user ↔ role, role ↔ menu, …). */
export interface LinkOp {
  outcome: Outcome;
  label: string;
  reason?: string;
  left: Ref;
  right: Ref;
  at?: Date;
}

/** Where a planned row will be after the run: matched or added; undefined when it is not imported. */
export const refOf = (op: RowOp<unknown> | undefined): Ref | undefined =>
  op && (op.ourId !== undefined || op.outcome === 'added') ? { ourId: op.ourId, ryId: op.ryId } : undefined;

/** A link: skipped when a side is not imported (the reasons say which), unchanged when both are ours and linked. */
export function planLink(label: string, left: Ref | undefined, right: Ref | undefined, existing: Set<string>, why: [string, string], at?: Date): LinkOp {
  const none = { ryId: 0 };
  if (!left || !right) return { outcome: 'skipped', label, reason: left ? why[1] : why[0], left: left ?? none, right: right ?? none };
  const known = left.ourId !== undefined && right.ourId !== undefined && existing.has(`${left.ourId}:${right.ourId}`);
  return { outcome: known ? 'unchanged' : 'added', label, left, right, at };
}

const stampOf = (...dates: (Date | null | undefined)[]) => {
  const times = dates.filter((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime())).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
};

const same = (a: unknown, b: unknown) => (a instanceof Date || b instanceof Date ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime() : a === b);

/**
 * A RuoYi row that is the same thing as one of ours. The later edit wins: RuoYi's values are taken
 * unless our row was edited here after RuoYi's last edit (its update time is later).
 */
export function planMatch<V extends { updateBy?: string | null }>(
  label: string,
  ryId: number,
  ourId: number,
  ours: object & { updateTime: Date | null },
  values: V,
  compared: (keyof V & string)[],
  ryDates: (Date | null | undefined)[],
): RowOp<V> {
  const differs = compared.filter((k) => !same((ours as Record<string, unknown>)[k], values[k]));
  if (!differs.length) return { outcome: 'unchanged', label, ryId, ourId };
  const ryStamp = stampOf(...ryDates);
  if (ours.updateTime && (!ryStamp || ours.updateTime.getTime() > ryStamp.getTime())) {
    return { outcome: 'skipped', label, ryId, ourId, reason: `edited here after RuoYi's last edit: ours kept (${differs.join(', ')})` };
  }
  const changed = Object.fromEntries(differs.map((k) => [k, values[k]])) as Partial<V>;
  return { outcome: 'updated', label, detail: differs.join(', '), ryId, ourId, values: { ...changed, updateBy: values.updateBy, updateTime: ryStamp } };
}

export const text = (value: string | null | undefined) => value ?? '';

/** RuoYi's audit columns as ours. */
export const audit = (r: { create_by: string | null; create_time: Date | null; update_by: string | null; update_time: Date | null }) => ({
  createBy: text(r.create_by), createTime: r.create_time, updateBy: text(r.update_by), updateTime: r.update_time,
});
