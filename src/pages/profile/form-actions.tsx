import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Save and close under a personal-centre form. */
export function FormActions({ saving, onClose }: { saving: boolean; onClose: () => void }) {
  const { t } = useTranslation('crud');
  return (
    <Form.Item label=" " colon={false}>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('crud:save')}
        </Button>
        <Button danger onClick={onClose}>
          {t('crud:close')}
        </Button>
      </Space>
    </Form.Item>
  );
}
