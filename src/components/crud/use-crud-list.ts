import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../contract/constants';
import type { AnyRow, CrudApi, PageResult } from './types';

export type Query = Record<string, unknown>;

interface Sort {
  orderByColumn?: string;
  isAsc?: 'ascending' | 'descending';
}

interface Options {
  defaultQuery?: Query;
  /** added to every call, e.g. a department picked beside the table */
  fixedQuery?: Query;
  /** false for tree lists: every row at once, no paging or sort */
  paged?: boolean;
}

/** Query state of a list page: search values, paging (spec §9: page 1, size 20) and sort. */
export function useCrudList<Row extends AnyRow>(api: CrudApi<Row>, { defaultQuery, fixedQuery, paged = true }: Options = {}) {
  const [filters, setFilters] = useState<Query>(() => ({ ...defaultQuery }));
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<Sort>({});
  const [data, setData] = useState<PageResult<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);

  const query: Query = paged ? { ...page, ...sort, ...filters, ...fixedQuery } : { ...filters, ...fixedQuery };
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api
      .list(JSON.parse(queryKey) as Query)
      .then((result) => live && setData(result))
      .catch(() => undefined) // request() has already shown the error
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, queryKey, tick]);

  const search = useCallback((values: Query) => {
    setFilters(values);
    setPage((p) => ({ ...p, pageNum: 1 }));
    setTick((t) => t + 1);
  }, []);

  const changePage = useCallback((pageNum: number, pageSize: number) => {
    setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize }));
  }, []);

  const changeSort = useCallback((column?: string, order?: 'ascend' | 'descend' | null) => {
    setSort(column && order ? { orderByColumn: column, isAsc: order === 'ascend' ? 'ascending' : 'descending' } : {});
  }, []);

  const reload = useCallback(() => setTick((t) => t + 1), []);

  return { query, page, sort, data, loading, search, changePage, changeSort, reload };
}
