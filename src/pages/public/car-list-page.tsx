import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCarList, type PublicQueueEntry } from './api';
import { AppointmentStatusTag } from '../../features/status-tag/status-tag';
import { WarehouseBoard } from './warehouse-board';

/** /carList?warehouseId=…: a warehouse's queue of the day, plates masked by the server. */
export function CarListPage() {
  const { t } = useTranslation('public');
  return (
    <WarehouseBoard<PublicQueueEntry>
      title={t('queue.title')}
      kind="queue"
      load={getCarList}
      emptyText={t('queue.empty')}
      columns={[
        { key: 'slotTime', dataIndex: 'slotTime', title: t('field.slotTime'), render: (v: string) => <Typography.Text strong style={{ fontSize: 18 }}>{v}</Typography.Text> },
        { key: 'plateNo', dataIndex: 'plateNo', title: t('field.plateNo'), render: (v: string) => <span style={{ fontSize: 20, letterSpacing: 1 }}>{v}</span> },
        { key: 'status', dataIndex: 'status', title: t('field.status'), render: (_: string, row) => <AppointmentStatusTag status={row.status} label={row.statusLabel} large /> },
        { key: 'doorName', dataIndex: 'doorName', title: t('field.door'), render: (v: string | null) => <span style={{ fontSize: 18 }}>{v ?? '-'}</span> },
        { key: 'arrivalTime', dataIndex: 'arrivalTime', title: t('field.arrivalTime'), responsive: ['sm'], render: (v: string | null) => (v ? v.slice(11, 16) : '-') },
      ]}
    />
  );
}
