import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../contract/constants';
import { holdShown } from '../../lib/deferred';
import type { AnyRow, CrudApi, PageResult } from './types';

export type Query = Record<string, unknown>;

interface Options {
  defaultQuery?: Query;
  /** added to every call, e.g. a department picked beside the table */
  fixedQuery?: Query;
  /** false for tree lists: every row at once, no paging or sort */
  paged?: boolean;
}

interface QueryState {
  filters: Query;
  page: { pageNum: number; pageSize: number };
  sort: { orderByColumn?: string; isAsc?: 'ascending' | 'descending' };
  /** bumped to list again with the same query */
  tick: number;
}

/** A request whose failure is also handled where it is awaited (request() has shown it already). */
function settled<T>(answer: Promise<T>): Promise<T> {
  answer.catch(() => undefined);
  return answer;
}

/** Query state of a list page: search values, paging (spec §9: page 1, size 20) and sort. */
export function useCrudList<Row extends AnyRow>(api: CrudApi<Row>, { defaultQuery, fixedQuery, paged = true }: Options = {}) {
  const [state, setState] = useState<QueryState>(() => ({ filters: { ...defaultQuery }, page: { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE }, sort: {}, tick: 0 }));
  const [data, setData] = useState<PageResult<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const { filters, page, sort, tick } = state;
  const query: Query = paged ? { ...page, ...sort, ...filters, ...fixedQuery } : { ...filters, ...fixedQuery };
  const queryKey = JSON.stringify(query);
  // the first page is asked for as the list first renders, not once the frame and the page have
  // mounted: its answer is on its way while they are drawn
  const [early] = useState(() => ({ key: queryKey, answer: settled(api.list(query)) }));

  useEffect(() => {
    let live = true;
    const shown = holdShown();
    setLoading(true);
    const answer = early.key === queryKey ? early.answer : api.list(JSON.parse(queryKey) as Query);
    early.key = ''; // used once: a reload or a new search asks again
    answer
      .then((result) => live && setData(result))
      .catch(() => undefined) // request() has already shown the error
      .finally(() => {
        if (live) setLoading(false);
        // once this answer is painted, what the page held back may load (lib/deferred.tsx)
        requestAnimationFrame(() => setTimeout(shown));
      });
    return () => {
      live = false;
    };
  }, [api, queryKey, tick, early]);

  const search = useCallback((values: Query) => setState((s) => ({ ...s, filters: values, page: { ...s.page, pageNum: 1 }, tick: s.tick + 1 })), []);
  const changePage = useCallback(
    (pageNum: number, pageSize: number) => setState((s) => ({ ...s, page: { pageNum: pageSize === s.page.pageSize ? pageNum : 1, pageSize } })),
    [],
  );
  const changeSort = useCallback((column?: string, order?: 'ascend' | 'descend' | null) => {
    const sort: QueryState['sort'] = column && order ? { orderByColumn: column, isAsc: order === 'ascend' ? 'ascending' : 'descending' } : {};
    setState((s) => ({ ...s, sort }));
  }, []);
  const reload = useCallback(() => setState((s) => ({ ...s, tick: s.tick + 1 })), []);

  return { query, page, sort, data, loading, search, changePage, changeSort, reload };
}
