import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clockOf, usePolling } from '../../lib/use-polling';
import { listToday, todayLocal, type AppointmentRow } from './api';
import { ArrivalTag } from '../../features/arrival-tag/arrival-tag';
import { MobileShell, StatusTag, TOUCH } from './mobile-shell';
import { filterTrucks, groupTrucks, WORK_STATUSES } from './trucks';

const REFRESH_MS = 60_000;

function TruckCard({ row, onOpen }: { row: AppointmentRow; onOpen: () => void }) {
  const { t } = useTranslation('mobile');
  return (
    <Card hoverable onClick={onOpen} role="link" aria-label={row.plateNo} style={{ marginBottom: 12 }} styles={{ body: { padding: 16 } }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ fontSize: 26, fontWeight: 600, letterSpacing: 1 }}>{row.plateNo}</span>
        <StatusTag status={row.status} large />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginTop: 6, fontSize: 15 }}>
        {/* the booked time; a truck booked for another day shows its day too, and how early or late it came */}
        <Typography.Text strong>{row.deliveryTime.slice(0, 10) === todayLocal() ? row.deliveryTime.slice(11) : row.deliveryTime}</Typography.Text>
        <ArrivalTag offset={row.arrivalOffsetMinutes} />
        <Typography.Text>{row.warehouseName}</Typography.Text>
        {row.doorName ? <Typography.Text>{t('field.door')}: {row.doorName}</Typography.Text> : null}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginTop: 4 }}>
        <Typography.Text type="secondary">{row.driverName}</Typography.Text>
        {/* a warehouse that counts blind shows no announced figure before the receipt is saved */}
        {row.blindCount && row.status !== '8' ? null : <Typography.Text type="secondary">{t('boxesCount', { count: row.boxes })}</Typography.Text>}
      </div>
    </Card>
  );
}

/** /mobile/bookingdelivery: choose the truck to work on, of today's and those at the dock now (tap opens its next step). */
export function BookingDeliveryPage() {
  const { t } = useTranslation('mobile');
  const navigate = useNavigate();
  const [plate, setPlate] = useState('');
  const [warehouseId, setWarehouseId] = useState<number>();
  const trucks = usePolling('today-work', () => listToday(WORK_STATUSES).then((r) => r.rows), REFRESH_MS);
  const rows = trucks.data;
  // the warehouses that have trucks today, from the trucks themselves
  const warehouses = useMemo(() => [...new Map((rows ?? []).map((r) => [r.warehouseId, r.warehouseName ?? String(r.warehouseId)])).entries()], [rows]);
  const shown = useMemo(() => filterTrucks(rows ?? [], plate, warehouseId), [rows, plate, warehouseId]);
  const groups = groupTrucks(shown);
  const open = (row: AppointmentRow) => navigate(`/mobile/bookingdelivery/option?id=${row.appointmentId}`);

  return (
    <MobileShell
      title={t('chooseVehicle')}
      back="/mobile/index"
      right={<Button type="text" icon={<ReloadOutlined />} aria-label={t('refresh')} loading={trucks.loading} onClick={trucks.reload} style={{ width: TOUCH, height: TOUCH }} />}
    >
      <Input
        size="large"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('platePlaceholder')}
        aria-label={t('field.plateNo')}
        value={plate}
        onChange={(e) => setPlate(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {warehouses.length > 1 ? (
        <Select
          size="large"
          allowClear
          style={{ width: '100%', marginBottom: 8 }}
          placeholder={t('allWarehouses')}
          aria-label={t('field.warehouse')}
          value={warehouseId}
          onChange={setWarehouseId}
          options={warehouses.map(([value, label]) => ({ value, label }))}
        />
      ) : null}
      <Typography.Text type="secondary" style={{ display: 'block', margin: '4px 0 12px' }}>
        {t('trucksShown', { count: shown.length })}
        {trucks.updatedAt ? ` · ${t('updatedAt', { time: clockOf(trucks.updatedAt) })}` : ''}
      </Typography.Text>
      {!rows && trucks.loading ? <Skeleton active /> : null}
      {rows && shown.length === 0 ? <Empty description={rows.length ? t('noMatch') : t('noTrucks')} /> : null}
      {(['atDock', 'expected'] as const).map((group) =>
        groups[group].length ? (
          <section key={group} aria-label={t(`group.${group}`, { count: groups[group].length })}>
            <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>
              {t(`group.${group}`, { count: groups[group].length })}
            </Typography.Title>
            {groups[group].map((row) => (
              <TruckCard key={row.appointmentId} row={row} onOpen={() => open(row)} />
            ))}
          </section>
        ) : null,
      )}
    </MobileShell>
  );
}
