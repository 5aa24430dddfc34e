import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPermi } from '../../lib/permission';
import { RightToolbar } from './right-toolbar';
import type { RightToolbarProps } from './right-toolbar';

type Action = 'add' | 'edit' | 'remove' | 'import' | 'export';

interface Props {
  permission: string;
  hide: string[];
  selectedCount: number;
  /** an action without its handler is not offered (import: only with an importer) */
  on: Partial<Record<Action, () => void>>;
  extra?: ReactNode;
  right: RightToolbarProps;
}

/** Each standard button: its look, label key and when it is disabled. */
const buttons: { action: Action; label: string; color: ButtonProps['color']; icon: ReactNode; disabled?: (selected: number) => boolean }[] = [
  { action: 'add', label: 'crud:add', color: 'primary', icon: <PlusOutlined /> },
  { action: 'edit', label: 'crud:modify', color: 'green', icon: <EditOutlined />, disabled: (n) => n !== 1 },
  { action: 'remove', label: 'crud:delete', color: 'danger', icon: <DeleteOutlined />, disabled: (n) => n === 0 },
  { action: 'import', label: 'crud:import', color: 'cyan', icon: <UploadOutlined /> },
  { action: 'export', label: 'crud:export', color: 'orange', icon: <DownloadOutlined /> },
];

/** Add, edit (one selected), delete (any selected), import, export, extra buttons; each behind its permission. */
export function CrudToolbar({ permission, hide, selectedCount, on, extra, right }: Props) {
  const { t } = useTranslation(['crud']);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <Space wrap>
        {buttons
          .filter((b) => on[b.action] && !hide.includes(b.action))
          .map((b) => (
            <HasPermi key={b.action} value={[`${permission}:${b.action}`]}>
              <Button color={b.color} variant="outlined" icon={b.icon} disabled={b.disabled?.(selectedCount)} onClick={on[b.action]}>
                {t(b.label)}
              </Button>
            </HasPermi>
          ))}
        {extra}
      </Space>
      <RightToolbar {...right} />
    </Flex>
  );
}
