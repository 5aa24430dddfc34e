import { MailOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClearanceRow, DocumentRow, MailRow } from '../../../contract/clearance';
import { DictTag } from '../../components/crud/dict-tag';
import { StatusHistory } from '../../components/workflow/status-history';
import { useDict } from '../../lib/dict';
import { hasPermi } from '../../lib/permission';
import { documentsOf, mailsOf, readClearance } from './api';
import { DocumentsPanel } from './documents-panel';
import { MailHistory } from './mail-history';
import { SendMailDialog } from './send-mail-dialog';

const FIELDS = ['clearanceNo', 'orderNos', 'buyer', 'invoiceNo', 'incoterm', 'incotermPlace', 'paymentTerms', 'origin', 'mailFrom', 'mailTo', 'mailCc', 'chargeBy', 'chargeTime', 'sentCount', 'lastSentTime', 'createBy', 'createTime', 'remark'] as const;

interface Props {
  row?: ClearanceRow;
  permissions: readonly string[];
  onClose: () => void;
  /** the clearance changed (a document, a send): the list shows it too */
  onChanged: () => void;
}

/** A clearance: its fields, its document versions, its sends and its history. */
export function ClearanceDetail({ row: given, permissions, onClose, onChanged }: Props) {
  const { t } = useTranslation(['clearance']);
  const dicts = useDict('biz_clearance_charge', 'biz_clearance_fcr_status');
  const [row, setRow] = useState(given);
  const [documents, setDocuments] = useState<DocumentRow[]>([]);
  const [mails, setMails] = useState<MailRow[]>([]);
  const [sending, setSending] = useState(false);
  const id = given?.clearanceId;

  const reload = useCallback(() => {
    if (!id) return;
    void readClearance(id).then(setRow, () => undefined);
    void documentsOf(id).then(setDocuments, () => undefined);
    void mailsOf(id).then(setMails, () => undefined);
  }, [id]);
  useEffect(() => {
    setRow(given);
    reload();
  }, [given, reload]);
  // a queued mail goes out within moments: look again while one is waiting
  useEffect(() => {
    if (!mails.some((m) => m.status === '0')) return;
    const timer = setTimeout(() => void (id && mailsOf(id).then(setMails, () => undefined)), 2000);
    return () => clearTimeout(timer);
  }, [mails, id]);
  const changed = () => {
    reload();
    onChanged();
  };

  return (
    <Drawer open={!!given} onClose={onClose} size="large" title={row ? t('clearance:detailTitle', { no: row.clearanceNo }) : ''}>
      {row && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('clearance:whetherToCharge')}>
              <DictTag options={dicts.biz_clearance_charge ?? []} value={row.whetherToCharge} />
            </Descriptions.Item>
            <Descriptions.Item label={t('clearance:fcrStatus')}>
              <DictTag options={dicts.biz_clearance_fcr_status ?? []} value={row.fcrStatus} />
            </Descriptions.Item>
            {FIELDS.map((f) => (
              <Descriptions.Item key={f} label={t(`clearance:${f}`)}>
                {String(row[f] ?? '')}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <h4 style={{ marginTop: 24 }}>{t('clearance:documents')}</h4>
          <DocumentsPanel row={row} documents={documents} permissions={permissions} onIssued={changed} />
          <h4 style={{ marginTop: 24, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            {t('clearance:sendHistory')}
            {hasPermi(permissions, ['biz:clearance:send']) && (
              <Button type="primary" icon={<MailOutlined />} onClick={() => setSending(true)}>
                {t('clearance:sendMail')}
              </Button>
            )}
          </h4>
          <MailHistory mails={mails} permissions={permissions} onChanged={changed} />
          <h4 style={{ marginTop: 24 }}>{t('clearance:history')}</h4>
          <StatusHistory url={`/biz/clearance/${row.clearanceId}/history`} fieldLabel={(f) => t(`clearance:${f}`)} version={`${row.version}-${documents.length}`} />
          <SendMailDialog
            row={sending ? row : undefined}
            documents={documents}
            mails={mails}
            onClose={() => setSending(false)}
            onSent={() => {
              setSending(false);
              changed();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
