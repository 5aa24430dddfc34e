import type { MailRow } from '../../../contract/clearance';

/**
 * The outbox keeps the mail library's own error text (the operator's reference, shown on hover);
 * the user reads what it means (issue 49). Matched on the codes and words the library and SMTP
 * servers use; anything else is shown as it came.
 */
const KINDS: [RegExp, string][] = [
  [/^no mail server is set/i, 'noServer'],
  [/ECONNREFUSED/, 'refused'],
  [/ETIMEDOUT|timed? ?out|Greeting never received/i, 'timeout'],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/, 'notFound'],
  [/EAUTH|Invalid login|authentication|\b535\b/i, 'auth'],
  [/STARTTLS|certificate|self[- ]signed|ETLS/i, 'tls'],
  [/EENVELOPE|recipient|\b55[0-3]\b/i, 'recipient'],
  [/attachment missing/i, 'attachment'],
];

/** The i18n key (under clearance:mailError) and its values for a mail's state, or null when nothing went wrong. */
export function mailTrouble(mail: Pick<MailRow, 'status' | 'lastError' | 'attempts'>): { key: string; values?: Record<string, string> }[] | null {
  if (!mail.lastError || mail.status === '1') return null;
  const kind = KINDS.find(([pattern]) => pattern.test(mail.lastError))?.[1];
  const what = kind ? { key: kind } : { key: 'other', values: { error: mail.lastError } };
  if (kind === 'noServer') return [what];
  return [what, { key: mail.status === '2' ? 'gaveUp' : 'retrying' }];
}
