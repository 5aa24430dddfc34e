import { Descriptions, Divider, Drawer, Image, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../components/crud/dict-tag';
import { StatusHistory } from '../../components/workflow/status-history';
import { useDict } from '../../lib/dict';
import { photoUrl, splitPhotos } from '../../lib/photos';
import { appointmentApi, type AppointmentForm } from './api';
import { DiffTag } from './appointment-definition';
import { ArrivalTag } from '../../features/arrival-tag/arrival-tag';
import { DriverLink } from './driver-link';
import { OrderLines } from './order-lines';

interface Props {
  appointmentId?: number;
  /** changes after a move, to read the booking again */
  version?: unknown;
  onClose: () => void;
}

type Key = keyof AppointmentForm;
/** Fields labelled under another key: the list's column names them so. */
const LABEL_OF: Partial<Record<string, string>> = { warehouseName: 'warehouse', orderNos: 'orders', supplierName: 'bySupplier' };

const GROUPS: { title: string; fields: Key[] }[] = [
  { title: 'booking', fields: ['reservationNo', 'status', 'warehouseName', 'deliveryTime', 'orderNos', 'boxes', 'grossWeight', 'cube', 'remark', 'createBy', 'createTime', 'supplierName', 'packingList'] },
  { title: 'driverVehicle', fields: ['plateNo', 'vehicleType', 'deliveryType', 'carWeight', 'driverName', 'driverPhone'] },
  {
    title: 'unloading',
    fields: ['doorName', 'arrivalTime', 'unloadEndTime', 'tallyClerk1', 'tallyClerk2', 'forkliftDriver1', 'forkliftDriver2', 'stevedore1', 'stevedore2', 'stevedore3', 'stevedore4', 'actualPcb', 'actualSpcb', 'unloadMemo'],
  },
  { title: 'receipt', fields: ['receivedBoxes', 'receivedWeight', 'receivedCube', 'diffFlags', 'receivedDims'] },
];
const DICTS: Partial<Record<Key, 'biz_appointment_status' | 'biz_vehicle_type' | 'biz_delivery_type'>> = { status: 'biz_appointment_status', vehicleType: 'biz_vehicle_type', deliveryType: 'biz_delivery_type' };

/** One booking: its fields in groups, its orders expected vs received, photos, the driver's link, its history. */
export function DetailDrawer({ appointmentId, version, onClose }: Props) {
  const { t } = useTranslation(['appointment']);
  const dicts = useDict('biz_appointment_status', 'biz_vehicle_type', 'biz_delivery_type');
  const [row, setRow] = useState<AppointmentForm>();

  useEffect(() => {
    setRow(undefined);
    if (appointmentId) appointmentApi.get(appointmentId).then(setRow, () => undefined);
  }, [appointmentId, version]);

  const value = (r: AppointmentForm, f: Key): ReactNode => {
    const dict = DICTS[f];
    if (dict) return <DictTag options={dicts[dict] ?? []} value={r[f]} />;
    if (f === 'arrivalTime' && r.arrivalTime)
      return (
        <Space size={8} wrap>
          {r.arrivalTime}
          <ArrivalTag offset={r.arrivalOffsetMinutes} />
        </Space>
      );
    if (f === 'diffFlags') return r.diffFlags ? <DiffTag flags={r.diffFlags} t={t} /> : r.status === '8' ? t('appointment:noDiff') : '';
    const v = r[f];
    // the supplier's packing list, uploaded with its self-booking: what the desk reviews it by
    if (f === 'packingList' && typeof v === 'string' && v)
      return (
        <a href={photoUrl(v)} target="_blank" rel="noopener noreferrer">
          {t('appointment:openPackingList')}
        </a>
      );
    return v === null || v === undefined ? '' : String(v);
  };
  const photos = row ? splitPhotos(row.photos) : [];

  return (
    <Drawer open={!!appointmentId} onClose={onClose} size={Math.min(960, window.innerWidth)} title={t('appointment:detailTitle', { no: row?.reservationNo ?? '' })} destroyOnHidden>
      {!row ? (
        <Spin />
      ) : (
        <>
          {row.qrToken && (
            <>
              <Divider titlePlacement="start">{t('appointment:driverLink')}</Divider>
              <DriverLink token={row.qrToken} />
            </>
          )}
          {GROUPS.map((g) => (
            <div key={g.title}>
              <Divider titlePlacement="start">{t(`appointment:group.${g.title}`)}</Divider>
              <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
                {g.fields.map((f) => (
                  <Descriptions.Item key={f} label={t(`appointment:${LABEL_OF[f] ?? f}`)}>
                    {value(row, f)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </div>
          ))}
          <Divider titlePlacement="start">{t('appointment:orders')}</Divider>
          <OrderLines orders={row.orders ?? []} />
          {photos.length > 0 && (
            <>
              <Divider titlePlacement="start">{t('appointment:photos')}</Divider>
              <Image.PreviewGroup>
                <Space wrap>
                  {photos.map((p) => (
                    <Image key={p} src={photoUrl(p)} width={80} height={80} style={{ objectFit: 'cover' }} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            </>
          )}
          <Divider titlePlacement="start">{t('appointment:history')}</Divider>
          <StatusHistory url={`/biz/appointment/${row.appointmentId}/history`} fieldLabel={() => t('appointment:status')} version={row.version} />
        </>
      )}
    </Drawer>
  );
}
