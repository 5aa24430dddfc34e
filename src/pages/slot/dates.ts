import dayjs from 'dayjs';

/** Calendar dates as 'YYYY-MM-DD', in the browser's local time like the warehouse's wall clock. */
export const today = () => dayjs().format('YYYY-MM-DD');
export const shiftDays = (date: string, n: number) => dayjs(date).add(n, 'day').format('YYYY-MM-DD');
/** 0 = Sunday, as the contract's weekdays */
export const weekdayOf = (date: string) => dayjs(date).day();
