import { Form, Select, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderCartons } from '../../features/order-cartons/order-cartons';
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


/**
 * Some of the chosen supplier's bookable orders, each with what is left of it (issue 46: the server
 * offers only those a truck may bring); none chosen: the link books any of them.
 */
export function LinkOrdersSelect({ id, value, onChange, form, ...rest }: Props<number[]>) {
  const { t } = useTranslation(['supplier-link']);
  const cartons = useOrderCartons();
  const orderLabel = (o: PublicSupplierOrder) => `${o.orderNo} · ${cartons.left(o)} · ${o.totalCbm} m³`;
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
      options={orders.map((o) => ({ value: o.orderId, label: orderLabel(o) }))}
      {...rest}
    />
  );
}
