import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaff, type StaffChoice, type StaffPost } from './api';
import { doorOptions, useWarehouses } from '../../features/slots/warehouses';

/** The server's 'yyyy-MM-dd HH:mm:ss' from a picked moment. */
export const stamp = (d: unknown) => (dayjs.isDayjs(d) ? (d as Dayjs).format('YYYY-MM-DD HH:mm:ss') : undefined);
/** A stored time back into the picker, or now. */
export const momentOf = (s: string | null | undefined) => (s ? dayjs(s) : dayjs());

interface ValueProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
}

/** A time picker for arrival and unloading times, to the minute. */
export function TimeField(props: ValueProps<Dayjs | null>) {
  return <DatePicker {...props} showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />;
}

/** One of the booking's warehouse's dock doors. */
export function DoorSelect({ warehouseId, ...props }: ValueProps<number | undefined> & { warehouseId: number }) {
  const { t } = useTranslation(['appointment']);
  const warehouses = useWarehouses();
  return <Select {...props} allowClear placeholder={t('appointment:pickDoor')} options={doorOptions(warehouses, warehouseId)} />;
}

const staffLabel = (s: StaffChoice) => (s.nickName && s.nickName !== s.userName ? `${s.nickName} (${s.userName})` : s.userName);

/** The people of one post (tally clerks, forklift drivers, stevedores), read once per dialog. */
export function useStaff(post: StaffPost) {
  const [staff, setStaff] = useState<StaffChoice[]>([]);
  useEffect(() => {
    let live = true;
    getStaff(post).then((s) => live && setStaff(s), () => undefined);
    return () => {
      live = false;
    };
  }, [post]);
  return staff.map((s) => ({ value: s.userName, label: staffLabel(s) }));
}

/** A staff member; a name no longer on the list still shows as itself. */
export function StaffSelect({ options, ...props }: ValueProps<string | undefined> & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation(['appointment']);
  return <Select {...props} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('appointment:pickStaff')} options={options} />;
}
