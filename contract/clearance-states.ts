// Zod-free, so that a page stepping records through these states draws its first rows without the
// schema library; clearance.ts builds its schemas on them and re-exports them.

/** biz_clearance_charge (migration 0018): whetherToCharge. */
export const CHARGE = { unpaid: '0', paid: '1' } as const;
export const CHARGE_STATUSES = ['0', '1'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const CHARGE_MOVES: Record<ChargeStatus, readonly ChargeStatus[]> = { '0': ['1'], '1': ['0'] };

/** biz_clearance_fcr_status: no FCR yet, a draft (numbered versions), final (frozen; corrections are new finals). */
export const FCR_STATUS = { none: '0', draft: '1', final: '2' } as const;
export const FCR_STATUSES = ['0', '1', '2'] as const;
export type FcrStatus = (typeof FCR_STATUSES)[number];
export const FCR_MOVES: Record<FcrStatus, readonly FcrStatus[]> = { '0': ['1', '2'], '1': ['2'], '2': [] };
