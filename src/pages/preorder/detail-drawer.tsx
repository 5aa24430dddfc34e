import { Button, Descriptions, Divider, Drawer, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PreorderRow } from '../../../contract/preorder';
import { DictTag } from '../../components/crud/dict-tag';
import { StatusHistory } from '../../components/workflow/status-history';
import { useDict } from '../../lib/dict';
import { preorderApi } from './api';

interface Props {
  preorderId?: number;
  /** changes when the list reloads, to read the pre-order again */
  version?: unknown;
  onClose: () => void;
}

const headerFields = ['orderNo', 'buyer', 'ope', 'da', 'vendorDeptName', 'nbOfCartons', 'totalCbm', 'keepRecordCbm', 'grossWeightSum', 'documentary', 'orderTaker', 'district', 'bookingCategory', 'docSper', 'traficOrder', 'traficCode', 'toWarehouseTime', 'createBy', 'createTime', 'remark'] as const;
const lineFields = ['lineNo', 'itemNo', 'originalCategory', 'originalQty', 'unitPrice', 'totalAmount', 'currency', 'gifiCode', 'customsNameZh', 'customsNameEn', 'inspectionFlag', 'proportionFlag', 'cartons', 'cbm', 'grossWeight'];

/** One pre-order: its check, the order it became, its header, lines and check timeline. */
export function PreorderDrawer({ preorderId, version, onClose }: Props) {
  const { t } = useTranslation(['preorder', 'order']);
  const navigate = useNavigate();
  const [row, setRow] = useState<PreorderRow>();
  const { biz_preorder_check_status: statuses = [], biz_bonded_status: bonded = [] } = useDict('biz_preorder_check_status', 'biz_bonded_status');

  useEffect(() => {
    setRow(undefined);
    if (preorderId) preorderApi.get(preorderId).then(setRow, () => undefined);
  }, [preorderId, version]);

  return (
    <Drawer open={!!preorderId} onClose={onClose} size={960} title={t('preorder:detailTitle', { orderNo: row?.orderNo ?? '' })} destroyOnHidden>
      {!row ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('preorder:checkStatus')}>
              <DictTag options={statuses} value={row.checkStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('preorder:checkRemark')} span={row.orderId ? 1 : 2}>
              {row.checkRemark}
            </Descriptions.Item>
            {row.orderId && (
              <Descriptions.Item label={t('preorder:order')}>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(`/biz/order?orderNo=${encodeURIComponent(row.orderNo)}`)}>
                  {t('preorder:openOrder', { orderNo: row.orderNo })}
                </Button>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('order:bondedStatus')}>
              <DictTag options={bonded} value={row.bondedStatus} />
            </Descriptions.Item>
            {headerFields.map((f) => (
              <Descriptions.Item key={f} label={t(`order:${f}`)}>
                {String(row[f] ?? '')}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Divider titlePlacement="start">{t('order:lines')}</Divider>
          <Table
            size="small"
            rowKey="lineNo"
            pagination={false}
            scroll={{ x: 1500 }}
            dataSource={row.lines ?? []}
            columns={lineFields.map((f) => ({ title: t(`order:line.${f}`), dataIndex: f, key: f }))}
          />
          <Divider titlePlacement="start">{t('preorder:history')}</Divider>
          <StatusHistory url={`/biz/preorder/${row.preorderId}/history`} fieldLabel={() => t('preorder:checkStatus')} version={row.version} />
        </>
      )}
    </Drawer>
  );
}
