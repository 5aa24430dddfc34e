import type { Machine } from '../../lib/workflow.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { bizPreorder } from './table.js';
import type { DictCache } from '../dict/cache.js';
import { CHECK, CHECK_DICT } from './route-config.js';

type Check = (typeof CHECK)[keyof typeof CHECK];

/**
 * The pre-order check (decisions.md §5): unprocessed → passed | not passed; not passed goes back
 * to unprocessed only through an edit (PUT /biz/preorder), never through PUT {id}/status.
 */
export const preorderMachine: Machine<Check> = {
  entity: 'preorder',
  field: 'checkStatus',
  table: bizPreorder,
  id: bizPreorder.preorderId,
  status: bizPreorder.checkStatus,
  version: bizPreorder.version,
  moves: { [CHECK.unprocessed]: [CHECK.passed, CHECK.notPassed], [CHECK.notPassed]: [CHECK.unprocessed] },
  /** not passed says what to mend */
  needsReason: (_from, to) => to === CHECK.notPassed,
};

/** The machine's refusals, with the statuses' labels (read before the transaction) in the caller's language. */
export const machineMessages = (lang: Lang, label: (value: string) => string) => ({
  illegal: (from: string, to: string) => msg(lang, 'preorderIllegalMove', label(from), label(to)),
  stale: msg(lang, 'preorderStale'),
  notFound: msg(lang, 'preorderNotFound'),
  reasonRequired: msg(lang, 'preorderReasonRequired'),
});

/** value → its check status label in the caller's language (sync, for the machine's messages). */
export const checkLabels = (dict: DictCache, lang: Lang) => dict.labeller(CHECK_DICT, lang);

/**
 * The remark that starts an order's history when a pre-order passes. It is stored once, so it
 * reads in both languages.
 */
export const preorderRemark = (orderNo: string) => `预订单 / pre-order ${orderNo}`;
