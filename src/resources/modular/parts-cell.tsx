import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOf } from '@/components/crud/record';

/** One kind of a modular's parts in its list: how many are assigned, and the default's model. */
export function ModularPartsCell({ count, model }: { count: unknown; model: unknown }) {
  const { t } = useTranslation('modular');
  const assigned = typeof count === 'number' && Number.isFinite(count) ? count : 0;
  const defaultModel = textOf(model);
  if (assigned === 0) return <Typography.Text type="secondary">{t('parts.none')}</Typography.Text>;
  return (
    <Space size={4} title={t('parts.count', { count: assigned, model: defaultModel })}>
      <span>{assigned}</span>
      {defaultModel !== '' && <Tag color="success">{defaultModel}</Tag>}
    </Space>
  );
}
