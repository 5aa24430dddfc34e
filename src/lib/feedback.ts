import { message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: { confirm: (config: ModalFuncProps) => unknown };
}

/**
 * Messages shown from outside React (the request layer, the route guard). The App component binds
 * the context-aware instances of antd's App.useApp(); until then antd's static methods stand in.
 */
const fallback: Feedback = { message: staticMessage, notification: staticNotification, modal: Modal };
let current: Feedback = fallback;

export function bindFeedback(api: Feedback | null): void {
  current = api ?? fallback;
}

export function feedback(): Feedback {
  return current;
}
