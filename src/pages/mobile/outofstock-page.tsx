import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Progress, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContainerRow } from '../../../contract/container';
import { errorText, usePolling } from '../../lib/use-polling';
import { containersToPack } from '../../features/container/api';
import { MobileShell, TOUCH } from './mobile-shell';

const REFRESH_MS = 60_000;

function ContainerCard({ row, onOpen }: { row: ContainerRow; onOpen: () => void }) {
  const { t } = useTranslation('mobile');
  return (
    <Card hoverable onClick={onOpen} role="link" aria-label={row.containerNo || row.cabinetNo} style={{ marginBottom: 12 }} styles={{ body: { padding: 16 } }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ fontSize: 22, fontWeight: 600, letterSpacing: 1 }}>{row.containerNo || row.cabinetNo}</span>
        {row.boxType ? <Tag style={{ fontSize: 15, padding: '2px 8px' }}>{row.boxType}</Tag> : null}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', marginTop: 6, fontSize: 15 }}>
        <Typography.Text strong>{[row.loadDate, row.loadTime].filter(Boolean).join(' ')}</Typography.Text>
        <Typography.Text>{row.warehouseName}</Typography.Text>
        {row.destination ? <Typography.Text type="secondary">{row.destination}</Typography.Text> : null}
      </div>
      <Progress aria-label={t('outbound.loadedOf', { loaded: row.loaded, pallets: row.pallets })} percent={row.pallets ? Math.round((row.loaded / row.pallets) * 100) : 0} format={() => t('outbound.loadedOf', { loaded: row.loaded, pallets: row.pallets })} style={{ marginTop: 8 }} />
    </Card>
  );
}

/** /mobile/outofstock: the containers to pack today (and overdue ones); a tap opens the loading screen. */
export function OutOfStockPage() {
  const { t } = useTranslation('mobile');
  const navigate = useNavigate();
  const list = usePolling('to-pack', containersToPack, REFRESH_MS);
  return (
    <MobileShell
      title={t('outbound.chooseContainer')}
      back="/mobile/index"
      right={<Button type="text" icon={<ReloadOutlined />} aria-label={t('refresh')} loading={list.loading} onClick={list.reload} style={{ width: TOUCH, height: TOUCH }} />}
    >
      {list.error ? <Typography.Text type="danger">{errorText(list.error)}</Typography.Text> : null}
      {!list.data ? (
        <Skeleton active />
      ) : list.data.length === 0 ? (
        <Empty description={t('outbound.noneToPack')} />
      ) : (
        list.data.map((row) => <ContainerCard key={row.containerId} row={row} onOpen={() => navigate(`/mobile/outofstock/option?id=${row.containerId}`)} />)
      )}
    </MobileShell>
  );
}
