import { ExportOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The public page with the driver's QR code, in this console's own address. */
export const driverLink = (token: string) =>
  `${window.location.origin}${window.location.pathname}#/driverQRcode?token=${encodeURIComponent(token)}`;

/** The link to send the driver once the booking has passed: copy it, or open it. */
export function DriverLink({ token }: { token: string }) {
  const { t } = useTranslation(['appointment']);
  const url = driverLink(token);
  return (
    <Space wrap data-testid="driver-link">
      <Typography.Text copyable={{ text: url, tooltips: [t('appointment:copyLink'), t('appointment:copied')] }} code>
        {url}
      </Typography.Text>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
        <ExportOutlined /> {t('appointment:openLink')}
      </Typography.Link>
    </Space>
  );
}
