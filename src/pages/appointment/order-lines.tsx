import { Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_DIFFERENCE_DICT, type AppointmentRow } from '../../../contract/appointment';
import { useDict } from '../../lib/dict';

type OrderLine = NonNullable<AppointmentRow['orders']>[number];

/** A received figure beside the expected one, in red when they differ. */
function Received({ expected, received }: { expected: number | string; received: number | string | null }): ReactNode {
  if (received === null || received === undefined) return '';
  const differs = Math.abs(Number(received) - Number(expected)) > 1e-9;
  return differs ? (
    <Typography.Text type="danger" strong className="appointment-diff">
      {String(received)}
    </Typography.Text>
  ) : (
    String(received)
  );
}

/** The booking's orders: what the truck announced of each, what was received of it and why it differs. */
export function OrderLines({ orders }: { orders: OrderLine[] }) {
  const { t } = useTranslation(['appointment']);
  const { [RECEIPT_DIFFERENCE_DICT]: reasons = [] } = useDict(RECEIPT_DIFFERENCE_DICT);
  const reasonOf = (value: string) => reasons.find((r) => r.dictValue === value)?.dictLabel ?? value;
  const pair = (key: 'Boxes' | 'Weight' | 'Cube', expected: (o: OrderLine) => number | string, received: (o: OrderLine) => number | string | null) => [
    { title: t(`appointment:expected${key}`), key: `expected${key}`, align: 'right' as const, render: (_: unknown, o: OrderLine) => String(expected(o)) },
    { title: t(`appointment:received${key}`), key: `received${key}`, align: 'right' as const, render: (_: unknown, o: OrderLine) => <Received expected={expected(o)} received={received(o)} /> },
  ];
  return (
    <Table<OrderLine>
      size="small"
      rowKey="orderId"
      pagination={false}
      scroll={{ x: 760 }}
      dataSource={orders}
      columns={[
        { title: t('appointment:orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
        { title: t('appointment:supplier'), dataIndex: 'vendorDeptName', key: 'vendorDeptName', ellipsis: true },
        // what this truck announced of each order: its receipt is counted against that (issue 46)
        ...pair('Boxes', (o) => o.boxes, (o) => o.receivedBoxes),
        ...pair('Weight', (o) => o.grossWeight, (o) => o.receivedWeight),
        ...pair('Cube', (o) => o.cube, (o) => o.receivedCube),
        {
          title: t('appointment:diffReason'),
          key: 'diffReason',
          render: (_: unknown, o: OrderLine) => (o.diffReason ? [reasonOf(o.diffReason), o.diffNote].filter(Boolean).join(' — ') : ''),
        },
      ]}
    />
  );
}
