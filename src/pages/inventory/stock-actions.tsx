import { Form, Input, Modal, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerRow } from '../../../contract/container';
import type { Overload, StockRow } from '../../../contract/inventory';
import { openContainers, preassign, putaway, release } from './api';
import type { StockAction } from './inventory-definition';
import { appFeedback } from '../../lib/feedback';

export interface Acting {
  action: StockAction;
  rows: StockRow[];
  reload: () => void;
}

const sum = (rows: StockRow[], key: 'cube' | 'weight') => Math.round(rows.reduce((s, r) => s + r[key], 0) * 1000) / 1000;

/** "In the box: 12.4 of 33.2 m³, 800 of 28200 kg" */
export const capacityText = (t: TFunction, o: Overload) => t('inventory:capacity', { ...o });

/** The dialog of a toolbar action on the selected pallets: a location, a container, or a confirmation. */
export function StockActionDialog({ acting, onClose }: { acting?: Acting; onClose: () => void }) {
  const { t } = useTranslation(['inventory']);
  const { modal, message } = appFeedback;
  const [form] = Form.useForm<{ location?: string; containerId?: number }>();
  const [containers, setContainers] = useState<ContainerRow[]>([]);
  const [busy, setBusy] = useState(false);
  const rows = acting?.rows ?? [];
  const warehouses = [...new Set(rows.map((r) => r.warehouseId))];

  useEffect(() => {
    form.resetFields();
    if (acting?.action === 'preassign') void openContainers(warehouses.length === 1 ? warehouses[0] : undefined).then(setContainers, () => setContainers([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for each new action
  }, [acting]);

  const finish = (moved: number) => {
    void message.success(t('inventory:moved', { count: moved }));
    acting?.reload();
    onClose();
  };

  const submit = async () => {
    if (!acting) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      const ids = rows.map((r) => r.palletId);
      if (acting.action === 'putaway') finish((await putaway(ids, values.location!)).data.moved);
      else if (acting.action === 'release') finish(((await release(ids)) as { data: { moved: number } }).data.moved);
      else {
        const answer = await preassign(ids, values.containerId!);
        if (!answer.overload) finish(answer.moved);
        else
          modal.confirm({
            title: t('inventory:overloadTitle'),
            content: capacityText(t, answer.overload),
            okText: t('inventory:overloadGoOn'),
            onOk: async () => finish((await preassign(ids, values.containerId!, true)).moved),
          });
      }
    } catch {
      // request() has shown why; the list shows what is true now
      acting.reload();
    } finally {
      setBusy(false);
    }
  };

  const chosenId = Form.useWatch('containerId', form);
  const chosen = containers.find((c) => c.containerId === chosenId);
  return (
    <Modal open={!!acting} title={acting ? t(`inventory:${acting.action}Title`, { count: rows.length }) : ''} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
      <p>{t('inventory:selection', { count: rows.length, boxes: rows.reduce((s, r) => s + r.boxes, 0), weight: sum(rows, 'weight'), cube: sum(rows, 'cube') })}</p>
      <Form form={form} layout="vertical" name="stock-action">
        {acting?.action === 'putaway' && (
          <Form.Item name="location" label={t('inventory:location')} rules={[{ required: true, message: t('inventory:locationRequired') }, { pattern: /^[\w\-./ ]{1,30}$/, message: t('inventory:locationFormat') }]}>
            <Input placeholder="A-01-02" autoFocus />
          </Form.Item>
        )}
        {acting?.action === 'preassign' && (
          <Form.Item name="containerId" label={t('inventory:container')} rules={[{ required: true, message: t('inventory:containerRequired') }]} extra={warehouses.length > 1 ? t('inventory:oneWarehouse') : undefined}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={containers.map((c) => ({ value: c.containerId, label: `${c.containerNo || c.cabinetNo || `#${c.containerId}`} · ${c.boxType || '-'} · ${c.warehouseName ?? ''}` }))}
            />
          </Form.Item>
        )}
        {chosen && chosen.maxCube !== null && (
          <p data-testid="capacity">
            {capacityText(t, { cube: Math.round((chosen.cube + sum(rows, 'cube')) * 1000) / 1000, maxCube: chosen.maxCube ?? 0, weight: Math.round(chosen.weight + sum(rows, 'weight')), maxWeight: chosen.maxWeight ?? 0 })}
          </p>
        )}
        {acting?.action === 'release' && <p>{t('inventory:releaseConfirm')}</p>}
      </Form>
    </Modal>
  );
}
