import { Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchOrders, type OrderChoice } from './api';

interface Props {
  /** Form.Item's, so that the label points at the picker */
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

const label = (o: OrderChoice) => (o.buyer ? `${o.orderNo} · ${o.buyer}` : o.orderNo);

/** The add dialog's orders: searched by number as the user types; the chosen ones stay listed. */
export function OrderMultiSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation(['clearance']);
  const [options, setOptions] = useState<OrderChoice[]>([]);
  const [chosen, setChosen] = useState<OrderChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const search = (text: string) => {
    const call = ++latest.current;
    setLoading(true);
    searchOrders(text)
      .then((rows) => call === latest.current && setOptions(rows))
      .catch(() => undefined)
      .finally(() => call === latest.current && setLoading(false));
  };
  // the dialog's fields are mounted with the page: ask for orders only when the picker is used
  const first = () => latest.current === 0 && search('');
  const known = [...chosen, ...options.filter((o) => !chosen.some((c) => c.orderId === o.orderId))];

  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: search }}
      onFocus={first}
      allowClear
      value={value ?? []}
      onChange={(ids: number[]) => {
        setChosen(known.filter((o) => ids.includes(o.orderId)));
        onChange?.(ids);
      }}
      loading={loading}
      placeholder={t('clearance:orderSearch')}
      notFoundContent={loading ? null : t('clearance:noOrder')}
      options={known.map((o) => ({ value: o.orderId, label: label(o) }))}
    />
  );
}
