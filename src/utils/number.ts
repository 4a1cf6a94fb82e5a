/** §9 units from k up to E (vue-element-admin's numberFormatter). */
const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

const trimZeros = (fixed: string) => fixed.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');

/**
 * 1000 → '1k', 1_500_000 → '1.5M', … up to E, with at most `digits` decimals (trailing zeros
 * dropped); numbers under 1000 are returned as they are; '' for anything that is not a finite number.
 */
export function formatNumber(num: number | string | null | undefined, digits = 2): string {
  const value = typeof num === 'string' && num.trim() !== '' ? Number(num) : num;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const places = Math.min(20, Math.max(0, Math.trunc(digits)));
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i];
    if (abs < unit.value) continue;
    const scaled = Number((abs / unit.value).toFixed(places));
    // 999_999 rounds to 1000k: say 1M instead.
    const larger = UNITS[i - 1];
    if (scaled >= 1000 && larger) return `${sign}${trimZeros((abs / larger.value).toFixed(places))}${larger.symbol}`;
    return `${sign}${trimZeros(scaled.toFixed(places))}${unit.symbol}`;
  }
  return String(value);
}
