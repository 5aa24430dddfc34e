import { Form, Input, Modal } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentMoveInput } from '../../../contract/appointment';
import { useReceiptConfirmation } from '../../features/receipt-differences/receipt-differences';
import { showFeedback } from '../../lib/feedback';
import { moveAppointment, type AppointmentForm } from './api';
import { arrivalStep } from './arrival-step';
import type { AppointmentMove, MoveKind } from './moves';
import { receiptStep } from './receipt-step';
import { tallyStep } from './tally-step';
import { unloadingStep } from './unloading-step';

type Values = Record<string, unknown>;

/** One warehouse step: its form fields, their first values and the move body they make. */
export interface WorkStep {
  Fields: ComponentType<{ row: AppointmentForm }>;
  initial: (row: AppointmentForm) => Values;
  body: (values: Values, row: AppointmentForm) => Omit<AppointmentMoveInput, 'to' | 'version' | 'remark'>;
  width?: number;
}

const STEPS: Record<Exclude<MoveKind, 'remark'>, WorkStep> = { arrive: arrivalStep, unload: unloadingStep, tally: tallyStep, receive: receiptStep };

interface Props {
  /** the booking read afresh (its orders, its version) */
  row?: AppointmentForm;
  move?: AppointmentMove;
  onClose: () => void;
  /** after the move, or after the server refused it: the list shows the truth either way */
  onMoved: () => void;
}

/** Arrival, unloading, tally and receipt done at the desk: the step's form, then the move. */
export function WorkDialog({ row, move, onClose, onMoved }: Props) {
  const { t } = useTranslation(['appointment', 'crud']);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const step = move && move.kind !== 'remark' ? STEPS[move.kind] : undefined;
  const { confirm, dialog } = useReceiptConfirmation();

  useEffect(() => {
    form.resetFields();
    if (row && step) form.setFieldsValue(step.initial(row));
  }, [row, step, form]);

  const ok = async () => {
    if (!row || !move || !step) return;
    if (!(await form.validateFields().catch(() => null))) return;
    // all values, also those without a field of their own (each receipt line's orderId)
    const values = form.getFieldsValue(true) as Values;
    setBusy(true);
    try {
      const body = step.body(values, row);
      // a receipt's differences are confirmed once, each with its reason, before it is sent (issue 46)
      if (body.receipt) {
        const receipt = await confirm(row.appointmentId, body.receipt);
        if (!receipt) return;
        body.receipt = receipt;
      }
      await moveAppointment(row, move.to, { remark: String(values.remark ?? '').trim(), ...body });
      showFeedback((f) => void f.message.success(t('appointment:moved')));
      onMoved();
    } catch {
      // request() has shown why (409: the slot or the booking changed meanwhile): look again
      onMoved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal
        open={!!row && !!step}
        title={row && move ? t('appointment:moveTitle', { action: t(move.label), no: row.reservationNo }) : ''}
        okText={t('crud:confirm')}
        cancelText={t('crud:cancel')}
        confirmLoading={busy}
        onOk={ok}
        onCancel={onClose}
        width={step?.width ?? 640}
        forceRender
      >
        <Form form={form} name={`appointment-work-${move?.kind ?? ''}`} labelCol={{ flex: '120px' }} labelWrap wrapperCol={{ flex: 1 }}>
          {row && step && <step.Fields row={row} />}
          <Form.Item name="remark" label={t('appointment:remark')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} placeholder={t('appointment:remarkOptional')} />
          </Form.Item>
        </Form>
      </Modal>
      {dialog}
    </>
  );
}
