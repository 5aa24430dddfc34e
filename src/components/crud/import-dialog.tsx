import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Progress, Upload } from 'antd';
import type { UploadFile } from 'antd';
import axios from 'axios';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLastLine, download, request } from '../../lib/request';
import type { CrudDefinition } from './types';

interface Props {
  importer: NonNullable<CrudDefinition['importer']>;
  open: boolean;
  onClose: () => void;
  /** after an import that stored rows */
  onImported: () => void;
}

/** Where a running import is: the upload (percent), then the server's stages (rows read so far). */
interface ImportProgress {
  stage: 'upload' | 'read' | 'check' | 'write';
  percent?: number;
  rows?: number;
}

/** The last progress line the server has streamed so far (NDJSON), if any. */
export function lastProgress(text: string | undefined): ImportProgress | undefined {
  const lines = (text ?? '').trim().split('\n').reverse();
  for (const line of lines) {
    try {
      const parsed = JSON.parse(line) as { progress?: ImportProgress['stage']; rows?: number };
      if (parsed.progress) return { stage: parsed.progress, rows: parsed.rows };
    } catch {
      // a line still arriving
    }
  }
  return undefined;
}

/** What the dialog says of a running import's stage. */
export const importProgressText = (t: (key: string, options?: { rows: number }) => string, p: ImportProgress) =>
  p.stage === 'upload'
    ? t('crud:importUploading')
    : p.stage === 'write'
      ? p.rows === undefined
        ? t('crud:importWriting')
        : t('crud:importWritten', { rows: p.rows })
      : t(p.stage === 'read' ? 'crud:importReading' : 'crud:importChecking', { rows: p.rows ?? 0 });

/**
 * RuoYi's import dialog: one .xlsx, "update existing" switch ("allow duplicates" too where the
 * importer says so), template link, the server's report.
 * While it runs it shows the upload, then the server's progress (it asks for NDJSON), and can be
 * cancelled: the server then writes nothing.
 */
export function ImportDialog({ importer, open, onClose, onImported }: Props) {
  const { t } = useTranslation(['crud']);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [keepGood, setKeepGood] = useState(true);
  const [allowDuplicates, setAllowDuplicates] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ ok: boolean; text: string } | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  const close = () => {
    running.current?.abort();
    setFile(null);
    setReport(null);
    onClose();
  };

  const submit = async () => {
    if (!file?.originFileObj) return;
    const form = new FormData();
    form.append('file', file.originFileObj, file.name);
    form.append('updateSupport', String(updateSupport));
    form.append('keepGood', String(keepGood));
    if (importer.allowDuplicates) form.append('allowDuplicates', String(allowDuplicates));
    setBusy(true);
    setReport(null);
    setProgress({ stage: 'upload', percent: 0 });
    const controller = new AbortController();
    running.current = controller;
    try {
      const config = {
        url: importer.url,
        method: 'post' as const,
        data: form,
        params: { updateSupport, keepGood, ...(importer.allowDuplicates ? { allowDuplicates } : {}) },
        headers: { 'Content-Type': 'multipart/form-data', Accept: 'application/x-ndjson' },
        timeout: 0,
        responseType: 'text' as const,
        signal: controller.signal,
        onUploadProgress: (e: { loaded: number; total?: number }) => setProgress({ stage: 'upload', percent: e.total ? Math.round((e.loaded / e.total) * 100) : undefined }),
        onDownloadProgress: (e: { event?: { target?: { responseText?: string } } }) => {
          const now = lastProgress(e.event?.target?.responseText);
          if (now) setProgress(now);
        },
      };
      const body = checkLastLine(await request<string>(config), config);
      setReport({ ok: true, text: body.msg ?? '' });
      setFile(null);
      onImported();
    } catch (error) {
      if (axios.isCancel(error)) {
        setReport({ ok: false, text: t('crud:importCancelled') });
        return;
      }
      // request() has shown the message; keep the row-by-row report readable here as well
      setReport({ ok: false, text: error instanceof Error ? error.message : String(error) });
      // with "keep good rows" the good ones were stored although the answer reports the bad ones
      if (keepGood) onImported();
    } finally {
      running.current = null;
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('crud:importTitle')}
      onCancel={close}
      onOk={submit}
      okText={t('crud:confirm')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ disabled: !file, loading: busy }}
      width={440}
      destroyOnHidden
    >
      <Upload.Dragger
        accept=".xlsx,.xls"
        maxCount={1}
        fileList={file ? [file] : []}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFile(fileList.at(-1) ?? null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t('crud:importDrop')}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 12 }} hidden={importer.updateSupport === false}>
        <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>
          {t('crud:importUpdate')}
        </Checkbox>
      </div>
      <div style={{ marginTop: 4 }}>
        <Checkbox checked={keepGood} onChange={(e) => setKeepGood(e.target.checked)}>
          {t('crud:importKeepGood')}
        </Checkbox>
      </div>
      {importer.allowDuplicates && (
        <div style={{ marginTop: 4 }}>
          <Checkbox checked={allowDuplicates} onChange={(e) => setAllowDuplicates(e.target.checked)}>
            {t('crud:importAllowDuplicates')}
          </Checkbox>
        </div>
      )}
      <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>
        {t('crud:importHint')}
        <Button type="link" size="small" onClick={() => void download(importer.templateUrl, {}, importer.templateName).catch(() => undefined)}>
          {t('crud:importTemplate')}
        </Button>
      </div>
      {progress && (
        <div style={{ marginTop: 12 }} role="status">
          <Progress percent={progress.stage === 'upload' ? progress.percent : 100} status="active" showInfo={progress.stage === 'upload'} size="small" />
          <span>{importProgressText(t, progress)}</span>
          <Button size="small" style={{ marginLeft: 8 }} onClick={() => running.current?.abort()}>
            {t('crud:importCancel')}
          </Button>
        </div>
      )}
      {report && (
        <Alert
          style={{ marginTop: 12, whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}
          type={report.ok ? 'success' : 'error'}
          title={report.text.replace(/<br\s*\/?>/gi, '\n')}
        />
      )}
    </Modal>
  );
}
