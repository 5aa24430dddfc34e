import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotHasRoom } from '../../../features/slots/slots';
import { getLang } from '../../../lib/i18n';
import { errorText, usePolling } from '../../../lib/use-polling';
import { getSupplierSlots, type PublicSlotDay } from './api';

type Cell = PublicSlotDay['slots'][number];
/** the server says whether the supplier may book it now (cut-off, room); the load picked says whether it fits */
const choosable = (c: Cell, cbm: number) => c.bookable && slotHasRoom(c, cbm);

interface Props {
  id?: string;
  token: string;
  warehouseId: number;
  /** the chosen orders' cubic metres: a slot without that much room left cannot be chosen */
  cbm: number;
  /** 'yyyy-MM-dd HH:mm', the slot's start */
  value?: string;
  onChange?: (value?: string) => void;
}

const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 8 });
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The warehouse's free slots of the next days, as buttons a thumb can hit: first the day (closed
 * days shown, not choosable), then its slots with the trucks and cubic metres left.
 */
export function SlotChoice({ id, token, warehouseId, cbm, value, onChange }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'supplier' });
  // the days the warehouse lets suppliers book, from today
  const calendar = usePolling(`${token}|${warehouseId}`, () => getSupplierSlots(token, warehouseId, dayjs().format('YYYY-MM-DD')), 0);
  const [picked, setPicked] = useState(value?.slice(0, 10));
  const dayName = new Intl.DateTimeFormat(getLang() === 'en' ? 'en-GB' : 'zh-CN', { weekday: 'short', month: 'numeric', day: 'numeric' });

  if (calendar.error && !calendar.data) return <Alert type="error" showIcon title={errorText(calendar.error)} />;
  if (!calendar.data) return <Skeleton active />;
  const open = calendar.data.filter((d) => !d.closed);
  if (!open.length) return <Empty description={t('slot.noneOpen')} />;
  const day = calendar.data.find((d) => d.date === picked && !d.closed);

  const cellText = (c: Cell) => {
    const left = [t('slot.trucksLeft', { n: Math.max(0, c.capacityTrucks - c.bookedTrucks) })];
    if (c.capacityCbm !== null) left.push(t('slot.cbmLeft', { cbm: round(Math.max(0, c.capacityCbm - c.bookedCbm)) }));
    if (c.past) left.push(t('slot.past'));
    else if (!choosable(c, cbm)) left.push(slotHasRoom(c, cbm) ? t('slot.tooLate') : t('slot.full'));
    return left.join(' · ');
  };

  return (
    <div id={id}>
      <div role="group" aria-label={t('slot.day')} style={grid(96)}>
        {calendar.data.map((d) => (
          <Button
            key={d.date}
            data-date={d.date}
            type={d.date === picked && !d.closed ? 'primary' : 'default'}
            aria-pressed={d.date === picked && !d.closed}
            disabled={d.closed}
            title={d.closed ? d.closedReason || t('slot.closed') : undefined}
            onClick={() => {
              setPicked(d.date);
              if (value?.slice(0, 10) !== d.date) onChange?.(undefined);
            }}
            style={{ height: 'auto', minHeight: 48, whiteSpace: 'normal', lineHeight: 1.3, padding: '4px 6px' }}
          >
            <span>
              {dayName.format(dayjs(d.date).toDate())}
              {d.closed ? <span style={{ display: 'block', fontSize: 13 }}>{t('slot.closed')}</span> : null}
            </span>
          </Button>
        ))}
      </div>
      {day ? (
        <div role="group" aria-label={t('slot.time')} style={{ ...grid(220), marginTop: 12 }}>
          {day.slots.map((c) => {
            const slot = `${day.date} ${c.time}`;
            return (
              <Button
                key={slot}
                data-slot={slot}
                type={slot === value ? 'primary' : 'default'}
                aria-pressed={slot === value}
                disabled={!choosable(c, cbm)}
                onClick={() => onChange?.(slot)}
                style={{ height: 'auto', minHeight: 48, justifyContent: 'flex-start', whiteSpace: 'normal', textAlign: 'left', padding: '6px 12px' }}
              >
                <span>
                  <Typography.Text strong style={{ fontSize: 17, marginRight: 8, color: 'inherit' }}>
                    {c.time}
                  </Typography.Text>
                  {cellText(c)}
                </span>
              </Button>
            );
          })}
        </div>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('slot.pickDay')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
