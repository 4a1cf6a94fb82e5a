/** Numbers as the reader's language writes them: grouped thousands, a few decimals, never "NaN". */
import { formatMeasure } from '@/utils/number';

export function formatNumber(value: number | undefined, language: string, digits = 3): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  // −0 reads oddly in a table.
  return formatMeasure(value === 0 ? 0 : value, language, digits);
}

/** Decimals a figure of this unit is shown with. */
export const digitsOf = (unit: string) => (unit === '' ? 4 : unit === 'Ω' ? 1 : 3);

export function formatFigure(value: unknown, unit: string, language: string): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return '—';
  const number = formatNumber(value, language, digitsOf(unit));
  return unit ? `${number} ${unit}` : number;
}
