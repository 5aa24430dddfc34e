/**
 * The warehouse a board or calendar opens on when the link names none: the first (in the list's
 * order) that has something today, else the first. Opening on an idle warehouse while another
 * has the day's trucks looked like an empty day. A failed look counts as nothing there.
 */
export async function firstBusy(ids: number[], busy: (id: number) => Promise<boolean>): Promise<number | undefined> {
  if (ids.length <= 1) return ids[0];
  const answers = await Promise.all(ids.map((id) => busy(id).catch(() => false)));
  return ids[answers.indexOf(true)] ?? ids[0];
}
