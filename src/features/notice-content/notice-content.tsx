import { Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../components/crud/dict-tag';
import { useDict } from '../../lib/dict';
import '../../components/rich-text/rich-text.css';

interface Notice {
  noticeTitle: string;
  noticeType: string;
  noticeContent: string;
  createBy?: string | null;
  createTime?: string | null;
}

/**
 * A notice's rich text. The server sanitized it before storing it (server/modules/notice/
 * sanitize.ts), so it is shown as HTML only as it comes from there.
 */
export function NoticeHtml({ html }: { html: string }) {
  return <div className="rich-text-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A notice read in a dialog: title, type, who and when, then the content. */
export function NoticeModal({ notice, onClose }: { notice?: Notice; onClose: () => void }) {
  const { t } = useTranslation(['notice']);
  const { sys_notice_type: types } = useDict('sys_notice_type');
  return (
    <Modal open={!!notice} title={notice?.noticeTitle} footer={null} width={760} onCancel={onClose} destroyOnHidden>
      {notice && (
        <>
          <Space size="middle" style={{ marginBottom: 12 }}>
            <DictTag options={types} value={notice.noticeType} />
            <Typography.Text type="secondary">
              {[notice.createBy, notice.createTime].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Space>
          {notice.noticeContent ? <NoticeHtml html={notice.noticeContent} /> : <Typography.Text type="secondary">{t('notice:empty')}</Typography.Text>}
        </>
      )}
    </Modal>
  );
}
