import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClearanceRow, DocumentKind, DocumentRow } from '../../../contract/clearance';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';
import { hasPermi } from '../../lib/permission';
import { documentBlob, downloadDocument, issueDocument } from './api';

interface Props {
  row: ClearanceRow;
  documents: DocumentRow[];
  permissions: readonly string[];
  /** after a new version: the clearance and its documents are read again */
  onIssued: () => void;
}

/** Opens the PDF in a new tab, from a blob: the token rides on the request, never in a link. */
async function preview(doc: DocumentRow) {
  const tab = window.open('', '_blank');
  // a refusal has been shown by the request layer: the empty tab goes
  const blob = await documentBlob(doc.documentId).catch((error: unknown) => {
    tab?.close();
    throw error;
  });
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The document versions of a clearance, newest first, and the buttons that issue the next ones. */
export function DocumentsPanel({ row, documents, permissions, onIssued }: Props) {
  const { t } = useTranslation(['clearance', 'crud']);
  const dicts = useDict('biz_clearance_document_kind');
  const [busy, setBusy] = useState<DocumentKind>();
  const issue = (kind: DocumentKind) => {
    setBusy(kind);
    issueDocument(row.clearanceId, kind)
      .then(onIssued, () => undefined)
      .finally(() => setBusy(undefined));
  };
  const canIssue = hasPermi(permissions, ['biz:clearance:document']);
  const buttons: { kind: DocumentKind; label: string; blocked?: string }[] = [
    { kind: 'fcr_draft', label: t('clearance:issueDraft'), blocked: row.fcrStatus === '2' ? t('clearance:draftAfterFinal') : undefined },
    { kind: 'fcr_final', label: t('clearance:issueFinal'), blocked: row.goodsReceived ? undefined : t('clearance:notReceived') },
    { kind: 'invoice', label: t('clearance:issueInvoice'), blocked: row.linesComplete ? undefined : t('clearance:linesIncomplete') },
  ];

  return (
    <>
      {canIssue && (
        <Space wrap style={{ marginBottom: 12 }}>
          {buttons.map((b) => (
            <Tooltip key={b.kind} title={b.blocked}>
              <Button type={b.kind === 'fcr_draft' ? 'default' : 'primary'} disabled={!!b.blocked} loading={busy === b.kind} onClick={() => issue(b.kind)}>
                {b.label}
              </Button>
            </Tooltip>
          ))}
        </Space>
      )}
      {/* sized to the drawer (736 px): fixed widths, the number on one line, the size in the
          download's hint, the actions as named icons pinned at the right */}
      <Table<DocumentRow>
        size="small"
        rowKey="documentId"
        pagination={false}
        tableLayout="fixed"
        dataSource={documents}
        locale={{ emptyText: t('clearance:noDocuments') }}
        columns={[
          { title: t('clearance:docNo'), dataIndex: 'docNo' },
          { title: t('clearance:kind'), dataIndex: 'kind', width: 100, render: (v: string) => <DictTag options={dicts.biz_clearance_document_kind ?? []} value={v} /> },
          { title: t('clearance:versionNo'), dataIndex: 'versionNo', width: 80 },
          { title: t('clearance:issuedBy'), dataIndex: 'createBy', width: 88, ellipsis: { showTitle: true } },
          { title: t('clearance:issuedAt'), dataIndex: 'createTime', width: 150 },
          {
            title: t('crud:actions'),
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_: unknown, doc) => (
              <Space size={0}>
                <Tooltip title={t('clearance:preview')}>
                  <Button type="link" size="small" icon={<EyeOutlined />} aria-label={t('clearance:preview')} onClick={() => void preview(doc).catch(() => undefined)} />
                </Tooltip>
                <Tooltip title={`${t('clearance:download')} (${t('clearance:size')} ${Math.max(1, Math.round(doc.byteSize / 1024))} KB)`}>
                  <Button type="link" size="small" icon={<DownloadOutlined />} aria-label={t('clearance:download')} onClick={() => void downloadDocument(doc).catch(() => undefined)} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
