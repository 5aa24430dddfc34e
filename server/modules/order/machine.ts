import type { Machine } from '../../lib/workflow.js';
import { bizOrder } from './table.js';

/** decisions.md §5: not over → normal end | delivery ends | abnormal end; the ends are final. */
export const overStateMachine: Machine<'0' | '1' | '2' | '3'> = {
  entity: 'order',
  field: 'overState',
  table: bizOrder,
  id: bizOrder.orderId,
  status: bizOrder.overState,
  version: bizOrder.version,
  moves: { '0': ['1', '2', '3'] },
  /** an abnormal end says what went wrong */
  needsReason: (_from, to) => to === '3',
};

/** Each status field of an order and its dictionary, for history labels. */
export const ORDER_DICTS: Record<string, string> = {
  overState: 'biz_order_over_state',
  customsStatus: 'biz_order_customs_status',
  transportStatus: 'biz_order_transport_status',
};
