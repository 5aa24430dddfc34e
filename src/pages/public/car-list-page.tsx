import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCarList, getPublicWarehouses, type PublicQueueEntry } from './api';
import { PublicShell } from './public-shell';
import { AppointmentStatusTag } from '../../features/status-tag/status-tag';
import { clockOf, errorText, usePolling } from '../../lib/use-polling';

const REFRESH_MS = 15_000;

/**
 * /carList?warehouseId=…: a warehouse's queue of the day (plates masked by the server), refreshed
 * every 15 s; large type, so it reads on a phone and on a wall screen alike.
 */
export function CarListPage() {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  const warehouses = usePolling('warehouses', getPublicWarehouses, 0);
  const chosen = Number(params.get('warehouseId'));
  // without a choice in the link, the only (or first) warehouse
  const warehouseId = chosen > 0 ? chosen : warehouses.data?.[0]?.warehouseId;
  const queue = usePolling(warehouseId ? String(warehouseId) : null, () => getCarList(warehouseId!), REFRESH_MS);

  const columns = [
    { key: 'slotTime', dataIndex: 'slotTime', title: t('field.slotTime'), render: (v: string) => <Typography.Text strong style={{ fontSize: 18 }}>{v}</Typography.Text> },
    { key: 'plateNo', dataIndex: 'plateNo', title: t('field.plateNo'), render: (v: string) => <span style={{ fontSize: 20, letterSpacing: 1 }}>{v}</span> },
    { key: 'status', dataIndex: 'status', title: t('field.status'), render: (_: string, row: PublicQueueEntry) => <AppointmentStatusTag status={row.status} label={row.statusLabel} large /> },
    { key: 'doorName', dataIndex: 'doorName', title: t('field.door'), render: (v: string | null) => <span style={{ fontSize: 18 }}>{v ?? '-'}</span> },
    { key: 'arrivalTime', dataIndex: 'arrivalTime', title: t('field.arrivalTime'), responsive: ['sm' as const], render: (v: string | null) => (v ? v.slice(11, 16) : '-') },
  ];

  const error = warehouses.error ?? queue.error;
  return (
    <PublicShell title={t('queue.title')} maxWidth={1100}>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Select
          size="large"
          style={{ minWidth: 240 }}
          aria-label={t('queue.chooseWarehouse')}
          placeholder={t('queue.chooseWarehouse')}
          loading={warehouses.loading}
          value={warehouseId}
          options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
          onChange={(id: number) => setParams({ warehouseId: String(id) }, { replace: true })}
        />
        <Space>
          {queue.updatedAt ? <Typography.Text type="secondary">{t('queue.updatedAt', { time: clockOf(queue.updatedAt) })}</Typography.Text> : null}
          <Button icon={<ReloadOutlined />} onClick={queue.reload} aria-label={t('queue.refresh')} style={{ minHeight: 44, minWidth: 44 }} />
        </Space>
      </Space>
      {error ? <Alert type="error" showIcon title={errorText(error)} style={{ marginBottom: 12 }} /> : null}
      {warehouses.data && warehouses.data.length === 0 ? (
        <Empty description={t('queue.noWarehouses')} />
      ) : (
        <Table<PublicQueueEntry & { key: number }>
          columns={columns}
          // masked plates may repeat within a slot: the position is the key
          dataSource={(queue.data ?? []).map((row, i) => ({ ...row, key: i }))}
          loading={queue.loading && !queue.data}
          pagination={false}
          size="middle"
          locale={{ emptyText: queue.data ? <Empty description={t('queue.empty')} /> : <span /> }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('queue.autoRefresh')}
      </Typography.Paragraph>
    </PublicShell>
  );
}
