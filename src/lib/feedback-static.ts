import { Button, message, Modal, notification } from 'antd';
import { createElement } from 'react';
import type { Feedback } from './feedback';

export const staticFeedback: Feedback = {
  message,
  notification,
  modal: Modal,
  actionButton: (label, onClick) => createElement(Button, { size: 'small', onClick }, label),
};
