import { Button, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailRow } from '../../../contract/clearance';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';
import { hasPermi } from '../../lib/permission';
import { retryMail } from './api';

/** Every send of a clearance: when, to whom, which versions, and what became of it. */
export function MailHistory({ mails, permissions, onChanged }: { mails: MailRow[]; permissions: readonly string[]; onChanged: () => void }) {
  const { t } = useTranslation(['clearance', 'crud']);
  const dicts = useDict('biz_mail_status');
  const canSend = hasPermi(permissions, ['biz:clearance:send']);
  return (
    <Table<MailRow>
      size="small"
      rowKey="mailId"
      pagination={false}
      dataSource={mails}
      locale={{ emptyText: t('clearance:noMails') }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('clearance:queuedAt'), dataIndex: 'createTime' },
        { title: t('clearance:mailTo'), dataIndex: 'mailTo' },
        { title: t('clearance:mailCc'), dataIndex: 'mailCc' },
        { title: t('clearance:subject'), dataIndex: 'subject', ellipsis: true },
        { title: t('clearance:documents'), dataIndex: 'documents' },
        {
          title: t('clearance:mailStatus'),
          dataIndex: 'status',
          render: (v: string, m) => (
            <Tooltip title={m.lastError || undefined}>
              <span>
                <DictTag options={dicts.biz_mail_status ?? []} value={v} />
              </span>
            </Tooltip>
          ),
        },
        { title: t('clearance:attempts'), dataIndex: 'attempts' },
        { title: t('clearance:sentAt'), dataIndex: 'sentTime' },
        { title: t('clearance:lastError'), dataIndex: 'lastError', ellipsis: true, width: 200 },
        {
          title: t('crud:actions'),
          key: 'actions',
          render: (_: unknown, m) =>
            canSend && m.status === '2' ? (
              <Button type="link" size="small" onClick={() => void retryMail(m.mailId).then(onChanged, () => undefined)}>
                {t('clearance:retry')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
