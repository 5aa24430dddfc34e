import { NotificationOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeNotice } from '../../../contract/notice';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';
import { NoticeModal } from '../../features/notice-content/notice-content';
import { homeNotices } from './api';

/** The open notices, newest first; a click opens one. */
export function HomeNotices() {
  const { t } = useTranslation(['notice']);
  const { sys_notice_type: types } = useDict('sys_notice_type');
  const [notices, setNotices] = useState<HomeNotice[]>();
  const [reading, setReading] = useState<HomeNotice>();

  useEffect(() => {
    let live = true;
    homeNotices()
      .then((rows) => live && setNotices(rows))
      .catch(() => live && setNotices([]));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <NotificationOutlined />
          {t('notice:homeTitle')}
        </Flex>
      }
      loading={!notices}
      styles={{ body: { paddingTop: 8, paddingBottom: 8 } }}
    >
      {notices?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice:homeEmpty')} />}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('notice:homeTitle')}>
        {notices?.map((n) => (
          <li key={n.noticeId} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Flex gap={8} align="center">
              <DictTag options={types} value={n.noticeType} />
              <Typography.Link ellipsis translate="no" style={{ flex: 1, minWidth: 0 }} onClick={() => setReading(n)}>
                {n.noticeTitle}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {n.createTime?.slice(0, 10)}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      <NoticeModal notice={reading} onClose={() => setReading(undefined)} />
    </Card>
  );
}
