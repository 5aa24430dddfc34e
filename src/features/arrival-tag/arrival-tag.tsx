import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A length of time in its two largest units, e.g. "1 d 2 h", "3 h 20 min", "15 min" (common:arrival.*). */
export function spanOf(t: T, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts = [
    ['days', days],
    ['hours', hours],
    ['minutes', mins],
  ] as const;
  const [a, b] = parts.filter(([, n]) => n > 0).map(([unit, count]) => t(`common:arrival.${unit}`, { count }));
  return b === undefined ? (a ?? '') : t('common:arrival.twoUnits', { a, b });
}

/**
 * How far a truck came from its booked slot (the row's arrivalOffsetMinutes, issue 46): "early by
 * 1 d" in blue, "late by 2 h 5 min" in orange; nothing when it came within its slot or has not come.
 * The desk's list and detail and the phone show the same tag.
 */
export function ArrivalTag({ offset, large }: { offset: number | null | undefined; large?: boolean }) {
  const { t } = useTranslation('common');
  if (offset === null || offset === undefined || offset === 0) return null;
  const early = offset < 0;
  return (
    <Tag
      color={early ? 'blue' : 'orange'}
      data-arrival={early ? 'early' : 'late'}
      title={t('common:arrival.title')}
      style={{ marginInlineEnd: 0, ...(large ? { fontSize: 15, lineHeight: '26px', padding: '0 8px' } : {}) }}
    >
      {t(early ? 'common:arrival.early' : 'common:arrival.late', { by: spanOf(t, Math.abs(offset)) })}
    </Tag>
  );
}
