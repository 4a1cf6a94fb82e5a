import { useTranslation } from 'react-i18next';
import { formatDuration, secondsBetween } from '@/lib/tower/format';

/** How long a record lasted, as the reader says it (`35 min`, `2 h 5 min`). */
export function DurationCell({ start, end }: { start: unknown; end: unknown }) {
  const { t } = useTranslation('tower');
  const seconds = secondsBetween(start, end);
  return <span style={{ whiteSpace: 'nowrap' }}>{seconds === undefined ? '' : formatDuration(seconds, t)}</span>;
}
