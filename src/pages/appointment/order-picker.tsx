import { Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLatestSearch } from '../../lib/use-latest-search';
import { useOrderCartons } from '../../features/order-cartons/order-cartons';
import { useDict } from '../../lib/dict';
import { searchOrders, type OrderChoice } from './api';

const TRANSPORT_DICT = 'biz_order_transport_status';

interface Props {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  form: FormInstance;
}

/**
 * The orders on the truck, searched by number as the user types. The chosen orders' details go
 * into the form's `orders` (not sent) for the totals preview; an edited booking brings its own.
 */
export function OrderPicker({ id, value, onChange, form }: Props) {
  const { t } = useTranslation(['appointment']);
  const { found, loading, search } = useLatestSearch(searchOrders);
  const chosen = (Form.useWatch('orders', { form, preserve: true }) as OrderChoice[] | undefined) ?? [];
  const status = useDict(TRANSPORT_DICT)[TRANSPORT_DICT];
  const cartons = useOrderCartons();

  const known = new Map<number, OrderChoice>([...chosen, ...found].map((o) => [o.orderId, o]));
  // beside each order its delivery status and what is left of it, or why a truck may not bring it
  // (the server's reason, issue 46): shown, not offered; an order already on the booking stays
  const label = (o: OrderChoice, reason: string | null) =>
    [o.orderNo, o.vendorDeptName, status.find((d) => d.dictValue === o.transportStatus)?.dictLabel, reason ?? (o.remaining === undefined ? t('appointment:cartons', { n: o.nbOfCartons }) : cartons.left(o))]
      .filter((s) => s !== '' && s !== undefined)
      .join(' · ');

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids: number[]) => {
        form.setFieldValue('orders', ids.map((i) => known.get(i)).filter(Boolean));
        onChange?.(ids);
      }}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      placeholder={t('appointment:orderSearch')}
      notFoundContent={loading ? null : t('appointment:noOrder')}
      options={[...known.values()].map((o) => {
        const reason = value?.includes(o.orderId) ? null : cartons.blocked(o);
        return { value: o.orderId, label: label(o, reason), disabled: !!reason };
      })}
    />
  );
}
