import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPermi } from '../../lib/permission';
import { RightToolbar } from './right-toolbar';
import type { ColumnChoice } from './right-toolbar';

interface Props {
  permission: string;
  hide: string[];
  selectedCount: number;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onExport: () => void;
  /** present when the definition has an importer */
  onImport?: () => void;
  extra?: ReactNode;
  right: {
    showSearch: boolean;
    onToggleSearch: () => void;
    onRefresh: () => void;
    columns: ColumnChoice[];
    hidden: string[];
    onHiddenChange: (hidden: string[]) => void;
  };
}

/** Add, edit (one selected), delete (any selected), import, export, extra buttons; each behind its permission. */
export function CrudToolbar({ permission, hide, selectedCount, onAdd, onEdit, onDelete, onExport, onImport, extra, right }: Props) {
  const { t } = useTranslation(['crud']);
  const shown = (action: string) => !hide.includes(action);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <Space wrap>
        {shown('add') && (
          <HasPermi value={[`${permission}:add`]}>
            <Button color="primary" variant="outlined" icon={<PlusOutlined />} onClick={onAdd}>
              {t('crud:add')}
            </Button>
          </HasPermi>
        )}
        {shown('edit') && (
          <HasPermi value={[`${permission}:edit`]}>
            <Button color="green" variant="outlined" icon={<EditOutlined />} disabled={selectedCount !== 1} onClick={onEdit}>
              {t('crud:modify')}
            </Button>
          </HasPermi>
        )}
        {shown('remove') && (
          <HasPermi value={[`${permission}:remove`]}>
            <Button color="danger" variant="outlined" icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onDelete}>
              {t('crud:delete')}
            </Button>
          </HasPermi>
        )}
        {onImport && (
          <HasPermi value={[`${permission}:import`]}>
            <Button color="cyan" variant="outlined" icon={<UploadOutlined />} onClick={onImport}>
              {t('crud:import')}
            </Button>
          </HasPermi>
        )}
        {shown('export') && (
          <HasPermi value={[`${permission}:export`]}>
            <Button color="orange" variant="outlined" icon={<DownloadOutlined />} onClick={onExport}>
              {t('crud:export')}
            </Button>
          </HasPermi>
        )}
        {extra}
      </Space>
      <RightToolbar {...right} />
    </Flex>
  );
}
