import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, request } from '../../lib/request';
import type { CrudDefinition } from './types';

interface Props {
  importer: NonNullable<CrudDefinition['importer']>;
  open: boolean;
  onClose: () => void;
  /** after an import that stored rows */
  onImported: () => void;
}

/** RuoYi's import dialog: one .xlsx, "update existing" switch, template link, the server's report. */
export function ImportDialog({ importer, open, onClose, onImported }: Props) {
  const { t } = useTranslation(['crud']);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [keepGood, setKeepGood] = useState(true);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ ok: boolean; text: string } | null>(null);

  const close = () => {
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
    setBusy(true);
    try {
      const body = await request<{ msg: string }>({
        url: importer.url,
        method: 'post',
        data: form,
        params: { updateSupport, keepGood },
        headers: { 'Content-Type': 'multipart/form-data' },
        timeout: 0,
      });
      setReport({ ok: true, text: body.msg });
      setFile(null);
      onImported();
    } catch (error) {
      // request() has shown the message; keep the row-by-row report readable here as well
      setReport({ ok: false, text: error instanceof Error ? error.message : String(error) });
      // with "keep good rows" the good ones were stored although the answer reports the bad ones
      if (keepGood) onImported();
    } finally {
      setBusy(false);
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
      <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>
        {t('crud:importHint')}
        <Button type="link" size="small" onClick={() => void download(importer.templateUrl, {}, importer.templateName).catch(() => undefined)}>
          {t('crud:importTemplate')}
        </Button>
      </div>
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
