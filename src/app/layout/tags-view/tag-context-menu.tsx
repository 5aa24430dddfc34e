import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, ReloadOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagView } from '../../../stores/tags-view';
import { useTagActions } from './use-tag-actions';

/** Spec §9: the tab context menu is 105 px wide. */
export const TAG_MENU_WIDTH = 105;

export function TagContextMenu({ view, children }: { view: TagView; children: ReactNode }) {
  const { t } = useTranslation('layout');
  const actions = useTagActions();

  const items: MenuProps['items'] = [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('refresh') },
    { key: 'close', icon: <CloseOutlined />, label: t('closeCurrent'), disabled: view.affix },
    { key: 'others', icon: <ColumnWidthOutlined />, label: t('closeOthers') },
    { key: 'all', icon: <CloseCircleOutlined />, label: t('closeAll') },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') actions.refresh(view);
    if (key === 'close') actions.close(view);
    if (key === 'others') actions.closeOthers(view);
    if (key === 'all') actions.closeAll();
  };

  return (
    <Dropdown
      trigger={['contextMenu']}
      // border-box: the 105 px include the menu's own padding, as rendered, not 105 + padding
      menu={{ items, onClick, style: { width: TAG_MENU_WIDTH, boxSizing: 'border-box' }, className: 'tags-context-menu' }}
    >
      <span className="tags-view-label">{children}</span>
    </Dropdown>
  );
}
