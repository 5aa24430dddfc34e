import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentMoveInput } from '../../../contract/appointment';
import { showFeedback } from '../../lib/feedback';
import { moveAppointment, type AppointmentRow, type AppointmentStatus } from './api';

/** What a step form gets: the booking as loaded (its version goes with the move) and what to do after. */
export interface StepProps {
  row: AppointmentRow;
  /** after the move, or after the server refused it: the page reloads the booking either way; error says why it was refused */
  onDone: (error?: string) => void;
}

/** Sends one move of a booking with the version the user saw. */
export function useMove({ row, onDone }: StepProps) {
  const { t } = useTranslation('mobile');
  const [busy, setBusy] = useState(false);
  const move = async (to: AppointmentStatus, extra: Omit<AppointmentMoveInput, 'to' | 'version'>) => {
    setBusy(true);
    let error: string | undefined;
    try {
      await moveAppointment(row, to, extra);
      showFeedback((f) => void f.message.success(t('moved')));
    } catch (e) {
      // 409: someone else moved it first; 400: a field named in the message
      error = e instanceof Error ? e.message : String(e);
    } finally {
      setBusy(false);
    }
    onDone(error);
  };
  return { move, busy };
}

/** 'yyyy-MM-dd HH:mm:ss' of a picked moment, as the API takes times. */
export const apiTime = (value: { format: (f: string) => string } | null | undefined) => (value ? value.format('YYYY-MM-DD HH:mm:ss') : undefined);
