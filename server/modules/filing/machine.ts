import { FILING_MOVES, filingNeedsReason, type FilingStatus } from '../../../contract/filing.js';
import type { Lang } from '../../lib/messages.js';
import type { Machine } from '../../lib/workflow.js';
import type { DictCache } from '../dict/cache.js';
import { bizFiling } from './table.js';

export const FILING_DICT = 'biz_filing_customs_status';
export const ORDER_CUSTOMS_DICT = 'biz_order_customs_status';

export const filingMachine: Machine<FilingStatus> = {
  entity: 'filing',
  field: 'customsStatus',
  table: bizFiling,
  id: bizFiling.filingId,
  status: bizFiling.customsStatus,
  version: bizFiling.version,
  moves: FILING_MOVES,
  needsReason: filingNeedsReason,
};

/** Status labels of both dictionaries a filing's history uses. */
export const historyLabels = (cache: DictCache, lang: Lang) => (field: string, value: string) =>
  cache.label(field === 'customsStatus' ? FILING_DICT : field, value, lang);
