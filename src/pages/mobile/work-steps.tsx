import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FreshTapButton } from './fresh-tap';
import { BottomBar, PRIMARY_HEIGHT } from './mobile-shell';
import { apiTime, useMove, type StepProps } from './use-move';
import { DoorSelect, StaffSelect } from './work-selects';

const timePicker = <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" inputReadOnly size="large" style={{ width: '100%' }} />;

export function SubmitBar({ label, busy }: { label: string; busy: boolean }) {
  return (
    <BottomBar>
      <FreshTapButton type="primary" htmlType="submit" block loading={busy} style={{ height: PRIMARY_HEIGHT, fontSize: 18 }}>
        {label}
      </FreshTapButton>
    </BottomBar>
  );
}

/** Passed → in delivery: the truck is at the gate; its door, and when it came. */
export function ArriveStep(props: StepProps) {
  const { t } = useTranslation('mobile');
  const { move, busy } = useMove(props);
  const { row } = props;
  const submit = (v: { doorId?: number; arrivalTime: Dayjs }) => move('5', { work: { doorId: v.doorId, arrivalTime: apiTime(v.arrivalTime) } });
  return (
    <Form name="arrive" layout="vertical" size="large" initialValues={{ doorId: row.doorId ?? undefined, arrivalTime: dayjs() }} onFinish={submit}>
      <Form.Item name="doorId" label={t('field.door')}>
        <DoorSelect warehouseId={row.warehouseId} placeholder={t('step.doorLater')} />
      </Form.Item>
      <Form.Item name="arrivalTime" label={t('field.arrivalTime')} rules={[{ required: true, message: t('required') }]}>
        {timePicker}
      </Form.Item>
      <SubmitBar label={t('step.arrive')} busy={busy} />
    </Form>
  );
}

const names = (row: StepProps['row'], keys: readonly (keyof StepProps['row'])[]) => keys.map((k) => String(row[k] ?? '')).filter(Boolean);
const TALLY = ['tallyClerk1', 'tallyClerk2'] as const;
const FORKLIFT = ['forkliftDriver1', 'forkliftDriver2'] as const;
const STEVEDORE = ['stevedore1', 'stevedore2', 'stevedore3', 'stevedore4'] as const;
/** The chosen people into the numbered fields; an empty string clears a place. */
const spread = (keys: readonly string[], chosen: string[] = []) => Object.fromEntries(keys.map((k, i) => [k, chosen[i] ?? '']));

/** Arrived → unloading: at which door, and the crew (1–2 tally clerks, up to 2 forklift drivers, up to 4 stevedores). */
export function UnloadStep(props: StepProps) {
  const { t } = useTranslation('mobile');
  const { move, busy } = useMove(props);
  const { row } = props;
  const initial = { doorId: row.doorId ?? undefined, tally: names(row, TALLY), forklift: names(row, FORKLIFT), stevedore: names(row, STEVEDORE) };
  const submit = (v: { doorId: number; tally: string[]; forklift?: string[]; stevedore?: string[] }) =>
    move('6', { work: { doorId: v.doorId, ...spread(TALLY, v.tally), ...spread(FORKLIFT, v.forklift), ...spread(STEVEDORE, v.stevedore) } });
  return (
    <Form name="unload" layout="vertical" size="large" initialValues={initial} onFinish={submit}>
      <Form.Item name="doorId" label={t('field.door')} rules={[{ required: true, message: t('required') }]}>
        <DoorSelect warehouseId={row.warehouseId} />
      </Form.Item>
      <Form.Item name="tally" label={t('field.tallyClerks')} rules={[{ required: true, type: 'array', min: 1, message: t('step.oneTallyClerk') }]}>
        <StaffSelect post="tally" max={2} />
      </Form.Item>
      <Form.Item name="forklift" label={t('field.forkliftDrivers')}>
        <StaffSelect post="forklift" max={2} />
      </Form.Item>
      <Form.Item name="stevedore" label={t('field.stevedores')}>
        <StaffSelect post="stevedore" max={4} />
      </Form.Item>
      <SubmitBar label={t('step.unload')} busy={busy} />
    </Form>
  );
}

/** Unloading → tallied: when unloading ended, the counted PCB and SPCB, and a memo. */
export function TallyStep(props: StepProps) {
  const { t } = useTranslation('mobile');
  const { move, busy } = useMove(props);
  const { row } = props;
  const submit = (v: { unloadEndTime: Dayjs; actualPcb: number; actualSpcb: number; unloadMemo?: string }) =>
    move('7', { work: { unloadEndTime: apiTime(v.unloadEndTime), actualPcb: v.actualPcb, actualSpcb: v.actualSpcb, unloadMemo: v.unloadMemo?.trim() ?? '' } });
  const count = <InputNumber min={0} max={10_000_000} precision={0} inputMode="numeric" size="large" style={{ width: '100%' }} />;
  return (
    <Form
      name="tally"
      layout="vertical"
      size="large"
      initialValues={{ unloadEndTime: dayjs(), actualPcb: row.actualPcb ?? undefined, actualSpcb: row.actualSpcb ?? undefined, unloadMemo: row.unloadMemo }}
      onFinish={submit}
    >
      <Form.Item name="unloadEndTime" label={t('field.unloadEndTime')} rules={[{ required: true, message: t('required') }]}>
        {timePicker}
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item name="actualPcb" label={t('field.actualPcb')} rules={[{ required: true, message: t('required') }]} style={{ flex: 1 }}>
          {count}
        </Form.Item>
        <Form.Item name="actualSpcb" label={t('field.actualSpcb')} rules={[{ required: true, message: t('required') }]} style={{ flex: 1 }}>
          {count}
        </Form.Item>
      </div>
      <Form.Item name="unloadMemo" label={t('field.unloadMemo')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <SubmitBar label={t('step.tally')} busy={busy} />
    </Form>
  );
}
