import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathNavigate } from '@/router/app-router';

export interface CrashPanelProps {
  /**
   * Tries again. It may take a while (a fresh import of the page's code): the button spins until it
   * settles. Resolving `false` means the server is still out of reach, which the panel says.
   */
  onRetry: () => void | Promise<boolean>;
}

/** The panel a crashed page (or a page whose code failed to load) shows inside the console. */
export function CrashPanel({ onRetry }: CrashPanelProps) {
  const { t } = useTranslation();
  const navigate = usePathNavigate();
  const [retrying, setRetrying] = useState(false);
  const [offline, setOffline] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      const recovered = await onRetry();
      setOffline(recovered === false);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Result
      status="error"
      title={t('errorPage.crashedTitle')}
      subTitle={offline ? t('errorPage.stillOffline') : t('errorPage.crashed')}
      extra={[
        <Button key="retry" type="primary" loading={retrying} onClick={() => void retry()}>
          {t('actions.retry')}
        </Button>,
        <Button key="home" onClick={() => navigate('/dashboard')}>
          {t('actions.backHome')}
        </Button>,
      ]}
    />
  );
}
