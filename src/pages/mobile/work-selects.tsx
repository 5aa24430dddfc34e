import { Select, type SelectProps } from 'antd';
import { usePolling } from '../../lib/use-polling';
import { getWarehouseOptions } from '../../features/slots/slots';
import { getStaff, type StaffPost } from './api';

/** The enabled dock doors of one warehouse (GET /biz/warehouse/options). */
export function DoorSelect({ warehouseId, ...props }: SelectProps<number> & { warehouseId: number }) {
  const options = usePolling('warehouse-options', getWarehouseOptions, 0);
  const doors = options.data?.find((w) => w.warehouseId === warehouseId)?.doors ?? [];
  return <Select<number> size="large" allowClear loading={options.loading} options={doors.map((d) => ({ value: d.doorId, label: d.doorName }))} {...props} />;
}

/** Up to `max` people holding a post (tally clerk, forklift driver, stevedore), by user name. */
export function StaffSelect({ post, max, ...props }: SelectProps<string[]> & { post: StaffPost; max: number }) {
  const staff = usePolling(`staff:${post}`, () => getStaff(post), 0);
  return (
    <Select<string[]>
      size="large"
      mode="multiple"
      maxCount={max}
      allowClear
      loading={staff.loading}
      optionFilterProp="label"
      options={(staff.data ?? []).map((s) => ({ value: s.userName, label: s.nickName && s.nickName !== s.userName ? `${s.nickName} (${s.userName})` : s.userName }))}
      {...props}
    />
  );
}
