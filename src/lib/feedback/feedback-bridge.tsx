import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedback } from './feedback';

/** Mount once inside antd's <App>; see feedback.ts. */
export function FeedbackBridge() {
  const { message, modal, notification } = App.useApp();
  useLayoutEffect(() => {
    setFeedback({ message, modal, notification });
  }, [message, modal, notification]);
  return null;
}
