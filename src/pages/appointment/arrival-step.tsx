import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppointmentForm } from './api';
import type { WorkStep } from './work-dialog';
import { DoorSelect, momentOf, stamp, TimeField } from './work-fields';

function ArrivalFields({ row }: { row: AppointmentForm }) {
  const { t } = useTranslation(['appointment']);
  return (
    <>
      <Form.Item name="doorId" label={t('appointment:door')}>
        <DoorSelect warehouseId={row.warehouseId} />
      </Form.Item>
      <Form.Item name="arrivalTime" label={t('appointment:arrivalTime')} rules={[{ required: true, message: t('appointment:timeRequired') }]}>
        <TimeField />
      </Form.Item>
    </>
  );
}

/** The truck is at the gate (passed → in delivery): its door and when it came. */
export const arrivalStep: WorkStep = {
  Fields: ArrivalFields,
  initial: (row) => ({ doorId: row.doorId ?? undefined, arrivalTime: momentOf(row.arrivalTime) }),
  body: (v) => ({ work: { doorId: (v.doorId as number | undefined) ?? '', arrivalTime: stamp(v.arrivalTime) } }),
};
