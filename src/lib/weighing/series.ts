/**
 * The 1-2-5 series of scale intervals (OIML R76-1 3.4.2: e and d are 1, 2 or 5 × 10^k), in kg.
 * Values are cleaned to 12 significant digits so 0.1 × 3 style noise never leaks into a comparison.
 */

const STEPS = [1, 2, 5] as const;

const clean = (value: number) => Number(value.toPrecision(12));

/** True for 1, 2 or 5 × 10^k (within a relative 1e-9). */
export function isSeriesValue(value: number): boolean {
  if (!(value > 0) || !Number.isFinite(value)) return false;
  const exponent = Math.floor(Math.log10(value) + 1e-12);
  const mantissa = value / 10 ** exponent;
  return STEPS.some((step) => Math.abs(mantissa - step) <= step * 1e-9) || Math.abs(mantissa - 10) <= 1e-8;
}

/** 1, 2, 5 × 10^k from 1 µg to 1 000 t and beyond, ascending (a table: this runs per candidate per keystroke). */
const TABLE: readonly number[] = Array.from({ length: 16 }, (_, i) => i - 9).flatMap((k) =>
  STEPS.map((step) => clean(step * 10 ** k)),
);

/** The smallest series value ≥ `value` (a value already in the series is kept). */
export function roundUpToSeries(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return Number.NaN;
  const floor = value * (1 - 1e-9);
  let low = 0;
  let high = TABLE.length - 1;
  if (TABLE[high] < floor) return roundUpToSeries(value / 1e6) * 1e6;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (TABLE[middle] >= floor) high = middle;
    else low = middle + 1;
  }
  return TABLE[low];
}

/** Every series value in [min, max], ascending. */
export function seriesBetween(min: number, max: number): number[] {
  if (!(min > 0) || !(max >= min)) return [];
  const values: number[] = [];
  for (let k = Math.floor(Math.log10(min)); k <= Math.ceil(Math.log10(max)); k++)
    for (const step of STEPS) {
      const value = clean(step * 10 ** k);
      if (value >= min * (1 - 1e-9) && value <= max * (1 + 1e-9)) values.push(value);
    }
  return values;
}
