import { Button, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailRow } from '../../../contract/clearance';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';
import { hasPermi } from '../../lib/permission';
import { retryMail } from './api';
import { mailTrouble } from './mail-error';

/** Every send of a clearance: when, to whom, which versions, and what became of it. */
export function MailHistory({ mails, permissions, onChanged }: { mails: MailRow[]; permissions: readonly string[]; onChanged: () => void }) {
  const { t } = useTranslation(['clearance', 'crud']);
  const dicts = useDict('biz_mail_status');
  const canSend = hasPermi(permissions, ['biz:clearance:send']);
  return (
    // sized to the drawer (736 px): what became of a send (status, attempts, time) in fixed
    // columns first, the addresses, subject and documents cut with their whole text on hover
    <Table<MailRow>
      size="small"
      rowKey="mailId"
      pagination={false}
      tableLayout="fixed"
      dataSource={mails}
      locale={{ emptyText: t('clearance:noMails') }}
      columns={[
        {
          title: t('clearance:mailStatus'),
          dataIndex: 'status',
          width: 200,
          // what went wrong in words, under the state; the library's own text on hover
          render: (v: string, m) => {
            const trouble = mailTrouble(m);
            return (
              <Tooltip title={m.lastError || undefined}>
                <span>
                  <DictTag options={dicts.biz_mail_status ?? []} value={v} />
                  {trouble && (
                    <Typography.Text type={m.status === '2' ? 'danger' : 'warning'} style={{ display: 'block', fontSize: 12 }} data-testid="mail-trouble">
                      {trouble.map(({ key, values }) => t(`clearance:mailError.${key}`, values)).join('. ')}
                    </Typography.Text>
                  )}
                </span>
              </Tooltip>
            );
          },
        },
        { title: t('clearance:attempts'), dataIndex: 'attempts', width: 80 },
        {
          title: t('clearance:sentAt'),
          dataIndex: 'sentTime',
          width: 150,
          render: (v: string | null, m) => (
            <Tooltip title={`${t('clearance:queuedAt')}: ${m.createTime}`}>
              <span>{v ?? '–'}</span>
            </Tooltip>
          ),
        },
        { title: t('clearance:mailTo'), dataIndex: 'mailTo', ellipsis: true, render: (v: string, m) => <span title={m.mailCc ? `${v}\n${t('clearance:mailCc')}: ${m.mailCc}` : v}>{v}</span> },
        { title: t('clearance:subject'), dataIndex: 'subject', ellipsis: { showTitle: true } },
        { title: t('clearance:documents'), dataIndex: 'documents', ellipsis: { showTitle: true } },
        {
          title: t('crud:actions'),
          key: 'actions',
          width: 72,
          fixed: 'right',
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
