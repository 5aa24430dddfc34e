import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentMoveInput } from '../../../contract/appointment';
import { moveAppointment, type AppointmentRow, type AppointmentStatus } from './api';

/** What a step form gets: the booking as loaded (its version goes with the move) and what to do after. */
export interface StepProps {
  row: AppointmentRow;
  /** after the move, or after the server refused it: the page reloads the booking either way; error says why it was refused */
  onDone: (error?: string) => void;
}

/**
 * Sends one move of a booking with the version the user saw. Every move the phone makes is forward
 * and final (the desk alone steps back), so it asks once, naming what happens (mobile:confirm.<to>);
 * while the move is on its way the step's button is busy, and the next step's form comes only with
 * the answer.
 */
export function useMove({ row, onDone }: StepProps) {
  const { t } = useTranslation('mobile');
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  // one question at a time: a second tap while it is open asks nothing more
  const asking = useRef(false);
  const send = async (to: AppointmentStatus, extra: Omit<AppointmentMoveInput, 'to' | 'version'>) => {
    setBusy(true);
    let error: string | undefined;
    try {
      await moveAppointment(row, to, extra);
      void message.success(t('moved'));
    } catch (e) {
      // 409: someone else moved it first; 400: a field named in the message
      error = e instanceof Error ? e.message : String(e);
    } finally {
      setBusy(false);
    }
    onDone(error);
  };
  const move = (to: AppointmentStatus, extra: Omit<AppointmentMoveInput, 'to' | 'version'>) => {
    if (busy || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t(`confirm.${to}.title`, { plate: row.plateNo }),
      content: t(`confirm.${to}.content`, { plate: row.plateNo }),
      okText: t(`confirm.${to}.ok`),
      cancelText: t('common:actions.cancel'),
      onOk: () => send(to, extra),
      afterClose: () => (asking.current = false),
    });
  };
  return { move, busy };
}

/** 'yyyy-MM-dd HH:mm:ss' of a picked moment, as the API takes times. */
export const apiTime = (value: { format: (f: string) => string } | null | undefined) => (value ? value.format('YYYY-MM-DD HH:mm:ss') : undefined);
