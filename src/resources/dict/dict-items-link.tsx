import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DictType } from '@/api/modules/system/dict';
import { useAccess } from '@/lib/access/access';
import { SUPER_ROLE } from '@/lib/access/permission';

/** The dictionary type as a link to its items for the admin role (the items route requires it). */
export function DictItemsLink({ dict }: { dict: DictType }) {
  const { t } = useTranslation('dict');
  const isAdmin = useAccess().role(SUPER_ROLE);
  const type = typeof dict.dictType === 'string' ? dict.dictType : '';
  if (!isAdmin || typeof dict.dictId !== 'number') return <>{type}</>;
  return (
    <Link to={`/system/dictitem/index/${dict.dictId}`} title={t('openItems', { name: dict.dictName ?? '' })}>
      {type}
    </Link>
  );
}
