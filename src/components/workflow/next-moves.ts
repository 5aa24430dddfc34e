import { hasPermi } from '../../lib/permission';
import type { MoveChoice } from './move-dialog';

/** A module's workflow as the list offers it: the contract's moves and who may make each. */
export interface MoveRules<S extends string> {
  /** the legal next statuses of each status (the contract's table) */
  moves: Record<S, readonly S[]>;
  /** the permission a move needs */
  permission: (from: S, to: S) => string;
  /** the i18n namespace of the button labels, <ns>:move.<from><to> */
  ns: string;
  /** the refusal ("not passed"): a red button */
  refusal?: S;
  /** the moves that need a reason (the contract's rule, the one the server's machine enforces) */
  needsReason?: (from: S, to: S) => boolean;
  /** what a move requires filled, by "<from>><to>" (the contract's table); labelled <ns>:<name> */
  fields?: Partial<Record<`${S}>${S}`, readonly { name: string; kind: 'text' | 'time' }[]>>;
}

export interface NextMove<S extends string = string> extends MoveChoice {
  to: S;
}

/** A module's nextMoves: the legal next moves from a status that a user with these permissions may make. */
export function nextMovesOf<S extends string>(rules: MoveRules<S>) {
  return (status: S, permissions: readonly string[]): NextMove<S>[] =>
    (rules.moves[status] ?? [])
      .filter((to) => hasPermi(permissions, [rules.permission(status, to)]))
      .map((to) => ({
        to,
        label: `${rules.ns}:move.${status}${to}`,
        danger: to === rules.refusal,
        remarkRequired: rules.needsReason?.(status, to) ?? false,
        fields: rules.fields?.[`${status}>${to}`]?.map((f) => ({ ...f, label: `${rules.ns}:${f.name}` })),
      }));
}
