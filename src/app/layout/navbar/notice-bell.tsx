import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BellNotice, BellResult } from '../../../../contract/notice';
import { NoticeModal } from '../../../features/notice-content/notice-content';
import { request } from '../../../lib/request';

/** How often the bell asks again while the console stays open. */
export const BELL_REFRESH_MS = 5 * 60_000;

const bellApi = {
  top: () => request<BellResult>({ url: '/system/notice/listTop', method: 'get' }),
  markRead: (noticeId: number) => request({ url: '/system/notice/markRead', method: 'post', params: { noticeId } }),
  markAllRead: (ids: number[]) => request({ url: '/system/notice/markReadAll', method: 'post', params: { ids: ids.join(',') } }),
};

/** The navbar bell: the newest open notices, unread ones marked and counted; reading one marks it read. */
export function NoticeBell() {
  const { t } = useTranslation('layout');
  const [bell, setBell] = useState<{ data: BellNotice[]; unreadCount: number }>({ data: [], unreadCount: 0 });
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<BellNotice>();

  const load = useCallback(() => {
    bellApi.top().then(({ data, unreadCount }) => setBell({ data, unreadCount }), () => undefined);
  }, []);
  useEffect(() => {
    load();
    const timer = window.setInterval(load, BELL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  const read = (notice: BellNotice) => {
    setOpen(false);
    setReading(notice);
    if (!notice.isRead) void bellApi.markRead(notice.noticeId).then(load, () => undefined);
  };
  const unread = bell.data.filter((n) => !n.isRead);
  const markAll = () => void bellApi.markAllRead(unread.map((n) => n.noticeId)).then(load, () => undefined);

  const content = (
    <div className="notice-bell-panel">
      <div className="notice-bell-head">
        <Typography.Text strong>{t('notices')}</Typography.Text>
        <Button type="link" size="small" disabled={!unread.length} onClick={markAll}>
          {t('markAllRead')}
        </Button>
      </div>
      {bell.data.length ? (
        <List
          size="small"
          dataSource={bell.data}
          renderItem={(n) => (
            <List.Item className={n.isRead ? 'notice-bell-item' : 'notice-bell-item unread'} onClick={() => read(n)}>
              <Badge status={n.isRead ? 'default' : 'processing'} />
              <span className="notice-bell-title">{n.noticeTitle}</span>
              <Typography.Text type="secondary" className="notice-bell-time">
                {n.createTime?.slice(0, 10)}
              </Typography.Text>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noNotices')} />
      )}
    </div>
  );

  const label = bell.unreadCount ? t('unreadNotices', { count: bell.unreadCount }) : t('notices');
  return (
    <>
      <Popover
        content={content}
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) load();
        }}
      >
        <Button type="text" className="navbar-action" aria-label={label} title={label}>
          <Badge count={bell.unreadCount} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        </Button>
      </Popover>
      {/* mounted only to read one: the modal asks for the notice-type dictionary */}
      {reading && <NoticeModal notice={reading} onClose={() => setReading(undefined)} />}
    </>
  );
}
