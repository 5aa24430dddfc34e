import { Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../../features/slots/warehouses';

interface Props {
  id?: string;
  value?: number;
  onChange?: (value?: number) => void;
  form: FormInstance;
}

/** The booking's warehouse: another warehouse has other days and slots, so both are chosen again. */
export function WarehouseSelect({ id, value, onChange, form }: Props) {
  const { t } = useTranslation(['appointment', 'crud']);
  const warehouses = useWarehouses();
  return (
    <Select
      id={id}
      value={value}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('crud:select', { label: t('appointment:warehouse') })}
      options={warehouses.map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
      onChange={(v?: number) => {
        onChange?.(v ?? undefined);
        form.setFieldsValue({ deliveryDate: undefined, deliveryTime: undefined });
      }}
    />
  );
}
