import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { useState, type ReactNode } from 'react';
import { deferred } from './deferred';
import { forwarding } from './feedback';

export interface LocalFeedback {
  modal: ModalHookAPI;
  message: MessageInstance;
}

// antd's dialog and message code is fetched once the page has shown, not with its first rows
const Holders = deferred(() => import('./local-feedback-holders').then((m) => m.LocalFeedbackHolders));

function bridge() {
  let bound: LocalFeedback | null = null;
  const waiting: ((real: LocalFeedback) => void)[] = [];
  const show = (call: (real: LocalFeedback) => void) => (bound ? call(bound) : waiting.push(call));
  const bind = (real: LocalFeedback | null) => {
    bound = real;
    if (real) for (const call of waiting.splice(0)) call(real);
  };
  return { api: { modal: forwarding('modal', show), message: forwarding('message', show) }, bind };
}

/**
 * antd's Modal.useModal() and message.useMessage() in one, drawn where the page draws the holder
 * (so that they open in the page's own box and hide with it, app/layout/kept-pages.tsx). A call
 * made before the holder's chunk has come is shown once it has.
 */
export function useLocalFeedback(): [LocalFeedback, ReactNode] {
  const [{ api, bind }] = useState(bridge);
  return [api, <Holders key="local-feedback" bind={bind} />];
}
