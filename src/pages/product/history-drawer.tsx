import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../contract/product';
import { StatusHistory } from '../../components/workflow/status-history';

/** A product's status changes as a timeline. */
export function HistoryDrawer({ row, onClose }: { row?: ProductRow; onClose: () => void }) {
  const { t } = useTranslation(['product']);
  return (
    <Drawer open={!!row} onClose={onClose} title={row ? t('product:historyTitle', { articleNo: row.articleNo }) : ''}>
      {row && <StatusHistory url={`/biz/product/${row.productId}/history`} fieldLabel={() => t('product:status')} version={row.version} />}
    </Drawer>
  );
}
