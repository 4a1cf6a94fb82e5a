import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { IS_DEFAULT } from '@/lib/weighing/modular-default';

/** The modular's default of a kind, marked in its assigned list; other rows show nothing. */
export function DefaultFlag({ flag }: { flag: unknown }) {
  const { t } = useTranslation('modular');
  if (flag !== IS_DEFAULT) return null;
  return (
    <Tag color="success" icon={<CheckCircleFilled />}>
      {t('default.flag')}
    </Tag>
  );
}
