import { DownloadOutlined, EditOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GenTableRow } from '../../../contract/gen';
import { showFeedback } from '../../lib/feedback';
import { HasPermi } from '../../lib/permission';
import { downloadCode, syncTable } from './api';
import { PreviewDialog } from './preview-dialog';

export const GEN_EDIT_PATH = '/gen/edit';

/** Preview, edit the configuration, synchronise with the table (confirmed) and download one module. */
export function GenRowActions({ row, reload }: { row: GenTableRow; reload: () => void }) {
  const { t } = useTranslation(['gen', 'crud']);
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState<number>();

  const sync = () =>
    showFeedback((f) =>
      f.modal.confirm({
        title: t('crud:systemPrompt'),
        content: t('gen:confirmSync', { name: row.tableName }),
        okText: t('crud:confirm'),
        cancelText: t('crud:cancel'),
        onOk: async () => {
          if (await syncTable(row.tableName).catch(() => undefined)) {
            showFeedback((g) => void g.message.success(t('gen:synced')));
            reload();
          }
        },
      }),
    );

  return (
    <>
      <HasPermi value={['tool:gen:preview']}>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(row.tableId)}>
          {t('gen:preview')}
        </Button>
      </HasPermi>
      <HasPermi value={['tool:gen:edit']}>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => navigate(`${GEN_EDIT_PATH}?tableId=${row.tableId}`)}>
          {t('crud:modify')}
        </Button>
        <Button type="link" size="small" icon={<SyncOutlined />} onClick={sync}>
          {t('gen:sync')}
        </Button>
      </HasPermi>
      <HasPermi value={['tool:gen:code']}>
        <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadCode([row.tableName])}>
          {t('gen:generate')}
        </Button>
      </HasPermi>
      <PreviewDialog tableId={previewing} onClose={() => setPreviewing(undefined)} />
    </>
  );
}
