import { message as staticMessage, Modal, notification as staticNotification, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts and dialogs for code outside React (the API client, the auth gate, the guard): antd's
 * static functions, themed through ConfigProvider.config in src/app/providers.tsx. Tests swap in
 * a recorder with setFeedback.
 */
interface Feedback {
  message: MessageInstance;
  modal: Record<'confirm' | 'error' | 'info' | 'warning', (config: ModalFuncProps) => unknown>;
  notification: NotificationInstance;
}

let current: Feedback = {
  message: staticMessage,
  modal: { confirm: Modal.confirm, error: Modal.error, info: Modal.info, warning: Modal.warning },
  notification: staticNotification,
};

export function setFeedback(next: Feedback): void {
  current = next;
}

export function feedback(): Feedback {
  return current;
}
