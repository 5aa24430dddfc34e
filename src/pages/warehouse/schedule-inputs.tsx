import { Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '../../../contract/constants';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  'aria-label'?: string;
}

/** 'HH:mm' as the contract stores it, picked on a clock. */
export function HhmmPicker({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation(['warehouse']);
  return (
    <TimePicker
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      placeholder={t('warehouse:pickTime')}
      value={value ? dayjs(`2000-01-01 ${value}`) : null}
      onChange={(d) => onChange?.(d ? d.format('HH:mm') : '')}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}

/** Weekday names in the user's language → the comma-separated '0,6' the contract stores. */
export const weekdayNames = (value: string | null | undefined, t: (key: string) => string) =>
  (value ?? '').split(',').filter(Boolean).map((d) => t(`warehouse:weekday.${d}`)).join(', ');

/** The weekdays the warehouse is shut, chosen by name, kept as '0,6' (Sunday first). */
export function WeekdaySelect({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation(['warehouse']);
  const picked = (value ?? '').split(',').filter(Boolean);
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder={t('warehouse:closedWeekdays')}
      value={picked}
      onChange={(days: string[]) => onChange?.([...days].sort().join(','))}
      options={WEEKDAYS.map((d) => ({ value: d, label: t(`warehouse:weekday.${d}`) }))}
      {...rest}
    />
  );
}
