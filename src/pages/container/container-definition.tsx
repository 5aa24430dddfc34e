import { EyeOutlined, LockOutlined, PlusSquareOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ContainerRow } from '../../../contract/container';
import type { CrudDefinition, ToolbarContext } from '../../components/crud/types';
import { hasPermi } from '../../lib/permission';
import { loadWarehouses } from '../../features/slots/warehouses';
import { containerApi } from '../../features/container/api';
import { nextMoves, type NextMove } from '../../features/container/moves';

const bodySchema = () => import('../../../contract/container').then((m) => m.containerInput);

interface Actions {
  t: TFunction;
  permissions: readonly string[];
  onMove: (row: ContainerRow, move: NextMove, reload: () => void) => void;
  onLock: (row: ContainerRow, reload: () => void) => void;
  onDetail: (row: ContainerRow, reload: () => void) => void;
  onTemporary: (reload: () => void) => void;
}

function rowActions({ t, permissions, onMove, onLock, onDetail }: Actions) {
  return (row: ContainerRow, ctx: { reload: () => void }) => (
    <>
      {row.locked === '0' &&
        nextMoves(row.status, permissions).map((m) => (
          <Button key={m.to} type="link" size="small" onClick={() => onMove(row, m, ctx.reload)}>
            {t(m.label)}
          </Button>
        ))}
      {hasPermi(permissions, ['biz:container:lock']) && (
        <Button type="link" size="small" icon={row.locked === '1' ? <UnlockOutlined /> : <LockOutlined />} onClick={() => onLock(row, ctx.reload)}>
          {t(row.locked === '1' ? 'container:unlock' : 'container:lock')}
        </Button>
      )}
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onDetail(row, ctx.reload)}>
        {t('container:detail')}
      </Button>
    </>
  );
}

const warehouseOptions = async () => (await loadWarehouses()).map((w) => ({ value: w.warehouseId, label: w.warehouseName }));

/** Outbound containers (/biz/container): planning fields, status, lock, weighbridge; goods and history in the detail drawer. */
export function containerDefinition(actions: Actions): CrudDefinition<ContainerRow> {
  const { t, permissions, onTemporary } = actions;
  return {
    title: 'container:title',
    rowKey: 'containerId',
    permission: 'biz:container',
    api: containerApi,
    schema: bodySchema,
    exportName: 'container',
    formColumns: 2,
    formWidth: 820,
    formDefaults: () => ({ boxType: '40HQ' }),
    rowEditable: (row) => row.locked === '0' && row.status !== '4',
    rowRemovable: (row) => row.locked === '0' && row.pallets === 0 && row.status !== '4',
    fields: [
      { name: 'cabinetNo', label: 'container:cabinetNo', search: 'text', table: { sorter: true, width: 150 } },
      { name: 'containerNo', label: 'container:containerNo', search: 'text', table: { sorter: true, width: 130 }, form: { extra: t('container:containerNoHint') } },
      { name: 'warehouseId', label: 'container:warehouse', type: 'select', loadOptions: warehouseOptions, search: 'select', table: { render: (_v, r) => r.warehouseName } },
      { name: 'status', label: 'container:status', type: 'dict', dict: 'biz_container_status', search: 'select', form: false, table: { sorter: true, width: 100 } },
      {
        name: 'locked',
        label: 'container:locked',
        type: 'dict',
        dict: 'biz_container_lock',
        search: 'select',
        form: false,
        table: { width: 90, render: (v) => (v === '1' ? <Tag color="red" icon={<LockOutlined />}>{t('container:lockedTag')}</Tag> : null) },
      },
      { name: 'week', label: 'container:week', type: 'number', table: { sorter: true, width: 70 } },
      { name: 'vesselVoyage', label: 'container:vesselVoyage', search: 'text', table: { ellipsis: true } },
      { name: 'billOfLading', label: 'container:billOfLading', search: 'text', table: { ellipsis: true } },
      { name: 'boxType', label: 'container:boxType', type: 'dict', dict: 'biz_box_type', table: { width: 80 } },
      { name: 'carrier', label: 'container:carrier', search: 'text', table: { ellipsis: true } },
      { name: 'destination', label: 'container:destination', table: false },
      { name: 'cargoSpace', label: 'container:cargoSpace', table: false },
      { name: 'loadDate', label: 'container:loadDate', type: 'date', table: { sorter: true, width: 110 } },
      { name: 'loadTime', label: 'container:loadTime', table: { width: 70 }, form: { extra: 'container:loadTimeHint' } },
      { name: 'goods', label: 'container:goods', form: false, table: { width: 130, render: (_v, r) => t('container:goodsCell', { loaded: r.loaded, pallets: r.pallets, cube: r.cube }) } },
      { name: 'sealNo', label: 'container:sealNo', table: false },
      { name: 'packer', label: 'container:packer', table: false },
      { name: 'driverName', label: 'container:driverName', table: false },
      { name: 'plateNo', label: 'container:plateNo', search: 'text', table: { width: 100 } },
      { name: 'truckWeight', label: 'container:truckWeight', type: 'number', table: false },
      { name: 'grossWeight', label: 'container:grossWeight', type: 'number', table: false },
      {
        name: 'weightDiff',
        label: 'container:weightDiff',
        form: false,
        table: { width: 110, render: (_v, r) => (r.weightDiff === null ? '' : <Tag color={r.weightFlag ? 'red' : 'green'}>{`${r.weightDiff > 0 ? '+' : ''}${r.weightDiff} kg`}</Tag>) },
      },
      { name: 'remark', label: 'container:remark', type: 'textarea', table: false, form: { span: 24 } },
      { name: 'createTime', label: 'container:createTime', type: 'datetime', search: 'dateRange', form: false, table: false },
      // the days it left (params[beginLeftTime]/[endLeftTime]): the home board's "left today"
      { name: 'leftTime', label: 'container:leftTime', type: 'datetime', search: 'dateRange', form: false, table: false },
    ],
    toolbarExtra: (ctx: ToolbarContext<ContainerRow>) =>
      hasPermi(permissions, ['biz:container:add']) ? (
        <Button icon={<PlusSquareOutlined />} onClick={() => onTemporary(ctx.reload)}>
          {t('container:temporary')}
        </Button>
      ) : null,
    rowActions: rowActions(actions),
  };
}
