import { Form, Select, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestSearch } from '../../lib/use-latest-search';
import { searchVendors, supplierOrders } from './api';
import type { PublicSupplierOrder } from '../../../contract/supplier-booking';

interface Props<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  form: FormInstance;
  'aria-label'?: string;
}

/** The supplier, searched among the names orders carry: a link is for a supplier that has orders. */
export function VendorSelect({ id, value, onChange, form, ...rest }: Props<string | undefined>) {
  const { t } = useTranslation(['supplier-link']);
  const { found: names, loading, search } = useLatestSearch(searchVendors);
  const options = [...new Set([...(value ? [value] : []), ...names])].map((n) => ({ value: n, label: n }));
  return (
    <Select
      id={id}
      value={value}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      placeholder={t('supplier-link:pickVendor')}
      notFoundContent={loading ? null : t('supplier-link:noVendor')}
      options={options}
      onChange={(v?: string) => {
        onChange?.(v);
        // another supplier has other orders
        form.setFieldValue('orderIds', []);
      }}
      {...rest}
    />
  );
}

const orderLabel = (o: PublicSupplierOrder, t: (key: string, o?: Record<string, unknown>) => string) =>
  `${o.orderNo} · ${t('supplier-link:cartons', { n: o.nbOfCartons })} · ${o.totalCbm} m³`;

/** Some of the chosen supplier's bookable orders; none chosen: the link books any of them. */
export function LinkOrdersSelect({ id, value, onChange, form, ...rest }: Props<number[]>) {
  const { t } = useTranslation(['supplier-link']);
  const vendor = Form.useWatch('vendorDeptName', form) as string | undefined;
  const [orders, setOrders] = useState<PublicSupplierOrder[]>([]);
  useEffect(() => {
    let live = true;
    if (!vendor) {
      setOrders([]);
      return;
    }
    supplierOrders(vendor)
      .then((rows) => live && setOrders(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [vendor]);
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(ids: number[]) => onChange?.(ids)}
      disabled={!vendor}
      optionFilterProp="label"
      placeholder={t(vendor ? 'supplier-link:allOrders' : 'supplier-link:pickVendorFirst')}
      options={orders.map((o) => ({ value: o.orderId, label: orderLabel(o, t) }))}
      {...rest}
    />
  );
}
