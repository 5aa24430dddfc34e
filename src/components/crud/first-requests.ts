import { DEFAULT_PAGE_SIZE } from '../../../contract/constants';
import { loadDict } from '../../lib/dict';
import { dictTypes } from './field-options';
import type { AnyRow, CrudApi, CrudDefinition, PageResult } from './types';

export type Query = Record<string, unknown>;

/** What a list asks the server for: its page and sort (unless a tree), its filters, the page's fixed conditions. */
export function listQuery({ filters, page, sort, fixedQuery, paged }: { filters: Query; page: Query; sort: Query; fixedQuery?: Query; paged: boolean }): Query {
  return paged ? { ...page, ...sort, ...filters, ...fixedQuery } : { ...filters, ...fixedQuery };
}

export const firstPage = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** A request whose failure is also handled where it is awaited (request() has shown it already). */
export function settled<T>(answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  return answer;
}

interface Started {
  key: string;
  answer: Promise<PageResult<AnyRow>>;
  /** the answer, once it has come: the list draws it in its first render */
  result?: PageResult<AnyRow>;
  /** when the answer came (or failed) */
  answeredAt?: number;
  failed?: boolean;
}

/** First pages asked for ahead of their list, by the list's API; each taken once. */
const started = new Map<CrudApi<AnyRow>, Started>();
/**
 * A first page that came this long before its list took it is not shown: the list asks again. One
 * still on its way is always taken: asking again would only answer later (on a busy server the
 * answer itself may take longer than this).
 */
const FRESH_MS = 10_000;

/**
 * A page module's list definition: its one `*Definition` export (crud/types.ts), called with inert
 * actions when it is a function of the page's callbacks; only its API, fields and default query are
 * read from it here. Tests pass their own actions.
 */
export function listDefinitionOf(module: object, actions: unknown = inertActions): CrudDefinition<AnyRow> | undefined {
  const exported = Object.entries(module).filter(([name]) => name.endsWith('Definition'));
  if (exported.length !== 1) return undefined;
  const value = exported[0][1] as unknown;
  const definition = typeof value === 'function' ? (value as (a: unknown) => unknown)(actions) : value;
  return isDefinition(definition) ? definition : undefined;
}

const isDefinition = (value: unknown): value is CrudDefinition<AnyRow> =>
  typeof value === 'object' && value !== null && Array.isArray((value as { fields?: unknown }).fields) && !!(value as { api?: unknown }).api;

/** Labels as their keys, no permissions, every callback doing nothing. */
const inertActions = new Proxy((key: string) => key, {
  get: (target, key) => (key === 't' ? target : key === 'permissions' ? [] : () => undefined),
});

/** Starts the dictionaries a definition's fields name (each fetched once per language, lib/dict.ts). */
export function startDictionaries(definition: CrudDefinition<AnyRow>): Promise<unknown> {
  return Promise.allSettled(dictTypes(definition.fields).map((type) => loadDict(type)));
}

/**
 * What a list page asks for as it opens, asked before it renders: its first page (as useCrudList
 * will ask for it: page 1, no sort, the definition's default filters) and its dictionaries. A route
 * loader calls this once the page's chunk is here, so the answers travel while the frame is
 * prepared, and the list is drawn with its rows and labels in its first render; on a fresh load the
 * prefetch (app/prefetch.ts) may have asked already, beside getInfo: that answer is taken while
 * fresh, not asked for again. Resolves when both have come (or failed: the list shows the failure
 * as it would have).
 */
export function startFirstRequests(definition: CrudDefinition<AnyRow>): Promise<unknown> {
  const query = listQuery({ filters: { ...definition.defaultQuery }, page: firstPage, sort: {}, paged: !definition.tree });
  const key = JSON.stringify(query);
  const earlier = started.get(definition.api);
  // one that failed is asked again: it may have been asked before the session was confirmed
  const entry = earlier && earlier.key === key && !earlier.failed && isFresh(earlier) ? earlier : ask(definition.api, key, query);
  return Promise.allSettled([entry.answer, startDictionaries(definition)]);
}

function ask(api: CrudApi<AnyRow>, key: string, query: Query): Started {
  const entry: Started = { key, answer: settled(api.list(query)) };
  entry.answer.then(
    (result) => ((entry.result = result), (entry.answeredAt = Date.now())),
    () => ((entry.failed = true), (entry.answeredAt = Date.now())),
  );
  started.set(api, entry);
  return entry;
}

const isFresh = (entry: Started) => entry.answeredAt === undefined || Date.now() - entry.answeredAt < FRESH_MS;

/** The first page started for this API and query, if it is fresh; forgotten once taken. */
export function takeFirstPage<Row extends AnyRow>(api: CrudApi<Row>, key: string): { answer: Promise<PageResult<Row>>; result?: PageResult<Row> } | undefined {
  const entry = started.get(api as CrudApi<AnyRow>);
  started.delete(api as CrudApi<AnyRow>);
  const fresh = entry && entry.key === key && isFresh(entry);
  return fresh ? (entry as { answer: Promise<PageResult<Row>>; result?: PageResult<Row> }) : undefined;
}
