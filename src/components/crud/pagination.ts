import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { DEFAULT_PAGE_SIZE } from '../../../contract/constants';

/** Spec §9: page-size options 100/200/300/500, with the default 20 first. */
export const PAGE_SIZE_OPTIONS = [DEFAULT_PAGE_SIZE, 100, 200, 300, 500];

/** Spec §9 layout: total, sizes, prev, pager, next, jumper. */
export function paginationConfig(
  page: { pageNum: number; pageSize: number },
  total: number,
  onChange: (pageNum: number, pageSize: number) => void,
  t: TFunction,
): TablePaginationConfig {
  return {
    current: page.pageNum,
    pageSize: page.pageSize,
    total,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (n) => t('crud:total', { total: n }),
    onChange,
  };
}
