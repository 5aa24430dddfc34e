import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_FIELDS, type StaffPost } from '../../../contract/appointment-states';
import type { AppointmentForm } from './api';
import type { WorkStep } from './work-dialog';
import { DoorSelect, StaffSelect, useStaff } from './work-fields';

const POSTS = Object.keys(STAFF_FIELDS) as StaffPost[];
const ALL = POSTS.flatMap((post) => STAFF_FIELDS[post]);

function UnloadingFields({ row }: { row: AppointmentForm }) {
  const { t } = useTranslation(['appointment']);
  const options = { tally: useStaff('tally'), forklift: useStaff('forklift'), stevedore: useStaff('stevedore') };
  return (
    <>
      <Form.Item name="doorId" label={t('appointment:door')} rules={[{ required: true, message: t('appointment:doorRequired') }]}>
        <DoorSelect warehouseId={row.warehouseId} />
      </Form.Item>
      <Row gutter={12}>
        {POSTS.flatMap((post) =>
          STAFF_FIELDS[post].map((name) => (
            <Col key={name} xs={24} sm={12}>
              <Form.Item name={name} label={t(`appointment:${name}`)}>
                <StaffSelect options={options[post]} />
              </Form.Item>
            </Col>
          )),
        )}
      </Row>
    </>
  );
}

/** Unloading starts (in delivery → unloading): the door and the crew. */
export const unloadingStep: WorkStep = {
  Fields: UnloadingFields,
  width: 760,
  initial: (row) => ({ doorId: row.doorId ?? undefined, ...Object.fromEntries(ALL.map((n) => [n, (row[n as keyof AppointmentForm] as string) || undefined])) }),
  body: (v) => ({ work: { doorId: v.doorId as number, ...Object.fromEntries(ALL.map((n) => [n, (v[n] as string | undefined) ?? ''])) } }),
};
