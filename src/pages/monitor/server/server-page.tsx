import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerInfo } from '../../../../contract/monitor';
import { formatBytes, formatDuration } from './format';
import { getServerInfo } from './api';
import { SystemFigures } from './system-figures';
import { UsageCard } from './usage-card';

/** Server monitor (/monitor/server): this process, its host, CPU, memory, the data disk, the database. */
export function ServerPage() {
  const { t } = useTranslation(['monitor']);
  const [info, setInfo] = useState<ServerInfo>();
  const [loading, setLoading] = useState(true);
  const load = useCallback(() => {
    setLoading(true);
    getServerInfo()
      .then(setInfo)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const l = (key: string) => t(`monitor:server.${key}`);
  const item = (key: string, children: ReactNode) => ({ key, label: l(key), children: children ?? '-' });
  const waiting = loading && !info;
  const { cpu, memory, disk, node, host, database } = info ?? ({} as Partial<ServerInfo>);

  return (
    <div className="app-container" style={{ padding: 16 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {l('serverTime')}: {info?.serverTime ?? '-'}
        </Typography.Text>
        <Button icon={<ReloadOutlined />} loading={loading} onClick={load}>
          {l('refresh')}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <UsageCard
            title={l('cpu')}
            loading={waiting}
            usage={cpu?.usage}
            items={[item('cpuModel', cpu?.model), item('cores', cpu?.cores), item('loadAvg', cpu?.loadAvg.join(' / '))]}
          />
        </Col>
        <Col xs={24} lg={8}>
          <UsageCard
            title={l('memory')}
            loading={waiting}
            usage={memory?.usage}
            items={[item('total', formatBytes(memory?.total)), item('used', formatBytes(memory?.used)), item('free', formatBytes(memory?.free))]}
          />
        </Col>
        <Col xs={24} lg={8}>
          <UsageCard
            title={l('disk')}
            loading={waiting}
            usage={disk?.usage}
            items={
              disk
                ? [item('path', <Typography.Text ellipsis={{ tooltip: disk.path }}>{disk.path}</Typography.Text>), item('total', formatBytes(disk.total)), item('used', formatBytes(disk.used)), item('free', formatBytes(disk.free))]
                : [item('path', l('diskUnknown'))]
            }
          />
        </Col>
        <Col xs={24} lg={12}>
          <Card title={l('process')} loading={waiting} style={{ height: '100%' }}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                item('nodeVersion', node?.version),
                item('pid', node?.pid),
                item('startTime', node?.startTime),
                item('uptime', node && formatDuration(node.uptime, t)),
                item('rss', formatBytes(memory?.rss)),
                item('heap', memory && `${formatBytes(memory.heapUsed)} / ${formatBytes(memory.heapTotal)}`),
                { ...item('cwd', node?.cwd), span: 2 },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={l('host')} loading={waiting} style={{ height: '100%' }}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                item('hostname', host?.hostname),
                item('platform', host && `${host.platform} ${host.arch}`),
                item('release', host?.release),
                item('hostUptime', host && formatDuration(host.uptime, t)),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <SystemFigures />
        </Col>
        <Col xs={24}>
          <Card title={l('database')} loading={waiting}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                item('dbKind', database && l(database.kind === 'pglite' ? 'pglite' : 'postgres')),
                item('dbSize', formatBytes(database?.size)),
                { ...item('dbVersion', database?.version), span: 2 },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
