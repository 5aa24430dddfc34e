import { Descriptions, Drawer, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilingRow } from '../../../contract/filing';
import { DictTag } from '../../components/crud/dict-tag';
import { StatusHistory } from '../../components/workflow/status-history';
import { useDict } from '../../lib/dict';
import { photoUrl, splitPhotos } from '../../lib/photos';

const FIELDS = ['orderNo', 'buyer', 'qdNumber', 'customsDeclarationNumber', 'customsBrokerCode', 'auditDate', 'confirmDeliveryTime', 'actItemNo', 'signTime', 'createBy', 'createTime'] as const;

/** A filing's fields, its review photos and its history as a timeline. */
export function FilingDetail({ row, onClose }: { row?: FilingRow; onClose: () => void }) {
  const { t } = useTranslation(['filing']);
  const dicts = useDict('biz_filing_customs_status');
  return (
    <Drawer open={!!row} onClose={onClose} size="large" title={row ? t('filing:detailTitle', { orderNo: row.orderNo ?? row.filingId }) : ''}>
      {row && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('filing:customsStatus')}>
              <DictTag options={dicts.biz_filing_customs_status ?? []} value={row.customsStatus} />
            </Descriptions.Item>
            {FIELDS.map((f) => (
              <Descriptions.Item key={f} label={t(`filing:${f}`)}>
                {row[f] ?? ''}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('filing:reviewNotes')} span={2}>
              {row.reviewNotes}
            </Descriptions.Item>
            <Descriptions.Item label={t('filing:reviewPhotos')} span={2}>
              <Image.PreviewGroup>
                <Space wrap>
                  {splitPhotos(row.reviewPhotos).map((p) => (
                    <Image key={p} src={photoUrl(p)} width={80} height={80} style={{ objectFit: 'cover' }} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 24 }}>{t('filing:history')}</h4>
          <StatusHistory url={`/biz/filing/${row.filingId}/history`} fieldLabel={() => t('filing:customsStatus')} version={row.version} />
        </>
      )}
    </Drawer>
  );
}
