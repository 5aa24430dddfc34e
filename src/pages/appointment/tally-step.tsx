import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkStep } from './work-dialog';
import { momentOf, stamp, TimeField } from './work-fields';

function TallyFields() {
  const { t } = useTranslation(['appointment']);
  return (
    <>
      <Form.Item name="unloadEndTime" label={t('appointment:unloadEndTime')} rules={[{ required: true, message: t('appointment:timeRequired') }]}>
        <TimeField />
      </Form.Item>
      <Form.Item name="actualPcb" label={t('appointment:actualPcb')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="actualSpcb" label={t('appointment:actualSpcb')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="unloadMemo" label={t('appointment:unloadMemo')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}

/** Unloaded and counted (unloading → tallied): when it ended, pallets counted, a memo. */
export const tallyStep: WorkStep = {
  Fields: TallyFields,
  initial: (row) => ({ unloadEndTime: momentOf(row.unloadEndTime), actualPcb: row.actualPcb ?? undefined, actualSpcb: row.actualSpcb ?? undefined, unloadMemo: row.unloadMemo }),
  body: (v) => ({
    work: {
      unloadEndTime: stamp(v.unloadEndTime),
      actualPcb: (v.actualPcb as number | null | undefined) ?? '',
      actualSpcb: (v.actualSpcb as number | null | undefined) ?? '',
      unloadMemo: String(v.unloadMemo ?? ''),
    },
  }),
};
