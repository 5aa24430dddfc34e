import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalFeedback } from '../../lib/local-feedback';
import { HasPermi } from '../../lib/permission';

interface Props {
  permission: string;
  onRefresh: () => Promise<unknown>;
}

/** "Refresh cache": a toolbar extra of the config and dictionary pages. */
export function RefreshCacheButton({ permission, onRefresh }: Props) {
  const { t } = useTranslation(['crud']);
  const [busy, setBusy] = useState(false);
  const [{ message: toast }, holder] = useLocalFeedback();
  const click = async () => {
    setBusy(true);
    try {
      await onRefresh();
      void toast.success(t('crud:refreshSuccess'));
    } catch {
      // request() has already shown the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <HasPermi value={[permission]}>
      {holder}
      <Button color="danger" variant="outlined" icon={<SyncOutlined />} loading={busy} onClick={() => void click()}>
        {t('crud:refreshCache')}
      </Button>
    </HasPermi>
  );
}
