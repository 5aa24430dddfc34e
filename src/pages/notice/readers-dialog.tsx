import { TeamOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeReader, NoticeRow } from '../../../contract/notice';
import { noticeReaders } from './api';

const PAGE_SIZE = 10;

/** "Readers": who has read the notice and when, searchable by login or nick name. */
export function ReadersButton({ row }: { row: NoticeRow }) {
  const { t } = useTranslation(['notice', 'system']);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState({ searchValue: '', pageNum: 1 });
  const [page, setPage] = useState<{ rows: NoticeReader[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: false });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setPage((p) => ({ ...p, loading: true }));
    noticeReaders({ noticeId: row.noticeId, searchValue: query.searchValue || undefined, pageNum: query.pageNum, pageSize: PAGE_SIZE })
      .then((r) => live && setPage({ rows: r.rows, total: r.total, loading: false }))
      .catch(() => live && setPage((p) => ({ ...p, loading: false })));
    return () => {
      live = false;
    };
  }, [open, query, row.noticeId]);

  return (
    <>
      <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        {t('notice:readers')}
      </Button>
      <Modal open={open} title={t('notice:readersOf', { title: row.noticeTitle })} footer={null} width={720} onCancel={() => setOpen(false)} destroyOnHidden>
        <Input.Search
          allowClear
          placeholder={t('notice:readerSearch')}
          aria-label={t('notice:readerSearch')}
          onSearch={(searchValue) => setQuery({ searchValue: searchValue.trim(), pageNum: 1 })}
          style={{ marginBottom: 12, maxWidth: 280 }}
        />
        <Table<NoticeReader>
          rowKey="userId"
          size="small"
          loading={page.loading}
          dataSource={page.rows}
          pagination={{ current: query.pageNum, pageSize: PAGE_SIZE, total: page.total, onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })) }}
          columns={[
            { title: t('notice:readerName'), dataIndex: 'userName' },
            { title: t('notice:readerNick'), dataIndex: 'nickName' },
            { title: t('notice:readerDept'), dataIndex: 'deptName' },
            { title: t('notice:readTime'), dataIndex: 'readTime', width: 170 },
          ]}
        />
      </Modal>
    </>
  );
}
