import { useTranslation } from 'react-i18next';
import { slotHasRoom, type SlotCell, type SlotDay } from '../../features/slots/slots';
import { cellState, type CellState } from './slot-state';
import { weekdayOf } from './dates';

interface Props {
  days: SlotDay[];
  times: string[];
  /** absent when the user may not book: cells are then not clickable */
  onPick?: (date: string, time: string) => void;
}

const round = (n: number) => String(Number(n.toFixed(3)));

/** Days as columns, slot times as rows; a closed day is one cell down its column with the reason. */
export function SlotGrid({ days, times, onPick }: Props) {
  const { t } = useTranslation(['slot', 'warehouse']);
  const header = (date: string) => (
    <>
      <div className="slot-grid-date">{date.slice(5)}</div>
      <div className="slot-grid-weekday">{t(`warehouse:weekdayShort.${weekdayOf(date)}`)}</div>
    </>
  );

  const slotCell = (day: SlotDay, time: string) => {
    const cell = day.slots.find((s) => s.time === time);
    if (!cell) return <td key={day.date} className="slot-cell slot-cell-none" />;
    const state: CellState = cellState(cell);
    const bookable = !!onPick && slotHasRoom(cell);
    // the name holds what the cell shows too (its trucks and m³), as a speech user reads it
    const label = [
      t('slot:cellTitle', { date: day.date, time, state: t(`slot:legend.${state}`) }),
      ...cellNumbers(t, cell),
    ].join(' ');
    return (
      <td
        key={day.date}
        className={`slot-cell slot-${state}${bookable ? ' slot-bookable' : ''}`}
        data-state={state}
        data-testid={`slot-${day.date}-${time}`}
        title={label}
        aria-label={label}
        role={bookable ? 'button' : undefined}
        tabIndex={bookable ? 0 : undefined}
        onClick={bookable ? () => onPick(day.date, time) : undefined}
        onKeyDown={bookable ? (e) => (e.key === 'Enter' || e.key === ' ') && onPick(day.date, time) : undefined}
      >
        <CellNumbers cell={cell} />
      </td>
    );
  };

  return (
    // a week is wider than a phone: the scroll area takes the keyboard's focus (arrow keys scroll it) and says what it holds
    <div className="slot-grid-scroll" role="region" tabIndex={0} aria-label={t('slot:calendar')}>
      <table className="slot-grid" style={{ minWidth: 72 + days.length * 112 }}>
        <thead>
          <tr>
            <th className="slot-grid-time">{t('slot:time')}</th>
            {days.map((d) => (
              <th key={d.date} className={d.closed ? 'slot-grid-closed-head' : undefined}>
                {header(d.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, row) => (
            <tr key={time}>
              <th className="slot-grid-time" scope="row">
                {time}
              </th>
              {days.map((day) => {
                if (!day.closed) return slotCell(day, time);
                // the closed day's one cell spans the column; later rows leave it out
                if (row > 0) return null;
                return (
                  <td key={day.date} rowSpan={times.length} className="slot-cell slot-closed" data-state="closed" data-testid={`closed-${day.date}`}>
                    <div className="slot-closed-label">{t('slot:legend.closed')}</div>
                    <div className="slot-closed-reason">{day.closedReason}</div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's figures: its trucks booked of capacity, and its m³ when the slot has a volume limit. */
function cellNumbers(t: (key: string, options: Record<string, unknown>) => string, cell: SlotCell): string[] {
  const trucks = t('slot:trucks', { booked: cell.bookedTrucks, capacity: cell.capacityTrucks });
  return cell.capacityCbm === null ? [trucks] : [trucks, t('slot:cbm', { booked: round(cell.bookedCbm), capacity: round(cell.capacityCbm) })];
}

function CellNumbers({ cell }: { cell: SlotCell }) {
  const { t } = useTranslation(['slot']);
  const [trucks, cbm] = cellNumbers(t, cell);
  return (
    <>
      <div className="slot-trucks">{trucks}</div>
      {/* the space keeps the cell's text "0/2 trucks 0/30 m³", as its name reads, not "trucks0/30" */}
      {cbm !== undefined && (
        <>
          {' '}
          <div className="slot-cbm">{cbm}</div>
        </>
      )}
    </>
  );
}
