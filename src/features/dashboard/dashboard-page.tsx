import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';

/** Placeholder until the dashboard issue lands its cards and chart. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <Card>
      <Typography.Title level={4}>{t('route:dashboard')}</Typography.Title>
      <Typography.Text data-testid="welcome">{user?.nickName || user?.name}</Typography.Text>
    </Card>
  );
}
