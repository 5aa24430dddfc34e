import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Empty, Flex, Segmented, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { firstBusy } from '../../lib/first-busy';
import { useHasPermi } from '../../lib/permission';
import { getSlots, getWarehouseOptions, type SlotDay, type WarehouseOption } from '../../features/slots/slots';
import { shiftDays, today } from './dates';
import { SlotGrid } from './slot-grid';
import { bookingLink, gridTimes, LEGEND } from './slot-state';
import './slot-calendar.css';

type View = 1 | 7;

/** The slot calendar (/delivery/slot): how full each slot of a warehouse is, and a way to book a free one. */
export function SlotPage() {
  const { t } = useTranslation(['slot']);
  const navigate = useNavigate();
  const canBook = useHasPermi(['biz:appointment:add']);
  const [warehouses, setWarehouses] = useState<WarehouseOption[]>();
  const [warehouseId, setWarehouseId] = useState<number>();
  const [from, setFrom] = useState(today);
  const [view, setView] = useState<View>(7);
  const [days, setDays] = useState<SlotDay[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    getWarehouseOptions()
      .then((options) => {
        setWarehouses(options);
        // the first warehouse with bookings today, not an empty calendar while another is busy
        const busy = (id: number) => getSlots(id, today(), 1).then((days) => days.some((d) => d.slots.some((s) => s.bookedTrucks > 0)));
        return firstBusy(options.map((w) => w.warehouseId), busy).then((first) => setWarehouseId((id) => id ?? first));
      })
      .catch(() => setWarehouses([]));
  }, []);

  const load = useCallback(() => {
    if (!warehouseId) return () => undefined;
    let current = true;
    setLoading(true);
    getSlots(warehouseId, from, view)
      .then((answer) => current && setDays(answer))
      .catch(() => current && setDays([]))
      .finally(() => current && setLoading(false));
    // a newer choice wins over a slower earlier answer
    return () => {
      current = false;
    };
  }, [warehouseId, from, view]);
  useEffect(load, [load]);

  const warehouse = warehouses?.find((w) => w.warehouseId === warehouseId);
  const times = gridTimes(warehouse, days);
  const pick = canBook && warehouseId ? (date: string, time: string) => void navigate(bookingLink(warehouseId, date, time)) : undefined;

  return (
    <div className="app-container slot-page" style={{ padding: 16 }}>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Select<number>
            aria-label={t('slot:warehouse')}
            placeholder={t('slot:pickWarehouse')}
            style={{ minWidth: 200 }}
            loading={!warehouses}
            value={warehouseId}
            onChange={setWarehouseId}
            options={(warehouses ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Space.Compact>
            <Button aria-label={t('slot:previous')} icon={<LeftOutlined />} onClick={() => setFrom((d) => shiftDays(d, -view))} />
            <DatePicker aria-label={t('slot:from')} allowClear={false} value={dayjs(from)} onChange={(d) => d && setFrom(d.format('YYYY-MM-DD'))} style={{ width: 140 }} />
            <Button aria-label={t('slot:next')} icon={<RightOutlined />} onClick={() => setFrom((d) => shiftDays(d, view))} />
          </Space.Compact>
          <Button onClick={() => setFrom(today())}>{t('slot:today')}</Button>
          <Segmented<View>
            aria-label={t('slot:view')}
            value={view}
            onChange={setView}
            options={[
              { value: 1, label: t('slot:day') },
              { value: 7, label: t('slot:week') },
            ]}
          />
          <Button icon={<ReloadOutlined />} loading={loading} onClick={load}>
            {t('slot:refresh')}
          </Button>
        </Space>
        <Space wrap size={12} className="slot-legend" role="group" aria-label={t('slot:legendLabel')}>
          {LEGEND.map((state) => (
            <span key={state} className="slot-legend-item">
              <span className={`slot-swatch slot-${state}`} />
              {t(`slot:legend.${state}`)}
            </span>
          ))}
        </Space>
      </Flex>
      {canBook && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('slot:bookHint')}
        </Typography.Paragraph>
      )}
      {warehouses && warehouses.length === 0 ? (
        <Empty description={t('slot:noWarehouse')} />
      ) : (
        <Spin spinning={loading}>
          {days.length > 0 && times.length === 0 ? <Empty description={t('slot:noSlots')} /> : <SlotGrid days={days} times={times} onPick={pick} />}
        </Spin>
      )}
    </div>
  );
}
