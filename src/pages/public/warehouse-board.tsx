import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstBusy } from '../../lib/first-busy';
import { PHONE_WIDTH, useMediaQuery, WALL_WIDTH } from '../../lib/use-media-query';
import { clockOf, errorText, usePolling } from '../../lib/use-polling';
import { getPublicWarehouses } from './api';
import { PublicShell } from './public-shell';

const REFRESH_MS = 15_000;

interface Props<Row> {
  title: string;
  /** the polling key's prefix: boards of different kinds never share an answer */
  kind: string;
  load: (warehouseId: number) => Promise<Row[]>;
  columns: ColumnsType<Row & { key: number }>;
  emptyText: string;
}

/**
 * A warehouse's board of the day (?warehouseId=…), refreshed every 15 s; large type, so it reads
 * on a phone and on a wall screen alike. The inbound queue (/carList) and the outbound trucks
 * (/outofstockcarList) are two of these.
 */
export function WarehouseBoard<Row extends object>({ title, kind, load, columns, emptyText }: Props<Row>) {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  const warehouses = usePolling('warehouses', getPublicWarehouses, 0);
  const chosen = Number(params.get('warehouseId'));
  // without a choice in the link, the first warehouse with trucks today (else the first)
  const [busiest, setBusiest] = useState<number>();
  useEffect(() => {
    if (chosen > 0 || !warehouses.data) return undefined;
    let current = true;
    void firstBusy(
      warehouses.data.map((w) => w.warehouseId),
      (id) => load(id).then((rows) => rows.length > 0),
    ).then((id) => current && setBusiest(id));
    return () => {
      current = false;
    };
  }, [chosen, warehouses.data, load]);
  const warehouseId = chosen > 0 ? chosen : busiest;
  const phone = useMediaQuery(PHONE_WIDTH);
  const wall = useMediaQuery(WALL_WIDTH);
  // a slot's time, a plate and a container number are never broken over lines: on a phone the
  // table scrolls inside itself rather than squeezing a column to a character a line
  const nowrap = columns.map((c) => ({ ...c, onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' as const } }), onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) })) as typeof columns;
  const board = usePolling(warehouseId ? `${kind}:${warehouseId}` : null, () => load(warehouseId!), REFRESH_MS);
  const error = warehouses.error ?? board.error;
  return (
    // a wall screen (xxl, ≥ 1600 px) gets the width, and the rows room to read from across a hall
    <PublicShell title={title} maxWidth={wall ? 1560 : 1100}>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Select
          size="large"
          style={{ minWidth: phone ? 200 : 240 }}
          aria-label={t('queue.chooseWarehouse')}
          placeholder={t('queue.chooseWarehouse')}
          loading={warehouses.loading}
          value={warehouseId}
          options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
          onChange={(id: number) => setParams({ warehouseId: String(id) }, { replace: true })}
        />
        <Space>
          {board.updatedAt ? <Typography.Text type="secondary">{t('queue.updatedAt', { time: clockOf(board.updatedAt) })}</Typography.Text> : null}
          <Button icon={<ReloadOutlined />} onClick={board.reload} aria-label={t('queue.refresh')} style={{ minHeight: 44, minWidth: 44 }} />
        </Space>
      </Space>
      {error ? <Alert type="error" showIcon title={errorText(error)} style={{ marginBottom: 12 }} /> : null}
      {warehouses.data && warehouses.data.length === 0 ? (
        <Empty description={t('queue.noWarehouses')} />
      ) : (
        <Table<Row & { key: number }>
          columns={nowrap}
          // masked plates may repeat within a slot: the position is the key
          dataSource={(board.data ?? []).map((row, i) => ({ ...row, key: i }))}
          loading={board.loading && !board.data}
          pagination={false}
          size={phone ? 'small' : wall ? 'large' : 'middle'}
          scroll={{ x: 'max-content' }}
          className="warehouse-board"
          locale={{ emptyText: board.data ? <Empty description={emptyText} /> : <span /> }}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('queue.autoRefresh')}
      </Typography.Paragraph>
    </PublicShell>
  );
}
