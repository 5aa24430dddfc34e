import dayjs from 'dayjs';

/** RuoYi shows times as yyyy-MM-dd HH:mm:ss in the server's zone. */
export function formatTime(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const d = value instanceof Date ? value : dayjs(value).toDate();
  if (Number.isNaN(d.getTime())) return dayjs(value).format('YYYY-MM-DD HH:mm:ss');
  // by hand: an export formats a few hundred thousand of these, and dayjs' format costs 3 µs each
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An end date without a time covers the whole day. */
export function dateRange(begin?: string, end?: string): { from?: Date; to?: Date } {
  return {
    from: begin ? dayjs(begin).toDate() : undefined,
    to: end ? (end.length === 10 ? dayjs(end).endOf('day').toDate() : dayjs(end).toDate()) : undefined,
  };
}
