import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_SIZES, useAppStore, type AppSize } from '../../../stores/app';
import { appFeedback } from '../../../lib/feedback';

const LABEL_KEYS: Record<AppSize, string> = {
  default: 'sizeDefault',
  medium: 'sizeMedium',
  small: 'sizeSmall',
  mini: 'sizeMini',
};

export function SizeSelect() {
  const { t } = useTranslation('layout');
  const { message } = appFeedback;
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  const items = APP_SIZES.map((value) => ({ key: value, label: t(LABEL_KEYS[value]), disabled: value === size }));
  const onClick = ({ key }: { key: string }) => {
    setSize(key as AppSize);
    message.success(t('switchSizeSuccess'));
  };

  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [size] }} trigger={['click']}>
      <Button type="text" className="navbar-action" aria-label={t('size')} title={t('size')} icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
