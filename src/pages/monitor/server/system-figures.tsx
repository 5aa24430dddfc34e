import { Card, Col, Row, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeSummary } from '../../../../contract/home';
import { request } from '../../../lib/request';

/** The system's own counts (users, roles, sessions, logs…): the administrator's figures, beside the server's. */
export function SystemFigures() {
  const { t } = useTranslation(['monitor']);
  const [figures, setFigures] = useState<HomeSummary['figures']>();
  useEffect(() => {
    let live = true;
    request<{ data: HomeSummary }>({ url: '/index/summary', method: 'get' })
      .then((answer) => live && setFigures(answer.data.figures))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card title={t('monitor:server.system')} loading={!figures}>
      <Row gutter={[12, 12]}>
        {(figures ?? []).map((f) => (
          <Col key={f.key} xs={12} md={6} xl={3}>
            <Statistic title={t(`monitor:server.figures.${f.key}`)} value={f.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
