import { Form, Modal, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerRow } from '../../../contract/container';
import { CrudPage } from '../../components/crud/crud-page';
import { useMoves } from '../../components/workflow/use-moves';
import { useUserStore } from '../../stores/user';
import { useWarehouses } from '../../features/slots/warehouses';
import { lockContainer, moveContainer, openTemporary, readContainer } from '../../features/container/api';
import { containerDefinition } from './container-definition';
import type { NextMove } from '../../features/container/moves';
import { deferred } from '../../lib/deferred';
import { appFeedback } from '../../lib/feedback';

const ContainerDetail = deferred(() => import('./container-detail').then((m) => m.ContainerDetail));

export { containerDefinition };

/** Which warehouse a temporary box opens in. */
function TemporaryDialog({ reload, onClose }: { reload?: () => void; onClose: () => void }) {
  const { t } = useTranslation(['container']);
  const warehouses = useWarehouses();
  const [form] = Form.useForm<{ warehouseId: number }>();
  const submit = async () => {
    const { warehouseId } = await form.validateFields();
    await openTemporary(warehouseId);
    reload?.();
    onClose();
  };
  return (
    <Modal open={!!reload} title={t('container:temporary')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} destroyOnHidden>
      <p>{t('container:temporaryHint')}</p>
      <Form form={form} layout="vertical" name="container-temporary">
        <Form.Item name="warehouseId" label={t('container:warehouse')} rules={[{ required: true, message: t('container:warehouseRequired') }]}>
          <Select options={warehouses.map((w) => ({ value: w.warehouseId, label: w.warehouseName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ContainerPage() {
  const { t } = useTranslation(['container']);
  const { modal } = appFeedback;
  const permissions = useUserStore((s) => s.permissions);
  const reloadList = useRef<() => void>(() => undefined);
  const [detail, setDetail] = useState<ContainerRow>();
  const [temporary, setTemporary] = useState<() => void>();
  const { start, dialog } = useMoves<ContainerRow, NextMove>({
    name: 'container-status',
    ns: 'container',
    title: (row, action) => t('container:moveTitle', { action, no: row.containerNo || row.cabinetNo }),
    submit: (row, move, remark) => moveContainer(row, move.to, remark),
  });
  const definition = useMemo(
    () =>
      containerDefinition({
        t,
        permissions,
        onMove: start,
        onLock: (row, reload) =>
          modal.confirm({
            title: t(row.locked === '1' ? 'container:unlockConfirm' : 'container:lockConfirm', { no: row.containerNo || row.cabinetNo }),
            onOk: () => lockContainer(row, row.locked === '1' ? '0' : '1').finally(reload),
          }),
        onDetail: (row, reload) => {
          reloadList.current = reload;
          void readContainer(row.containerId).then(setDetail, () => undefined);
        },
        onTemporary: (reload) => setTemporary(() => reload),
      }),
    [t, permissions, start, modal],
  );
  return (
    <>
      <CrudPage definition={definition} />
      {dialog}
      <TemporaryDialog reload={temporary} onClose={() => setTemporary(undefined)} />
      <ContainerDetail row={detail} permissions={permissions} onClose={() => setDetail(undefined)} onChanged={() => reloadList.current()} />
    </>
  );
}
