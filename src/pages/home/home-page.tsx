import { Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeSummary } from '../../../contract/home';
import { parseTime } from '../../lib/ruoyi';
import { usePermissionStore } from '../../stores/permission';
import { useUserStore } from '../../stores/user';
import { getSummary } from './api';
import { OperationsBoard } from './board';
import { HomeNotices } from './home-notices';
import { menuLinks } from './quick-links';

const period = (hour: number) => (hour < 6 ? 'night' : hour < 11 ? 'morning' : hour < 13 ? 'noon' : hour < 18 ? 'afternoon' : 'evening');

/**
 * The home page shows the work first: the operations board's figures (above the fold for every role
 * at a 1366×800 laptop), then the notices, and only then the greeting, who is signed in and the
 * links to the user's pages.
 */
export function HomePage() {
  const { t } = useTranslation(['home']);
  const storeName = useUserStore((s) => s.nickName || s.name);
  const serverRoutes = usePermissionStore((s) => s.serverRoutes);
  const [summary, setSummary] = useState<HomeSummary>();

  useEffect(() => {
    let live = true;
    getSummary()
      .then((data) => live && setSummary(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const user = summary?.user;
  const roles = user?.roles ?? [];
  const links = [...menuLinks(serverRoutes ?? []), { path: '/user/profile', title: t('home:profile') }];

  return (
    // the console's main area pads the page already: the board starts right under the tab bar
    <div className="app-container home-page">
      <OperationsBoard />
      <div style={{ marginTop: 16 }}>
        <HomeNotices />
      </div>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t(`home:greeting.${period(new Date().getHours())}`, { name: user?.nickName || storeName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home:welcome')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('home:loginInfo')}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'nickName', label: t('home:nickName'), children: user?.nickName },
                { key: 'userName', label: t('home:userName'), children: user?.userName },
                { key: 'dept', label: t('home:dept'), children: user?.deptName },
                { key: 'roles', label: t('home:roles'), children: roles.map((r) => <Tag key={r}>{r}</Tag>) },
                { key: 'loginIp', label: t('home:loginIp'), children: user?.loginIp },
                { key: 'loginDate', label: t('home:loginDate'), children: parseTime(user?.loginDate) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('home:quickLinks')}>
            <Space wrap>
              {links.map((l) => (
                <Link key={l.path} to={l.path}>
                  <Tag color="blue" style={{ padding: '4px 10px' }}>
                    {l.title}
                  </Tag>
                </Link>
              ))}
            </Space>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
