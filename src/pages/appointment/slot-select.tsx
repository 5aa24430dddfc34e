import { Form, Select, Typography, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSlots, slotHasRoom, type SlotCell, type SlotDay } from '../../features/slots/slots';

interface Props {
  id?: string;
  /** 'yyyy-MM-dd HH:mm', the slot's start */
  value?: string;
  onChange?: (value?: string) => void;
  form: FormInstance;
  /** the slot the booking holds already (editing): selectable even when it is full */
  keep?: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The chosen day's slots with their bookings; full and past ones are shown but cannot be chosen. */
export function SlotSelect({ id, value, onChange, form, keep }: Props) {
  const { t } = useTranslation(['appointment']);
  const warehouseId = Form.useWatch('warehouseId', form) as number | undefined;
  const date = Form.useWatch('deliveryDate', form) as string | undefined;
  const [day, setDay] = useState<SlotDay>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setDay(undefined);
    if (!warehouseId || !date) return;
    let live = true;
    setLoading(true);
    getSlots(warehouseId, date, 1)
      .then((days) => live && setDay(days.find((d) => d.date === date)))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [warehouseId, date]);

  const label = (c: SlotCell) => {
    const parts = [c.time, t('appointment:slotTrucks', { booked: c.bookedTrucks, capacity: c.capacityTrucks })];
    if (c.capacityCbm !== null) parts.push(t('appointment:slotFreeCbm', { cbm: round(Math.max(0, c.capacityCbm - c.bookedCbm)) }));
    if (c.past) parts.push(t('appointment:slotPast'));
    else if (!slotHasRoom(c)) parts.push(t('appointment:slotFull'));
    return parts.join(' · ');
  };
  const options = (day?.slots ?? []).map((c) => {
    const slot = `${date} ${c.time}`;
    return { value: slot, label: label(c), disabled: slot !== keep && !slotHasRoom(c) };
  });

  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={(v?: string) => onChange?.(v ?? undefined)}
        allowClear
        loading={loading}
        disabled={!date}
        placeholder={date ? t('appointment:pickSlot') : t('appointment:pickDayFirst')}
        options={options}
        notFoundContent={t('appointment:noSlot')}
      />
      {day?.closed && (
        <Typography.Text type="warning">{t('appointment:dayClosed', { reason: day.closedReason || t('appointment:closedWeekday') })}</Typography.Text>
      )}
    </>
  );
}
