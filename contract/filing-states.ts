// Zod-free, so that a page stepping records through these states draws its first rows without the
// schema library; filing.ts builds its schemas on them and re-exports them.

/** biz_filing_customs_status (migration 0005). */
export const FILING_STATUS = {
  pendingSubmission: '0',
  pendingAcceptance: '1',
  pendingReview: '2',
  declaring: '3',
  notPassed: '4',
  passed: '5',
} as const;
export const FILING_STATUSES = ['0', '1', '2', '3', '4', '5'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** Who makes each move (decisions.md §5): cs submits, customs accepts, reviews and declares. */
export const FILING_MOVES: Record<FilingStatus, readonly FilingStatus[]> = {
  '0': ['1'],
  '1': ['2'],
  '2': ['3'],
  '3': ['5', '4'],
  '4': ['0'],
  '5': [],
};
export const movePermission = (from: FilingStatus, to: FilingStatus) =>
  (from === '0' && to === '1') || (from === '4' && to === '0') ? 'biz:filing:submit' : 'biz:filing:review';

/** "Not passed" needs a reason: the desk reads what to mend. */
export const filingNeedsReason = (_from: FilingStatus, to: FilingStatus) => to === '4';

/** A field a move needs filled: stored on the record, or given with the move. */
export interface RequiredField {
  name: string;
  kind: 'text' | 'time';
}

/**
 * What each move requires (issue 46), by "<from>><to>": customs release carries its declaration
 * number and audit date. The server refuses the move with a 400 naming the field; the move dialog
 * asks for them.
 */
export const FILING_MOVE_FIELDS: Partial<Record<`${FilingStatus}>${FilingStatus}`, readonly RequiredField[]>> = {
  '3>5': [
    { name: 'customsDeclarationNumber', kind: 'text' },
    { name: 'auditDate', kind: 'time' },
  ],
};
