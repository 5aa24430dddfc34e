import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClearanceRow, DocumentRow, MailRow, MailTemplate } from '../../../contract/clearance';
import { fieldSchema, useSchema, useSubmitWhenSettled, zodRules } from '../../components/crud/zod-rules';
import { showServerFieldErrors } from '../../components/crud/server-errors';
import { FileUpload } from '../../features/file-upload/file-upload';
import { useDict } from '../../lib/dict';
import { mailDraft, sendMail } from './api';
import { bodyWithDocuments, earlierSend } from './mail-repeat';

const mailSchema = () => import('../../../contract/clearance').then((m) => m.mailInput);

interface Props {
  row?: ClearanceRow;
  documents: DocumentRow[];
  /** this clearance's mails so far: sending the same documents to the same address again is asked first */
  mails: MailRow[];
  onClose: () => void;
  onSent: () => void;
}

/** The versions a mail carries by default: the newest final FCR (else draft) and the newest invoice. */
const defaultDocuments = (docs: DocumentRow[]) => {
  const newest = (kind: string) => docs.find((d) => d.kind === kind);
  return [newest('fcr_final') ?? newest('fcr_draft'), newest('invoice')].filter((d) => !!d).map((d) => d.documentId);
};

/** Send documents by e-mail: the template filled in by the server, every field editable; the mail is queued. */
export function SendMailDialog({ row, documents, mails, onClose, onSent }: Props) {
  const { t } = useTranslation(['clearance', 'crud']);
  const [form] = Form.useForm();
  const [sending, setSending] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const dicts = useDict('biz_mail_template', 'biz_clearance_document_kind');
  const kindLabel = (kind: string) => dicts.biz_clearance_document_kind?.find((d) => d.dictValue === kind)?.dictLabel ?? kind;

  const fill = (template: MailTemplate) => {
    if (!row) return;
    void mailDraft(row.clearanceId, template).then((d) => form.setFieldsValue({ mailTo: d.mailTo, mailCc: d.mailCc, subject: d.subject, body: d.body }), () => undefined);
  };
  useEffect(() => {
    if (!row) return;
    form.resetFields();
    // the clearance's own files go along unless taken off
    form.setFieldsValue({ template: row.mailTemplate, documentIds: defaultDocuments(documents), attachments: row.attachments });
    fill(row.mailTemplate);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.clearanceId]);

  // asked for when the dialog opens: the clearance page's first paint needs none of it
  const { schema, settled } = useSchema(row ? mailSchema : undefined);
  const rules = (name: string) => zodRules(fieldSchema(schema, name), t(`clearance:${name}`), t);
  const submit = async () => {
    const values = await form.validateFields();
    const earlier = earlierSend(mails, values.mailTo, values.documentIds ?? []);
    if (earlier) {
      const again = await modal.confirm({
        title: t('clearance:repeatTitle'),
        content: t('clearance:repeatBody', { address: earlier.address, time: earlier.mail.sentTime ?? earlier.mail.createTime, documents: earlier.mail.documents }),
        okText: t('clearance:repeatOk'),
        cancelText: t('crud:cancel'),
      });
      if (!again) return;
    }
    setSending(true);
    try {
      await sendMail(row!.clearanceId, { mailTo: values.mailTo, mailCc: values.mailCc ?? '', subject: values.subject, body: values.body ?? '', documentIds: values.documentIds ?? [], attachments: values.attachments ?? '' } as never);
      onSent();
    } catch (error) {
      showServerFieldErrors(form, error, ['mailTo', 'mailCc', 'subject', 'body', 'documentIds', 'attachments'].map((name) => ({ name, label: t(`clearance:${name}`) })));
    } finally {
      setSending(false);
    }
  };
  const ok = useSubmitWhenSettled(settled, () => submit().catch(() => undefined));

  return (
    <Modal
      open={!!row}
      title={t('clearance:sendTitle', { no: row?.clearanceNo ?? '' })}
      onCancel={() => {
        ok.cancel();
        onClose();
      }}
      onOk={ok.onOk}
      okText={t('clearance:send')}
      confirmLoading={sending || ok.waiting}
      width={720}
      destroyOnHidden
    >
      {modalHolder}
      <Form
        form={form}
        name="clearance-mail"
        layout="vertical"
        onValuesChange={(changed: { documentIds?: number[] }) => {
          if (changed.documentIds) form.setFieldValue('body', bodyWithDocuments(form.getFieldValue('body') ?? '', documents, changed.documentIds, (d) => kindLabel(d.kind)));
        }}
      >
        <Form.Item name="template" label={t('clearance:mailTemplate')}>
          <Select options={(dicts.biz_mail_template ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))} onChange={(v: MailTemplate) => fill(v)} />
        </Form.Item>
        <Form.Item name="mailTo" label={t('clearance:mailTo')} rules={rules('mailTo')} extra={t('clearance:addressHint')}>
          <Input />
        </Form.Item>
        <Form.Item name="mailCc" label={t('clearance:mailCc')} rules={rules('mailCc')}>
          <Input />
        </Form.Item>
        <Form.Item name="subject" label={t('clearance:subject')} rules={rules('subject')}>
          <Input />
        </Form.Item>
        <Form.Item name="body" label={t('clearance:body')} rules={rules('body')}>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} />
        </Form.Item>
        <Form.Item name="documentIds" label={t('clearance:documents')}>
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={documents.map((d) => ({ value: d.documentId, label: `${d.docNo} · ${kindLabel(d.kind)} · ${d.createTime ?? ''}` }))}
          />
        </Form.Item>
        <Form.Item name="attachments" label={t('clearance:attachments')}>
          <FileUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
