import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeRow } from '../../../contract/notice';
import type { CrudDefinition } from '../../components/crud/types';
import { HasPermi } from '../../lib/permission';
import { noticeApi } from './api';
import { NoticeModal } from '../../features/notice-content/notice-content';
import { ReadersButton } from './readers-dialog';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';

const bodySchema = () => import('../../../contract/notice').then((m) => m.noticeInput);

/** "View": the notice as its readers see it. */
function PreviewButton({ row }: { row: NoticeRow }) {
  const { t } = useTranslation(['notice']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('notice:view')}
      </Button>
      <NoticeModal notice={open ? row : undefined} onClose={() => setOpen(false)} />
    </>
  );
}

export const noticeDefinition: CrudDefinition<NoticeRow> = {
  title: 'notice:title',
  rowKey: 'noticeId',
  permission: 'system:notice',
  api: noticeApi,
  schema: bodySchema,
  hide: ['export'],
  formWidth: 820,
  formDefaults: () => ({ noticeType: '1', status: '0', noticeContent: '' }),
  fields: [
    { name: 'noticeId', label: 'notice:noticeId', form: false, table: { width: 90, sorter: true } },
    { name: 'noticeTitle', label: 'notice:noticeTitle', search: 'text', table: { ellipsis: true, sorter: true } },
    { name: 'noticeType', label: 'notice:noticeType', type: 'dict', dict: 'sys_notice_type', search: 'select', table: { width: 110 } },
    { name: 'status', label: 'system:status', type: 'dict', dict: 'sys_notice_status', form: { widget: 'radio' }, table: { width: 100 } },
    {
      name: 'noticeContent',
      label: 'notice:noticeContent',
      table: false,
      form: { span: 24, render: ({ label }) => <RichTextEditor aria-label={label} /> },
    },
    { name: 'createBy', label: 'notice:createBy', search: 'text', form: false, table: { width: 120 } },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', table: { width: 170, sorter: true } },
  ],
  rowActions: (row) => (
    <>
      <PreviewButton row={row} />
      {/* the readers are users: the server answers them to the user list's permission and scope */}
      <HasPermi value={['system:user:list']}>
        <ReadersButton row={row} />
      </HasPermi>
    </>
  ),
};

