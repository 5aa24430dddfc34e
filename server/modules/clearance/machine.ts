import { CHARGE_MOVES, FCR_MOVES, type ChargeStatus, type FcrStatus } from '../../../contract/clearance.js';
import type { Lang } from '../../lib/messages.js';
import type { Machine } from '../../lib/workflow.js';
import type { DictCache } from '../dict/cache.js';
import { bizClearance } from './table.js';

export const CHARGE_DICT = 'biz_clearance_charge';
export const FCR_DICT = 'biz_clearance_fcr_status';

const common = { entity: 'clearance', table: bizClearance, id: bizClearance.clearanceId, version: bizClearance.version } as const;

/** Paid ↔ unpaid (decisions.md §5), by whoever holds biz:clearance:charge. */
export const chargeMachine: Machine<ChargeStatus> = { ...common, field: 'whetherToCharge', status: bizClearance.whetherToCharge, moves: CHARGE_MOVES };

/** The FCR: none → draft → final, moved by issuing documents, never by hand. */
export const fcrMachine: Machine<FcrStatus> = { ...common, field: 'fcrStatus', status: bizClearance.fcrStatus, moves: FCR_MOVES };

/** Status labels of both fields a clearance's history holds. */
export const historyLabels = (cache: DictCache, lang: Lang) => (field: string, value: string) =>
  cache.label(field === 'whetherToCharge' ? CHARGE_DICT : FCR_DICT, value, lang);
