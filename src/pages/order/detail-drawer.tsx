import { Descriptions, Divider, Drawer, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '../../../contract/order';
import { DictTag } from '../../components/crud/dict-tag';
import { StatusHistory } from '../../components/workflow/status-history';
import { useDict } from '../../lib/dict';
import { useOrderCartons } from '../../features/order-cartons/order-cartons';
import { orderApi } from './api';

interface Props {
  orderId?: number;
  onClose: () => void;
}

const headerFields = ['orderNo', 'buyer', 'ope', 'da', 'vendorDeptName', 'nbOfCartons', 'totalCbm', 'keepRecordCbm', 'grossWeightSum', 'documentary', 'orderTaker', 'district', 'bookingCategory', 'docSper', 'traficOrder', 'traficCode', 'specialCustoms', 'specialUnit', 'specialQtyRate', 'toWarehouseTime', 'createBy', 'createTime', 'overReason', 'remark'] as const;
const dictFields = { customsStatus: 'biz_order_customs_status', transportStatus: 'biz_order_transport_status', overState: 'biz_order_over_state', bondedStatus: 'biz_bonded_status', isSuit: 'sys_yes_no', isSpecial: 'sys_yes_no' } as const;
const lineFields = ['lineNo', 'itemNo', 'originalCategory', 'originalQty', 'unitPrice', 'totalAmount', 'currency', 'gifiCode', 'customsNameZh', 'customsNameEn', 'inspectionFlag', 'proportionFlag', 'cartons', 'cbm', 'grossWeight'];

/** One order: its header with its cartons booked, received and left (issue 46), its goods lines and the timeline of its status changes. */
export function DetailDrawer({ orderId, onClose }: Props) {
  const { t } = useTranslation(['order']);
  const [order, setOrder] = useState<OrderRow>();
  const dicts = useDict(...Object.values(dictFields));
  const cartons = useOrderCartons();

  useEffect(() => {
    setOrder(undefined);
    if (orderId) orderApi.get(orderId).then(setOrder, () => undefined);
  }, [orderId]);

  return (
    <Drawer open={!!orderId} onClose={onClose} size={960} title={t('order:detailTitle', { orderNo: order?.orderNo ?? '' })} destroyOnHidden>
      {!order ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            {Object.entries(dictFields).map(([f, dict]) => (
              <Descriptions.Item key={f} label={t(`order:${f}`)}>
                <DictTag options={dicts[dict]} value={order[f as keyof OrderRow]} />
              </Descriptions.Item>
            ))}
            {(['booked', 'received', 'remaining'] as const).map((f) => (
              <Descriptions.Item key={f} label={t(`order:${f}`)}>
                {order[f]}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('order:bookable')}>{cartons.blocked(order) ?? t('order:bookableYes')}</Descriptions.Item>
            {headerFields.map((f) => (
              <Descriptions.Item key={f} label={t(`order:${f}`)}>
                {String(order[f] ?? '')}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Divider titlePlacement="start">{t('order:lines')}</Divider>
          <Table
            size="small"
            rowKey="lineId"
            pagination={false}
            scroll={{ x: 1500 }}
            dataSource={order.lines ?? []}
            columns={lineFields.map((f) => ({ title: t(`order:line.${f}`), dataIndex: f, key: f }))}
          />
          <Divider titlePlacement="start">{t('order:history')}</Divider>
          <StatusHistory url={`/biz/order/${order.orderId}/history`} fieldLabel={(f) => t(`order:${f}`)} version={order.version} />
        </>
      )}
    </Drawer>
  );
}
