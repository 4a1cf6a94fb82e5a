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

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A byte count in binary units, as upload limits are stated: 512 B, 1.5 KB, 10 MB. */
export function fileSize(size: unknown): string {
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return typeof size === 'string' ? size : '';
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${SIZE_UNITS[unit]}`;
}

/** A finite number from a number or a numeric text (as servers send some figures); undefined otherwise. */
export function toFiniteNumber(value: unknown): number | undefined {
  const num = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof num === 'number' && Number.isFinite(num) ? num : undefined;
}

/**
 * A measured value for a table cell: grouped thousands in the reader's language, at most `maxDigits`
 * decimals (default 6, so catalogue figures such as 0.0015 survive); '' for what is not a finite number.
 */
export function formatMeasure(value: unknown, language: string, maxDigits = 6): string {
  const num = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof num !== 'number' || !Number.isFinite(num)) return '';
  return measureFormat(language, maxDigits).format(num);
}

/**
 * One formatter per language and precision: making an Intl.NumberFormat costs about a hundred times
 * what formatting with it does, and a table formats every figure of every row as it renders.
 */
const measureFormats = new Map<string, Intl.NumberFormat>();
function measureFormat(language: string, maxDigits: number): Intl.NumberFormat {
  const key = `${language}|${maxDigits}`;
  let format = measureFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: maxDigits });
    measureFormats.set(key, format);
  }
  return format;
}
