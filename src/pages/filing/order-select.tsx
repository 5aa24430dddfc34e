import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLatestSearch } from '../../lib/use-latest-search';
import { searchOrders, type OrderChoice } from './api';

interface Props {
  /** Form.Item's, so that the label points at the picker */
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const label = (o: OrderChoice) => (o.buyer ? `${o.orderNo} · ${o.buyer}` : o.orderNo);

/** The add dialog's order picker: searches /biz/order/list by order number as the user types. */
export function OrderSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation(['filing']);
  const { found: options, loading, search } = useLatestSearch(searchOrders);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      loading={loading}
      placeholder={t('filing:orderSearch')}
      notFoundContent={loading ? null : t('filing:noOrder')}
      options={options.map((o) => ({ value: o.orderId, label: label(o) }))}
    />
  );
}
