import type { DocumentRow, MailRow } from '../../../contract/clearance';

const addresses = (list: string) =>
  list
    .split(/[\s,;]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The newest earlier mail, queued or sent (a failed one never went), that took these very
 * documents to one of these addresses: the desk is asked before sending them there again (issue 49).
 */
export function earlierSend(mails: MailRow[], mailTo: string, documentIds: number[]): { mail: MailRow; address: string } | null {
  if (!documentIds.length) return null;
  const wanted = new Set(addresses(mailTo));
  for (const mail of [...mails].sort((a, b) => b.mailId - a.mailId)) {
    if (mail.status === '2' || !sameSet(mail.documentIds, documentIds)) continue;
    const address = addresses(mail.mailTo).find((a) => wanted.has(a));
    if (address) return { mail, address };
  }
  return null;
}

/**
 * The body's list of documents kept to what is ticked (issue 49): the draft names each attached
 * version on a line of its own ("- FCR-… (…)"); a version taken off loses its line, one added
 * gets one after the others. Whatever else the user wrote stays as written.
 */
export function bodyWithDocuments(body: string, documents: DocumentRow[], chosen: number[], label: (d: DocumentRow) => string): string {
  const lines = body.split('\n');
  const named = (line: string) => documents.find((d) => line.trimStart().startsWith(`- ${d.docNo}`));
  const firstAt = lines.findIndex((line) => named(line));
  const kept = lines.filter((line) => {
    const doc = named(line);
    return !doc || chosen.includes(doc.documentId);
  });
  const present = new Set(kept.map((line) => named(line)?.documentId).filter((id) => id !== undefined));
  const added = documents.filter((d) => chosen.includes(d.documentId) && !present.has(d.documentId)).map((d) => `- ${d.docNo} (${label(d)})`);
  if (!added.length) return kept.join('\n');
  const lastNamed = kept.reduce((at, line, i) => (named(line) ? i : at), -1);
  const at = lastNamed >= 0 ? lastNamed + 1 : firstAt >= 0 ? firstAt : kept.length;
  return [...kept.slice(0, at), ...added, ...kept.slice(at)].join('\n');
}
