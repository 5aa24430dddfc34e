import dayjs from 'dayjs';
import { CUSTOMS_FIELDS, FILING_FIELDS, type FilingEditInput, type FilingFieldName, type FilingInput } from '../../../contract/filing.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { formatTime } from '../../lib/time.js';
import { hasPermission, type LoginUser } from '../../lib/login-user.js';
import type { FilingListRow } from './repository.js';

const DATE_FIELDS: FilingFieldName[] = ['auditDate', 'confirmDeliveryTime', 'signTime'];

/** The column values of the fields present in a body (left-out fields are not touched). */
export function storedValues(body: Partial<FilingInput | FilingEditInput>) {
  const out: Record<string, unknown> = {};
  for (const field of FILING_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (DATE_FIELDS.includes(field)) out[field] = value ? dayjs(value as string).toDate() : null;
    else if (field === 'actItemNo') out[field] = value === '' || value === null ? null : value;
    else out[field] = value ?? '';
  }
  return out;
}

/** A body value as the list shows it, to tell a real change from a value sent back unchanged. */
const shown = (field: FilingFieldName, value: unknown) => {
  if (DATE_FIELDS.includes(field)) return value ? formatTime(dayjs(value as string).toDate()) : null;
  if (field === 'actItemNo') return value === '' || value === null ? null : value;
  return value ?? '';
};

/**
 * Who may edit what, by status (decided for issue 5):
 * - pending submission / not passed (0, 4): the documentation staff (biz:filing:edit), every field;
 * - pending review / in customs declaration (2, 3): the customs role (biz:filing:review), only its
 *   own findings (CUSTOMS_FIELDS); a changed value of any other field is refused 403 naming it;
 * - pending acceptance and customs passed (1, 5), or 2/3 for someone without review: 409.
 * A status someone could edit but not this caller (0 or 4 without edit permission) answers 403.
 */
export function checkEdit(user: LoginUser, lang: Lang, current: FilingListRow, body: FilingEditInput, statusLabel: string) {
  const status = current.customsStatus;
  if (status === '0' || status === '4') {
    if (!hasPermission(user, 'biz:filing:edit')) throw forbidden(msg(lang, 'forbidden'));
    return;
  }
  if ((status === '2' || status === '3') && hasPermission(user, 'biz:filing:review')) {
    for (const field of FILING_FIELDS) {
      if (CUSTOMS_FIELDS.includes(field) || body[field] === undefined) continue;
      if (shown(field, body[field]) !== current[field]) throw forbidden(`${field}: ${msg(lang, 'filingFieldLocked', statusLabel)}`);
    }
    return;
  }
  throw conflict(msg(lang, 'filingNotEditable', statusLabel));
}

/** The fields of a body this caller's edit writes: customs writes only its own. */
export function editableValues(current: FilingListRow, body: FilingEditInput) {
  const customsOnly = current.customsStatus === '2' || current.customsStatus === '3';
  const values = storedValues(body);
  if (customsOnly) for (const key of Object.keys(values)) if (!CUSTOMS_FIELDS.includes(key as FilingFieldName)) delete values[key];
  return values;
}
