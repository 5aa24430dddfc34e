import { useCallback, useEffect, useState } from 'react';
import { holdShown } from '../../lib/deferred';
import { firstPage, listQuery, settled, takeFirstPage, type Query } from './first-requests';
import type { AnyRow, CrudApi, PageResult } from './types';

export type { Query };

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

/** Query state of a list page: search values, paging (spec §9: page 1, size 20) and sort. */
export function useCrudList<Row extends AnyRow>(api: CrudApi<Row>, { defaultQuery, fixedQuery, paged = true }: Options = {}) {
  const [state, setState] = useState<QueryState>(() => ({ filters: { ...defaultQuery }, page: firstPage, sort: {}, tick: 0 }));
  const { filters, page, sort, tick } = state;
  const query = listQuery({ filters, page, sort, fixedQuery, paged });
  const queryKey = JSON.stringify(query);
  // the first page: asked for by the route's loader (first-requests.ts), else as the list first
  // renders, not once the frame and the page have mounted, so its answer travels while they are drawn
  const [early] = useState(() => {
    const ahead = takeFirstPage(api, queryKey);
    return { key: queryKey, answer: ahead?.answer ?? settled(api.list(query)), result: ahead?.result };
  });
  // an answer already here is drawn in the first render
  const [data, setData] = useState<PageResult<Row>>(() => early.result ?? { rows: [], total: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    const shown = holdShown();
    const ahead = early.key === queryKey;
    if (!(ahead && early.result)) setLoading(true);
    const answer = ahead ? early.answer : api.list(JSON.parse(queryKey) as Query);
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
