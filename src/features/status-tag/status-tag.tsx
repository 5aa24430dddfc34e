import { Tag } from 'antd';

/**
 * One colour per appointment status, so a driver or a wall screen tells them apart at a glance
 * (the public pages cannot read the dictionary's list classes: they have no login).
 */
const COLORS: Record<string, string> = {
  '0': 'default',
  '1': 'gold',
  '2': 'orange',
  '3': 'green',
  '4': 'red',
  '5': 'blue',
  '6': 'purple',
  '7': 'cyan',
  '8': 'success',
};

export function AppointmentStatusTag({ status, label, large }: { status: string; label: string; large?: boolean }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} data-status={status} style={large ? { fontSize: 16, lineHeight: '28px', padding: '0 10px' } : undefined}>
      {label}
    </Tag>
  );
}
