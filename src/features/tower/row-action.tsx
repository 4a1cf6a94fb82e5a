import { LineChartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A row's link button with its own translation: the toolkit's table re-renders a row's cells only
 * when the row changes, so the label must follow a language switch by itself.
 */
export function ChartRowButton({ ns, label, onClick }: { ns: string; label: string; onClick: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <Button type="link" size="small" icon={<LineChartOutlined />} onClick={onClick}>
      {t(label)}
    </Button>
  );
}
