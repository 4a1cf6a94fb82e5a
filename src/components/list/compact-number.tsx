import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMeasure, formatNumber } from '@/utils/number';

/**
 * A count in the §9 units (1.5k, 2.3M, … up to E) with the exact number on hover; under 1000 as it
 * is; anything that is not a finite number as given (a placeholder such as —).
 */
export function CompactNumber({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  const compact = typeof value === 'number' ? formatNumber(value) : '';
  if (!compact) return <>{typeof value === 'string' ? value : ''}</>;
  const exact = formatMeasure(value, i18n.language, 0);
  if (compact === String(value)) return <span>{compact}</span>;
  return (
    <Tooltip title={exact}>
      <span aria-label={exact}>{compact}</span>
    </Tooltip>
  );
}
