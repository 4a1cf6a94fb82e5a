import type { Key } from 'react';
import type { ArgsProps, JointContent, MessageInstance, MessageType, NoticeType } from 'antd/es/message/interface';

/** At most this many toasts stand on screen; a newer one pushes out the oldest. */
export const MAX_TOASTS = 3;

interface Standing {
  key: string;
  /** The toast's text as first shown, without the count. */
  text: string;
  count: number;
  duration?: number;
  /** Forgets the toast when antd closes it; every update of the toast carries it along. */
  onClose: () => void;
}

function toArgs(content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction): ArgsProps {
  if (typeof content === 'object' && content !== null && 'content' in content) return { ...content };
  const args: ArgsProps = { content };
  if (typeof duration === 'function') args.onClose = duration;
  else {
    if (duration !== undefined) args.duration = duration;
    if (onClose) args.onClose = onClose;
  }
  return args;
}

/** `服务器错误` the first time, `服务器错误 ×5` the fifth time it stands on screen. */
export function withCount(text: string, count: number): string {
  return count > 1 ? `${text} ×${count}` : text;
}

/**
 * Wraps antd's message API so a burst of failures stays readable: a toast whose type and text are
 * already on screen is not shown again but counts up (`服务器错误 ×5`), and no more than
 * `maxCount` toasts stand at once (the oldest gives way, as antd's own `maxCount` does). What it
 * remembers is bounded by `maxCount` too, so an endless stream of errors holds no growing queue.
 */
export function collapseToasts(base: MessageInstance, maxCount = MAX_TOASTS): MessageInstance {
  /** The toasts on screen, oldest first (the order antd drops them in). */
  const standing = new Map<string, Standing>();
  let serial = 0;

  const forget = (identity: string, key: string) => {
    if (standing.get(identity)?.key === key) standing.delete(identity);
  };

  const open = (type: NoticeType, args: ArgsProps): MessageType => {
    // A caller that names its own key updates that toast itself (e.g. a progress figure).
    if (args.key !== undefined) return base.open({ ...args, type });
    const text = typeof args.content === 'string' ? args.content : undefined;
    serial += 1;
    const identity = text === undefined ? `#${serial}` : `${type}:${text}`;
    const repeat = standing.get(identity);
    if (repeat && text !== undefined) {
      repeat.count += 1;
      // Same key: antd updates the toast in place instead of stacking another one.
      return base.open({
        ...args,
        type,
        key: repeat.key,
        content: withCount(repeat.text, repeat.count),
        duration: repeat.duration,
        onClose: repeat.onClose,
      });
    }
    const key = `toast-${serial}`;
    const callerOnClose = args.onClose;
    const onClose = () => {
      forget(identity, key);
      callerOnClose?.();
    };
    standing.set(identity, { key, text: text ?? '', count: 1, duration: args.duration, onClose });
    while (standing.size > maxCount) {
      const oldest = standing.entries().next().value;
      if (!oldest) break;
      standing.delete(oldest[0]);
      base.destroy(oldest[1].key);
    }
    return base.open({ ...args, type, key, onClose });
  };

  const typed =
    (type: NoticeType) =>
    (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction): MessageType =>
      open(type, toArgs(content, duration, onClose));

  return {
    open: (args: ArgsProps) => open(args.type ?? 'info', args),
    success: typed('success'),
    info: typed('info'),
    warning: typed('warning'),
    error: typed('error'),
    loading: typed('loading'),
    destroy: (key?: Key) => {
      if (key === undefined) standing.clear();
      else for (const [identity, entry] of standing) if (entry.key === key) standing.delete(identity);
      base.destroy(key);
    },
  };
}
