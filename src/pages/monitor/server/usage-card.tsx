import { Card, Descriptions, Flex, Progress } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** percent, 0-100 */
  usage?: number;
  items: { key: string; label: ReactNode; children: ReactNode }[];
  loading?: boolean;
}

const colour = (usage: number) => (usage >= 90 ? '#ff4d4f' : usage >= 70 ? '#faad14' : '#1677ff');

/** A card with a usage dial beside its figures (CPU, memory, disk). */
export function UsageCard({ title, usage, items, loading }: Props) {
  return (
    <Card title={title} loading={loading} style={{ height: '100%' }}>
      <Flex gap={24} align="center" wrap>
        {usage !== undefined && <Progress type="dashboard" aria-label={typeof title === 'string' ? title : undefined} percent={usage} strokeColor={colour(usage)} format={(p) => `${(p ?? 0).toFixed(1)}%`} size={110} />}
        <Descriptions column={1} size="small" items={items} style={{ flex: '1 1 220px' }} />
      </Flex>
    </Card>
  );
}
