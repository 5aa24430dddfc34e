import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderLineInput } from '../../../contract/order';
import { useDict } from '../../lib/dict';
import { lineTotals } from './totals';

/** lineId of a stored line, key of a new one: row keys only (the contract drops both) */
type Line = Partial<OrderLineInput> & { totalAmount?: number; lineId?: number; key?: string };

interface Props {
  value?: Line[];
  onChange?: (lines: Line[]) => void;
}

let added = 0;
const blank = (): Line => ({ key: `new-${++added}`, itemNo: '', originalQty: 0, unitPrice: 0, currency: 'USD', cartons: 0, cbm: 0, grossWeight: 0, inspectionFlag: 'N', proportionFlag: 'N' });
const yesNo = [{ value: 'Y', label: 'Y' }, { value: 'N', label: 'N' }];

/** The order's goods lines, edited in place; the totals below are what the server will compute. */
export function LinesEditor({ value = [], onChange }: Props) {
  const { t } = useTranslation(['order']);
  const { biz_currency: currencies = [] } = useDict('biz_currency');
  const set = (i: number, patch: Line) => onChange?.(value.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const text = (key: keyof Line, width = 120) => ({
    title: t(`order:line.${key}`),
    dataIndex: key,
    width,
    render: (_: unknown, l: Line, i: number) => <Input size="small" aria-label={`${t(`order:line.${key}`)} ${i + 1}`} value={(l[key] as string) ?? ''} onChange={(e) => set(i, { [key]: e.target.value })} />,
  });
  const num = (key: keyof Line, width = 100) => ({
    title: t(`order:line.${key}`),
    dataIndex: key,
    width,
    render: (_: unknown, l: Line, i: number) => (
      <InputNumber size="small" min={0} aria-label={`${t(`order:line.${key}`)} ${i + 1}`} value={l[key] as number} onChange={(v) => set(i, { [key]: v ?? 0 })} style={{ width: '100%' }} />
    ),
  });
  const flag = (key: 'inspectionFlag' | 'proportionFlag') => ({
    title: t(`order:line.${key}`),
    dataIndex: key,
    width: 80,
    render: (_: unknown, l: Line, i: number) => <Select size="small" options={yesNo} value={l[key] ?? 'N'} onChange={(v) => set(i, { [key]: v })} />,
  });
  const totals = lineTotals(value);
  return (
    <div className="order-lines">
      <Table<Line>
        size="small"
        rowKey={(l) => String(l.lineId ?? l.key)}
        pagination={false}
        scroll={{ x: 1700 }}
        dataSource={value}
        columns={[
          text('itemNo'),
          text('originalCategory'),
          num('originalQty'),
          num('unitPrice'),
          {
            title: t('order:line.currency'),
            dataIndex: 'currency',
            width: 90,
            render: (_, l, i) => <Select size="small" value={l.currency} onChange={(v) => set(i, { currency: v })} options={currencies.map((c) => ({ value: c.dictValue, label: c.dictLabel }))} />,
          },
          { title: t('order:line.totalAmount'), key: 'amount', width: 100, render: (_, l) => lineTotals([l]).amount.toFixed(2) },
          text('gifiCode'),
          text('customsNameZh', 140),
          text('customsNameEn', 140),
          flag('inspectionFlag'),
          flag('proportionFlag'),
          num('cartons', 80),
          num('cbm'),
          num('grossWeight'),
          {
            title: '',
            key: 'remove',
            width: 50,
            fixed: 'right',
            render: (_, _l, i) => <Button type="link" danger size="small" icon={<DeleteOutlined />} aria-label={t('order:removeLine')} onClick={() => onChange?.(value.filter((_x, k) => k !== i))} />,
          },
        ]}
      />
      <Space style={{ marginTop: 8 }} wrap>
        <Button size="small" icon={<PlusOutlined />} onClick={() => onChange?.([...value, blank()])}>
          {t('order:addLine')}
        </Button>
        <Typography.Text type="secondary" data-testid="order-totals">
          {t('order:computedTotals', { cartons: totals.cartons, cbm: totals.cbm.toFixed(3), weight: totals.grossWeight.toFixed(3) })}
        </Typography.Text>
      </Space>
    </div>
  );
}
