import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ColumnChoice {
  key: string;
  title: string;
}

export interface RightToolbarProps {
  showSearch: boolean;
  onToggleSearch: () => void;
  onRefresh: () => void;
  columns: ColumnChoice[];
  hidden: string[];
  onHiddenChange: (hidden: string[]) => void;
}

/** RuoYi's right toolbar: show/hide the search form, refresh, choose the visible columns. */
export function RightToolbar({ showSearch, onToggleSearch, onRefresh, columns, hidden, onHiddenChange }: RightToolbarProps) {
  const { t } = useTranslation(['crud']);
  const searchLabel = showSearch ? t('crud:hideSearch') : t('crud:showSearch');
  const picker = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={columns.map((c) => c.key).filter((k) => !hidden.includes(k))}
      options={columns.map((c) => ({ label: c.title, value: c.key }))}
      onChange={(shown) => onHiddenChange(columns.map((c) => c.key).filter((k) => !shown.includes(k)))}
    />
  );
  return (
    <Space size={4}>
      <Tooltip title={searchLabel}>
        <Button shape="circle" icon={<SearchOutlined />} aria-label={searchLabel} onClick={onToggleSearch} />
      </Tooltip>
      <Tooltip title={t('crud:refresh')}>
        <Button shape="circle" icon={<ReloadOutlined />} aria-label={t('crud:refresh')} onClick={onRefresh} />
      </Tooltip>
      <Popover trigger="click" placement="bottomRight" title={t('crud:columns')} content={picker}>
        <Button shape="circle" icon={<AppstoreOutlined />} aria-label={t('crud:columns')} />
      </Popover>
    </Space>
  );
}
