import { Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLatestSearch } from '../../lib/use-latest-search';
import { searchOrders, type OrderChoice } from './api';

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

  const known = new Map<number, OrderChoice>([...chosen, ...found].map((o) => [o.orderId, o]));
  const label = (o: OrderChoice) =>
    [o.orderNo, o.vendorDeptName, t('appointment:cartons', { n: o.nbOfCartons })].filter((s) => s !== '' && s !== undefined).join(' · ');

  // why an order cannot go on a truck, as the server would refuse it (issue 46): shown, not offered
  const blocked = (o: OrderChoice) =>
    o.transportStatus === '2' ? t('appointment:orderDelivered') : o.bondedStatus === '1' && o.customsStatus !== undefined && o.customsStatus !== '2' ? t('appointment:orderNotCleared') : null;

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
        const reason = value?.includes(o.orderId) ? null : blocked(o);
        return { value: o.orderId, label: reason ? `${label(o)} · ${reason}` : label(o), disabled: !!reason };
      })}
    />
  );
}
