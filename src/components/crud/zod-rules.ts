import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';

type Issue = z.ZodError['issues'][number];
type Shape = z.ZodRawShape;

/** Cleared form controls give null; the contract reads that as absent. */
export const normalize = (value: unknown) => (value === null ? undefined : value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function isRequired(schema: z.ZodType | undefined): boolean {
  return !!schema && !schema.safeParse(undefined).success && !schema.safeParse('').success;
}

/** A translated message for one zod issue: the contract's English text stays the detail. */
export function issueMessage(issue: Issue, label: string, t: TFunction): string {
  const numeric = 'origin' in issue && issue.origin === 'number';
  switch (issue.code) {
    case 'too_small':
      return t(numeric ? 'crud:validation.min' : 'crud:validation.minLength', { label, min: String(issue.minimum) });
    case 'too_big':
      return t(numeric ? 'crud:validation.max' : 'crud:validation.maxLength', { label, max: String(issue.maximum) });
    case 'invalid_format':
      return t('crud:validation.format', { label, detail: issue.message });
    default:
      return t('crud:validation.invalid', { label, detail: issue.message });
  }
}

/** antd rules for one field, fed by the field's schema in the contract. */
export function zodRules(schema: z.ZodType | undefined, label: string, t: TFunction): FormRule[] {
  if (!schema) return [];
  const required = isRequired(schema);
  return [
    {
      validator: async (_rule, raw: unknown) => {
        if (isEmpty(raw)) {
          if (required) throw new Error(t('crud:validation.required', { label }));
          if (raw === undefined || raw === null) return;
        }
        const result = schema.safeParse(normalize(raw));
        if (!result.success) throw new Error(issueMessage(result.error.issues[0], label, t));
      },
    },
  ];
}

/** A schema, or a loader of it (crud/types.ts BodySchemaSource says why). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const loaded = new WeakMap<() => Promise<z.ZodType>, Promise<z.ZodType>>();

/** A schema from its source, the loader called once (a failed load is tried again next time). */
export function loadSchema<S extends z.ZodType>(source: SchemaSource<S> | undefined): Promise<S | undefined> {
  if (typeof source !== 'function') return Promise.resolve(source);
  let pending = loaded.get(source);
  if (!pending) {
    pending = source();
    loaded.set(source, pending);
    pending.catch(() => loaded.delete(source));
  }
  return pending as Promise<S>;
}

interface SchemaState<S extends z.ZodType> {
  source: SchemaSource<S> | undefined;
  schema?: S;
  settled: boolean;
}

const stateOf = <S extends z.ZodType>(source: SchemaSource<S> | undefined): SchemaState<S> =>
  typeof source === 'function' ? { source, settled: false } : { source, schema: source, settled: true };

/**
 * The schema once it is here (at once when not a loader), for a dialog's rules; `settled` once it
 * has come or failed to (the server's own check then stands alone). A dialog passes its loader only
 * while open, so that nothing is fetched for it until then.
 */
export function useSchema<S extends z.ZodType>(source: SchemaSource<S> | undefined): { schema?: S; settled: boolean } {
  const [state, setState] = useState(() => stateOf(source));
  const current = state.source === source ? state : stateOf(source);
  if (current !== state) setState(current);
  useEffect(() => {
    if (typeof source !== 'function') return;
    let live = true;
    loadSchema(source).then(
      (schema) => live && setState({ source, schema, settled: true }),
      () => live && setState({ source, settled: true }),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return current;
}

/**
 * A dialog's OK for rules that may still be loading (useSchema): pressed before they have settled,
 * it shows as busy and presses itself once they are attached, so the contract's check is never
 * skipped. `cancel` forgets a press when the dialog closes.
 */
export function useSubmitWhenSettled(settled: boolean, submit: () => Promise<void>): { onOk: () => void; waiting: boolean; cancel: () => void } {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  useEffect(() => {
    if (!waiting || !settled) return;
    setWaiting(false);
    void latest.current();
  }, [waiting, settled]);
  return {
    onOk: () => (settled ? void submit() : setWaiting(true)),
    waiting,
    cancel: () => setWaiting(false),
  };
}

export function fieldSchema(schema: z.ZodObject<Shape> | undefined, name: string): z.ZodType | undefined {
  return schema?.shape[name] as z.ZodType | undefined;
}

/** Parse the whole body: trims, applies defaults, drops what the contract does not name. */
export function parseBody(schema: z.ZodObject<Shape> | undefined, values: Record<string, unknown>) {
  if (!schema) return values;
  const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, normalize(v)]));
  const result = schema.safeParse(input);
  return result.success ? (result.data as Record<string, unknown>) : input;
}
