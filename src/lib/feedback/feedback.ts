import { message as staticMessage, Modal, notification as staticNotification, type ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { collapseToasts, MAX_TOASTS } from './toast-queue';

/**
 * Toasts and dialogs for code outside React (the API client, the auth gate, the guard): antd's
 * static functions, themed through ConfigProvider.config in src/app/providers.tsx. Toasts go
 * through collapseToasts: a burst of the same failure is one toast with a count, and no more than
 * three stand at once. Tests swap in a recorder with setFeedback.
 */
interface Feedback {
  message: MessageInstance;
  modal: Record<'confirm' | 'error' | 'info' | 'warning', (config: ModalFuncProps) => unknown>;
  notification: NotificationInstance;
}

/**
 * Where notifications open (a new critical alarm stays until closed): below the header bar (50 px)
 * and the tags bar (34 px). At antd's own 24 px it covered the header's tools, the avatar menu among them.
 */
export const NOTIFICATION_TOP = 92;

function staticFeedback(): Feedback {
  staticMessage.config({ maxCount: MAX_TOASTS });
  staticNotification.config({ top: NOTIFICATION_TOP });
  return {
    message: collapseToasts(staticMessage),
    modal: { confirm: Modal.confirm, error: Modal.error, info: Modal.info, warning: Modal.warning },
    notification: staticNotification,
  };
}

let current: Feedback = staticFeedback();

export function setFeedback(next: Feedback): void {
  current = next;
}

/** Back to antd's static toasts and dialogs, with nothing on screen remembered (tests). */
export function resetFeedback(): void {
  current = staticFeedback();
}

export function feedback(): Feedback {
  return current;
}
