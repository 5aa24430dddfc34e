import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { dockDoorInput } from '../../../contract/warehouse';

/** doorId of a stored door (kept so bookings still point at it), key of a new one */
type Door = Partial<z.input<typeof dockDoorInput>> & { key?: string };

interface Props {
  value?: Door[];
  onChange?: (doors: Door[]) => void;
}

let added = 0;

/** The warehouse's dock doors, edited in place; saved with the warehouse as a whole. */
export function DoorsEditor({ value = [], onChange }: Props) {
  const { t } = useTranslation(['warehouse']);
  const set = (i: number, patch: Door) => onChange?.(value.map((d, k) => (k === i ? { ...d, ...patch } : d)));
  const nextOrder = value.reduce((max, d) => Math.max(max, Number(d.orderNum ?? 0)), 0) + 1;
  return (
    <div className="warehouse-doors">
      <Table<Door>
        size="small"
        rowKey={(d) => String(d.doorId ?? d.key)}
        pagination={false}
        scroll={{ x: 420 }}
        dataSource={value}
        locale={{ emptyText: t('warehouse:noDoors') }}
        columns={[
          {
            title: t('warehouse:doorName'),
            dataIndex: 'doorName',
            render: (_, d, i) => (
              <Input size="small" maxLength={50} aria-label={`${t('warehouse:doorName')} ${i + 1}`} value={d.doorName ?? ''} onChange={(e) => set(i, { doorName: e.target.value })} />
            ),
          },
          {
            title: t('warehouse:orderNum'),
            dataIndex: 'orderNum',
            width: 100,
            render: (_, d, i) => (
              <InputNumber size="small" min={0} max={9999} aria-label={`${t('warehouse:orderNum')} ${i + 1}`} value={Number(d.orderNum ?? 0)} onChange={(v) => set(i, { orderNum: v ?? 0 })} style={{ width: '100%' }} />
            ),
          },
          {
            title: t('warehouse:doorStatus'),
            dataIndex: 'status',
            width: 80,
            render: (_, d, i) => (
              <Switch size="small" aria-label={`${t('warehouse:doorStatus')} ${i + 1}`} checked={(d.status ?? '0') === '0'} onChange={(on) => set(i, { status: on ? '0' : '1' })} />
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 50,
            render: (_, _d, i) => (
              <Button type="link" danger size="small" icon={<DeleteOutlined />} aria-label={t('warehouse:removeDoor')} onClick={() => onChange?.(value.filter((_x, k) => k !== i))} />
            ),
          },
        ]}
      />
      <Button size="small" style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => onChange?.([...value, { key: `new-${++added}`, doorName: '', orderNum: nextOrder, status: '0' }])}>
        {t('warehouse:addDoor')}
      </Button>
    </div>
  );
}
