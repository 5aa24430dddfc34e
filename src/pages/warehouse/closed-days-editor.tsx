import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

interface ClosedDay {
  day?: string;
  reason?: string;
  key?: string;
}

interface Props {
  value?: ClosedDay[];
  onChange?: (days: ClosedDay[]) => void;
}

let added = 0;

/** Single days the warehouse is shut (holidays, stocktaking), each with the reason shown on the calendar. */
export function ClosedDaysEditor({ value = [], onChange }: Props) {
  const { t } = useTranslation(['warehouse']);
  const set = (i: number, patch: ClosedDay) => onChange?.(value.map((d, k) => (k === i ? { ...d, ...patch } : d)));
  return (
    <div className="warehouse-closed-days">
      <Table<ClosedDay>
        size="small"
        rowKey={(d) => d.key ?? `day-${d.day}`}
        pagination={false}
        scroll={{ x: 380 }}
        dataSource={value.map((d, i) => ({ ...d, key: d.key ?? `stored-${i}` }))}
        locale={{ emptyText: t('warehouse:noClosedDays') }}
        columns={[
          {
            title: t('warehouse:closedDay'),
            dataIndex: 'day',
            width: 160,
            render: (_, d, i) => (
              <DatePicker
                size="small"
                aria-label={`${t('warehouse:closedDay')} ${i + 1}`}
                value={d.day ? dayjs(d.day) : null}
                onChange={(v) => set(i, { day: v ? v.format('YYYY-MM-DD') : undefined })}
                style={{ width: '100%' }}
              />
            ),
          },
          {
            title: t('warehouse:closedReason'),
            dataIndex: 'reason',
            render: (_, d, i) => (
              <Input
                size="small"
                maxLength={200}
                placeholder={t('warehouse:closedReasonPlaceholder')}
                aria-label={`${t('warehouse:closedReason')} ${i + 1}`}
                value={d.reason ?? ''}
                onChange={(e) => set(i, { reason: e.target.value })}
              />
            ),
          },
          {
            title: '',
            key: 'remove',
            width: 50,
            render: (_, _d, i) => (
              <Button type="link" danger size="small" icon={<DeleteOutlined />} aria-label={t('warehouse:removeClosedDay')} onClick={() => onChange?.(value.filter((_x, k) => k !== i))} />
            ),
          },
        ]}
      />
      <Button size="small" style={{ marginTop: 8 }} icon={<PlusOutlined />} onClick={() => onChange?.([...value, { key: `new-${++added}`, day: undefined, reason: '' }])}>
        {t('warehouse:addClosedDay')}
      </Button>
    </div>
  );
}
