import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DictType } from '@/api/modules/system/dict';
import { useAccess } from '@/lib/access/access';
import { SUPER_ROLE } from '@/lib/access/permission';

/**
 * The dictionary type as a link to its items (`{itemsPath}/{dictId}`) for the admin role (the items
 * route requires it); plain text for everyone else.
 */
export function DictItemsLink({ dict, itemsPath }: { dict: DictType; itemsPath: string }) {
  const { t } = useTranslation('dict');
  const isAdmin = useAccess().role(SUPER_ROLE);
  const type = typeof dict.dictType === 'string' ? dict.dictType : '';
  if (!isAdmin || typeof dict.dictId !== 'number') return <>{type}</>;
  return (
    <Link to={`${itemsPath}/${dict.dictId}`} title={t('openItems', { name: dict.dictName ?? '' })}>
      {type}
    </Link>
  );
}
