import { Button, Descriptions, Drawer, Image, Popconfirm, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerRow } from '../../../contract/container';
import { OPEN_STATUSES } from '../../../contract/container-states';
import type { StockRow } from '../../../contract/inventory';
import { DictTag } from '../../components/crud/dict-tag';
import { StatusHistory } from '../../components/workflow/status-history';
import { useDict } from '../../lib/dict';
import { hasPermi } from '../../lib/permission';
import { photoUrl, splitPhotos } from '../../lib/photos';
import { palletsOf, readContainer, unassociate } from '../../features/container/api';

const FIELDS = ['cabinetNo', 'containerNo', 'warehouseName', 'week', 'vesselVoyage', 'billOfLading', 'boxType', 'carrier', 'destination', 'cargoSpace', 'loadDate', 'loadTime', 'sealNo', 'packer', 'driverName', 'plateNo', 'truckWeight', 'grossWeight', 'leftTime', 'remark'] as const;

interface Props {
  row?: ContainerRow;
  permissions: readonly string[];
  onClose: () => void;
  onChanged: () => void;
}

/** A container: its fields, its goods (unassociated here until packed) and its history. */
export function ContainerDetail({ row: given, permissions, onClose, onChanged }: Props) {
  const { t } = useTranslation(['container', 'inventory']);
  const dicts = useDict('biz_container_status', 'biz_stock_status');
  const [row, setRow] = useState(given);
  const [pallets, setPallets] = useState<StockRow[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const id = given?.containerId;
  const reload = useCallback(() => {
    if (!id) return;
    void readContainer(id).then(setRow, () => undefined);
    void palletsOf(id).then(setPallets, () => setPallets([]));
    setSelected([]);
  }, [id]);
  useEffect(() => {
    setRow(given);
    reload();
  }, [given, reload]);

  const canTakeOut = !!row && row.locked === '0' && OPEN_STATUSES.includes(row.status) && hasPermi(permissions, ['biz:container:edit', 'biz:container:load']);
  const takeOut = async () => {
    if (!id) return;
    try {
      await unassociate(id, selected);
    } finally {
      reload();
      onChanged();
    }
  };

  return (
    <Drawer open={!!given} onClose={onClose} size="large" title={row ? t('container:detailTitle', { no: row.containerNo || row.cabinetNo }) : ''}>
      {row && (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('container:status')}>
              <DictTag options={dicts.biz_container_status ?? []} value={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('container:goods')}>
              {t('container:goodsDetail', { loaded: row.loaded, pallets: row.pallets, boxes: row.boxes, weight: row.weight, cube: row.cube })}
            </Descriptions.Item>
            {row.maxCube !== null && (
              <Descriptions.Item label={t('container:capacityLabel')} span={2}>
                {t('inventory:capacity', { cube: row.cube, maxCube: row.maxCube, weight: row.weight, maxWeight: row.maxWeight })}
              </Descriptions.Item>
            )}
            {FIELDS.map((f) => (
              <Descriptions.Item key={f} label={t(`container:${f === 'warehouseName' ? 'warehouse' : f}`)}>
                {String(row[f] ?? '')}
              </Descriptions.Item>
            ))}
            {row.weightDiff !== null && (
              <Descriptions.Item label={t('container:weightDiff')} span={2}>
                {t(row.weightFlag ? 'container:weightFlagged' : 'container:weightOk', { diff: row.weightDiff })}
              </Descriptions.Item>
            )}
            {row.sealPhoto && (
              <Descriptions.Item label={t('container:sealPhoto')} span={2}>
                <Image.PreviewGroup>
                  {splitPhotos(row.sealPhoto).map(photoUrl).map((src) => (
                    <Image key={src} src={src} width={96} />
                  ))}
                </Image.PreviewGroup>
              </Descriptions.Item>
            )}
          </Descriptions>
          <h4 style={{ marginTop: 24, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            {t('container:pallets')}
            {canTakeOut && (
              <Popconfirm title={t('container:unassociateConfirm', { count: selected.length })} onConfirm={() => void takeOut()} disabled={!selected.length}>
                <Button disabled={!selected.length}>{t('container:unassociate')}</Button>
              </Popconfirm>
            )}
          </h4>
          <Table<StockRow>
            rowKey="palletId"
            size="small"
            pagination={false}
            dataSource={pallets}
            rowSelection={canTakeOut ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
            columns={[
              { title: t('inventory:palletCode'), dataIndex: 'palletCode' },
              { title: t('inventory:orderNo'), dataIndex: 'orderNo' },
              { title: t('inventory:boxes'), dataIndex: 'boxes', width: 70 },
              { title: t('inventory:weight'), dataIndex: 'weight', width: 90 },
              { title: t('inventory:cube'), dataIndex: 'cube', width: 80 },
              { title: t('inventory:status'), dataIndex: 'status', render: (v: string) => <DictTag options={dicts.biz_stock_status ?? []} value={v} /> },
              { title: t('container:loadedTime'), dataIndex: 'loadedTime' },
            ]}
          />
          <h4 style={{ marginTop: 24 }}>{t('container:history')}</h4>
          <StatusHistory url={`/biz/container/${row.containerId}/history`} version={row.version} fieldLabel={(f) => t(`container:${f === 'locked' ? 'locked' : 'status'}`)} />
        </>
      )}
    </Drawer>
  );
}
