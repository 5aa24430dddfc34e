import { message, Modal, notification } from 'antd';
import type { Feedback } from './feedback';

export const staticFeedback: Feedback = { message, notification, modal: Modal };
