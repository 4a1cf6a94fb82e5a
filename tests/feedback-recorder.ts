import type { ModalFuncProps } from 'antd';
import type { ArgsProps } from 'antd/es/message/interface';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification/interface';
import { setFeedback } from '@/lib/feedback/feedback';

/** What the API layer told the user, recorded instead of rendered (unit tests of src/api). */
export interface Toast {
  type: 'error' | 'success' | 'warning' | 'info' | 'loading';
  content: string;
  duration?: number;
}

export const toasts: Toast[] = [];
export const dialogs: ModalFuncProps[] = [];
/** Notifications shown (antd's notification API), in order. */
export const notifications: (Omit<NotificationArgs, 'type'> & { kind: string })[] = [];

const notify = (kind: string) => (args: NotificationArgs) => {
  notifications.push({ ...args, kind });
};

function toast(type: Toast['type']) {
  return (content: ArgsProps | string) => {
    const args = typeof content === 'string' ? { content } : content;
    toasts.push({ type, content: String(args.content), duration: args.duration });
    return Object.assign(Promise.resolve(true), () => undefined);
  };
}

const modal = (config: ModalFuncProps) => {
  dialogs.push(config);
  return { destroy: () => undefined, update: () => undefined };
};

export function installFeedbackRecorder(): void {
  toasts.length = 0;
  dialogs.length = 0;
  notifications.length = 0;
  setFeedback({
    message: {
      error: toast('error'),
      success: toast('success'),
      warning: toast('warning'),
      info: toast('info'),
      loading: toast('loading'),
      open: (args: ArgsProps) => toast(args.type ?? 'info')(args),
      destroy: () => undefined,
    } as never,
    modal: { confirm: modal, error: modal, info: modal, warning: modal },
    notification: {
      error: notify('error'),
      success: notify('success'),
      warning: notify('warning'),
      info: notify('info'),
      open: notify('open'),
      destroy: () => undefined,
    },
  });
}
