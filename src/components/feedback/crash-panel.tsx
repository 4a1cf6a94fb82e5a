import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The panel a crashed page (or a page whose code failed to load) shows inside the console. */
export function CrashPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('errorPage.crashedTitle')}
      subTitle={t('errorPage.crashed')}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>,
        <Button key="home" onClick={() => navigate('/dashboard')}>
          {t('actions.backHome')}
        </Button>,
      ]}
    />
  );
}
