import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLang, setLang } from '../../../lib/i18n';

export function LangSelect() {
  const { t } = useTranslation('layout');
  const current = getLang();
  const items = [
    { key: 'zh', label: t('langZh') },
    { key: 'en', label: t('langEn') },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key !== current) setLang(key as 'zh' | 'en');
  };
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [current] }} trigger={['click']}>
      <Button
        type="text"
        className="navbar-action"
        aria-label={t('language')}
        title={t('language')}
        icon={<TranslationOutlined />}
      />
    </Dropdown>
  );
}
