import { DatePicker, Form, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSlots } from '../../features/slots/slots';

interface Props {
  id?: string;
  /** yyyy-MM-dd */
  value?: string;
  onChange?: (value?: string) => void;
  form: FormInstance;
}

const DAY = 'YYYY-MM-DD';
/** the most the slot calendar answers at once */
const SPAN = 31;

/**
 * The delivery day: past days and the days the warehouse is closed (by weekday or as a closed day,
 * as its slot calendar says) cannot be picked. A new day means choosing its slot again.
 */
export function DayPicker({ id, value, onChange, form }: Props) {
  const { t } = useTranslation(['appointment']);
  const warehouseId = Form.useWatch('warehouseId', form) as number | undefined;
  const [closed, setClosed] = useState<Set<string>>(new Set());

  const load = useCallback(
    (from: Dayjs) => {
      if (!warehouseId) return;
      const start = from.isBefore(dayjs(), 'day') ? dayjs() : from;
      getSlots(warehouseId, start.format(DAY), SPAN)
        .then((days) =>
          setClosed((prev) => {
            const next = new Set(prev);
            for (const d of days) {
              if (d.closed) next.add(d.date);
              else next.delete(d.date);
            }
            return next;
          }),
        )
        .catch(() => undefined);
    },
    [warehouseId],
  );
  useEffect(() => {
    setClosed(new Set());
    load(value ? dayjs(value).startOf('month') : dayjs());
    // the month of a prefilled day is read when the warehouse is chosen, not at each pick
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={DAY}
      disabled={!warehouseId}
      placeholder={warehouseId ? t('appointment:pickDay') : t('appointment:pickWarehouseFirst')}
      value={value ? dayjs(value) : null}
      disabledDate={(d) => d.isBefore(dayjs(), 'day') || closed.has(d.format(DAY))}
      onPanelChange={(d) => load(d.startOf('month'))}
      onChange={(d) => {
        onChange?.(d ? d.format(DAY) : undefined);
        form.setFieldValue('deliveryTime', undefined);
      }}
    />
  );
}
