import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getOutboundList, type PublicOutboundTruck } from './api';
import { WarehouseBoard } from './warehouse-board';

const COLORS: Record<string, string> = { '1': 'orange', '2': 'blue', '3': 'gold', '4': 'green' };

/** /outofstockcarList?warehouseId=…: the day's outbound trucks (slot, masked plate, container, status). */
export function OutboundCarListPage() {
  const { t } = useTranslation('public');
  return (
    <WarehouseBoard<PublicOutboundTruck>
      title={t('outbound.title')}
      kind="outbound"
      load={getOutboundList}
      emptyText={t('outbound.empty')}
      columns={[
        { key: 'loadTime', dataIndex: 'loadTime', title: t('field.slotTime'), render: (v: string) => <Typography.Text strong style={{ fontSize: 18 }}>{v || '-'}</Typography.Text> },
        { key: 'plateNo', dataIndex: 'plateNo', title: t('field.plateNo'), render: (v: string) => <span style={{ fontSize: 20, letterSpacing: 1 }}>{v || '-'}</span> },
        { key: 'containerNo', dataIndex: 'containerNo', title: t('outbound.containerNo'), render: (v: string) => <span style={{ fontSize: 18, fontFamily: 'monospace' }}>{v || '-'}</span> },
        { key: 'status', dataIndex: 'status', title: t('field.status'), render: (_: string, row) => <Tag color={COLORS[row.status]} style={{ fontSize: 16, padding: '4px 10px' }}>{row.statusLabel}</Tag> },
      ]}
    />
  );
}
