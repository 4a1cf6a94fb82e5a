import type { DeviceArith } from '@/api/modules/device/device-arith';

/** The formula's settings, with the defaults of an indicator that counts whole kilograms. */
export interface WeightFormula {
  digitCount: number;
  rawUnit: 'kg' | 't';
  coefficient: number;
  zeroOffset: number;
}

export const DEFAULT_FORMULA: WeightFormula = { digitCount: 0, rawUnit: 'kg', coefficient: 1, zeroOffset: 0 };

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The formula of a device's arithmetic set; missing or mistyped settings take the defaults. */
export function formulaOf(arith: Partial<DeviceArith> | undefined): WeightFormula {
  return {
    digitCount: num(arith?.digitCount, DEFAULT_FORMULA.digitCount),
    rawUnit: arith?.rawUnit === 't' ? 't' : 'kg',
    coefficient: num(arith?.coefficient, DEFAULT_FORMULA.coefficient),
    zeroOffset: num(arith?.zeroOffset, DEFAULT_FORMULA.zeroOffset),
  };
}

/** The steps from a raw reading to kg (domain.md §4.2), each rounded to what the indicator can show. */
export interface WeightSteps {
  raw: number;
  /** raw ÷ 10^digitCount, in the indicator's unit. */
  scaled: number;
  /** In kg (× 1000 from t). */
  kg: number;
  /** × coefficient. */
  calibrated: number;
  /** + zeroOffset: the weight. */
  weight: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(Math.min(10, Math.max(0, digits))));

/**
 * kg = raw ÷ 10^digitCount (× 1000 when the indicator counts in t) × coefficient + zeroOffset.
 * Undefined for a raw value or settings that are not numbers.
 */
export function rawToWeight(raw: number, formula: WeightFormula): WeightSteps | undefined {
  const { digitCount, rawUnit, coefficient, zeroOffset } = formula;
  if (![raw, digitCount, coefficient, zeroOffset].every(Number.isFinite)) return undefined;
  // Enough decimals for the scaled reading and the coefficient, never float noise like 0.30000000000000004.
  const digits = digitCount + 6;
  const scaled = round(raw / 10 ** digitCount, digitCount);
  const kg = round(rawUnit === 't' ? scaled * 1000 : scaled, digits);
  const calibrated = round(kg * coefficient, digits);
  const weight = round(calibrated + zeroOffset, digits);
  return { raw, scaled, kg, calibrated, weight };
}
