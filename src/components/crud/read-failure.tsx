import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequiredRead } from './use-required-read';

/** A failed read, shown where its content would be, with a Retry button (issue 35). */
export function ReadFailure({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('crud');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('read.failed')}
      // Server text as a text node (React escapes it), never as HTML.
      description={message || t('read.failedHelp')}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('read.retry')}
        </Button>
      }
    />
  );
}

/** The read's content once ready; a spinner while it is on its way; the failure with Retry. */
export function ReadGate<T>({
  read,
  children,
}: {
  read: RequiredRead<T>;
  children: (data: T | undefined) => ReactNode;
}) {
  if (read.status === 'loading') return <Spin />;
  if (read.status === 'failed') return <ReadFailure message={read.message} onRetry={read.retry} />;
  return <>{children(read.data)}</>;
}
