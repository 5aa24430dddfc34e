import dayjs from 'dayjs';

/** RuoYi shows times as yyyy-MM-dd HH:mm:ss in the server's zone. */
export const formatTime = (value: Date | string | null | undefined): string | null =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : null;

/** An end date without a time covers the whole day. */
export function dateRange(begin?: string, end?: string): { from?: Date; to?: Date } {
  return {
    from: begin ? dayjs(begin).toDate() : undefined,
    to: end ? (end.length === 10 ? dayjs(end).endOf('day').toDate() : dayjs(end).toDate()) : undefined,
  };
}
