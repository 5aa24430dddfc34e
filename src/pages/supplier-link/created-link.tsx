import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierLinkCreated } from '../../../contract/supplier-booking';
import { supplierLinkUrl } from './api';

/**
 * The link just made, to copy and send: the server keeps only the token's hash, so once this
 * closes nobody can show it again (a lost link is revoked and made anew).
 */
export function CreatedLink({ link, onClose }: { link?: SupplierLinkCreated; onClose: () => void }) {
  const { t } = useTranslation(['supplier-link']);
  const url = link ? supplierLinkUrl(link.path) : '';
  return (
    <Modal
      open={!!link}
      title={t('supplier-link:createdTitle', { name: link?.vendorDeptName ?? '' })}
      onCancel={onClose}
      maskClosable={false}
      // the token leaves the page with the dialog
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('supplier-link:done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('supplier-link:shownOnce', { email: link?.contactEmail ?? '' })} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        data-testid="supplier-link-url"
        copyable={{ text: url, tooltips: [t('supplier-link:copy'), t('supplier-link:copied')] }}
        code
        style={{ wordBreak: 'break-all' }}
      >
        {url}
      </Typography.Paragraph>
    </Modal>
  );
}
