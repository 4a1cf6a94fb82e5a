import { DEFAULT_RULES, type CompatibilityRules, type InstrumentClass } from './rules';
import { isSeriesValue, roundUpToSeries } from './series';

/*
 * The module-compatibility checker of domain.md §3.4 (OIML R76-1 Annex F / WELMEC 2 conditions plus
 * the vendor sizing rules). Pure: the wizard re-checks on every keystroke with it, and the unit
 * tests hold it to the §3.9 vectors. Masses in kg, C in mV/V, U_exc in V, Δu in µV/e, R in Ω.
 */

export type { InstrumentClass } from './rules';

/** OIML R60 load-cell accuracy class (the letter of a label like C3). */
export type LoadCellClass = 'A' | 'B' | 'C' | 'D';

/** The weighing instrument: Max, e, N supports, lever ratio R, dead load, IZSR⁺, NUD, additive tare T⁺. */
export interface InstrumentData {
  class: InstrumentClass;
  Max: number;
  e: number;
  N: number;
  R: number;
  DL: number;
  IZSR: number;
  NUD: number;
  T: number;
  /** Operating temperature range, °C (C03, with the cell's). */
  tempMin?: number;
  tempMax?: number;
  /** A multi-interval instrument: C13 applies with e as e₁. */
  multiInterval?: boolean;
}

export interface LoadCellData {
  class: LoadCellClass;
  nLC: number;
  Emax: number;
  Emin: number;
  Y: number;
  /** Rated output, mV/V (analog cells). */
  C: number;
  /** Input resistance, Ω (analog cells). */
  RLC: number;
  p: number;
  /** Safe load limit, % Emax (V04 seismic limit). */
  safeLoadPct?: number;
  /** A digital cell: its own approval covers the A/D part, so C09–C12 are skipped. */
  digital?: boolean;
  /** Z = Emax / (2·DR) (C13, multi-interval only). */
  Z?: number;
  tempMin?: number;
  tempMax?: number;
}

export interface IndicatorData {
  nind: number;
  p: number;
  /** Excitation voltage, V. */
  Uexc: number;
  /** Minimum input signal per verification interval, µV/e. */
  duMin: number;
  /** Measuring range, mV. */
  UmrMin?: number;
  UmrMax: number;
  /** Load impedance range, Ω. */
  RLmin: number;
  RLmax: number;
  /** Accuracy class (C01, when given). */
  class?: InstrumentClass;
  /** (L/A)max of a 6-wire connection, m/mm² (C12, with `cable`). */
  LAmax?: number;
  tempMin?: number;
  tempMax?: number;
}

/** Outdoor vessel data for V04 (§3.4, §3.8): kN/m², m, seismic coefficient α. */
export interface EnvironmentData {
  w0: number;
  mus: number;
  muz: number;
  betaz: number;
  /** Vessel diameter and height above the cell plane, m. */
  D: number;
  H: number;
  /** Height of the wind resultant, m. */
  h: number;
  alpha: number;
  /** Height of the full vessel's centre of gravity, m. */
  hcg: number;
  /** Radius of the support circle, m. */
  r: number;
  g?: number;
}

/**
 * Exactly the shape of a §3.9 vector without `id`/`expect`/`same_as`; the fields marked optional
 * in the data types and the extras here switch on the checks that need them.
 */
export interface CompatibilityInput {
  inst: InstrumentData;
  lc: LoadCellData;
  ind: IndicatorData;
  /** Error fraction of the connecting elements (junction box). */
  pCon: number;
  /** V01 vendor safety factor. */
  SF?: number;
  /** V02 K-factors K0·K1·K2·K3. */
  K?: readonly number[];
  /** V04 wind and seismic data. */
  env?: EnvironmentData;
  /** V03: the support is statically indeterminate (two diagonal cells may carry the load). */
  rigidSupport?: boolean;
  /** C12: cable length L (m) and conductor cross-section A (mm²). */
  cable?: { L: number; A: number };
  /** V06: concentrated load capacity (kg) and number of load-cell pairs S. */
  CLC?: number;
  S?: number;
}

export type CheckCode =
  | 'C01'
  | 'C02'
  | 'C03'
  | 'C04'
  | 'C05'
  | 'C06'
  | 'C07'
  | 'C08'
  | 'C09'
  | 'C10'
  | 'C11'
  | 'C12'
  | 'C13'
  | 'C14'
  | 'V01'
  | 'V02'
  | 'V03'
  | 'V04'
  | 'V05'
  | 'V06';

/**
 * error: the scale is not legal; warning: legal but not recommended; info: shown only;
 * accessory: passes only with an accessory fitted (V04 uplift → anti-lift stabilizer).
 */
export type Severity = 'error' | 'warning' | 'info' | 'accessory';

/** How `value` stands to `limit`: value ≤ limit, value ≥ limit, limit[0] ≤ value ≤ limit[1], or class/range inclusion. */
export type Relation = 'le' | 'ge' | 'in' | 'class' | 'within';

export type CheckUnit = '' | 'kg' | 'µV/e' | 'mV' | 'Ω' | '°C' | 'm/mm²';

export interface CheckRow {
  code: CheckCode;
  /** Unique per row: the code, or the code and its part (`V04.wind`, `C10.min`). */
  key: string;
  severity: Severity;
  pass: boolean;
  value: number | string;
  limit: number | string | readonly [number, number];
  relation: Relation;
  unit: CheckUnit;
  /** i18n key of the sentence explaining the row, `compat.<key>.<pass|fail|…>`; params: value, limit. */
  messageKey: string;
}

export interface CompatibilityResult {
  n: number;
  Q: number;
  /** Legal load per cell (C06), kg. */
  loadPerCell: number;
  vmin: number;
  /** e·R/√N, kg. */
  vLimit: number;
  pSum: number;
  /** (Max + DL)·R/(N·Emax) (V05). */
  utilisation: number;
  /** µV/e, analog cells only. */
  du?: number;
  /** Full-load and dead-load signal, mV (analog cells). */
  Ufull?: number;
  Udead?: number;
  /** R_LC/N, Ω (analog cells). */
  RL?: number;
  V01demand?: number;
  V02demand?: number;
  V03demand?: number;
  dFwindKg?: number;
  fullWind?: number;
  emptyWindward?: number;
  dFseisKg?: number;
  fullSeis?: number;
  /** Seismic limit (safe load), kg. */
  seisLimit?: number;
  /** Finest legal e for these parts, on the 1-2-5 series, kg. */
  finestE: number;
  antiLiftRequired: boolean;
  /** Every error-severity check passes. */
  compatible: boolean;
  legal: boolean;
  /** Legal and every warning passes. */
  recommended: boolean;
  checks: CheckRow[];
}

const INSTRUMENT_RANK: Record<InstrumentClass, number> = { I: 1, II: 2, III: 3, IIII: 4 };
const CELL_RANK: Record<LoadCellClass, number> = { A: 1, B: 2, C: 3, D: 4 };

/** a ≤ b, inclusive, with the relative tolerance of §3.10. */
function le(a: number, b: number, tolerance: number): boolean {
  return a <= b || Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}

function row(
  code: CheckCode,
  severity: Severity,
  pass: boolean,
  value: CheckRow['value'],
  limit: CheckRow['limit'],
  relation: Relation,
  unit: CheckUnit,
  part = '',
  variant = pass ? 'pass' : 'fail',
): CheckRow {
  const key = part ? `${code}.${part}` : code;
  return { code, key, severity, pass, value, limit, relation, unit, messageKey: `compat.${key}.${variant}` };
}

function vminOf(lc: LoadCellData, rules: CompatibilityRules): number {
  return (rules.vminFromSpan ? lc.Emax - lc.Emin : lc.Emax) / lc.Y;
}

/** The finest e on the 1-2-5 series these parts allow (§3.4 helper, plus C09 when the rules say so). */
export function finestLegalE(input: CompatibilityInput, rules: CompatibilityRules = DEFAULT_RULES): number {
  const { inst, lc, ind } = input;
  let finest = Math.max((vminOf(lc, rules) * Math.sqrt(inst.N)) / inst.R, inst.Max / lc.nLC, inst.Max / ind.nind);
  if (rules.finestEIncludesSignal && !lc.digital && lc.C > 0 && ind.Uexc > 0)
    finest = Math.max(finest, (ind.duMin * lc.Emax * inst.N) / (lc.C * ind.Uexc * 1000 * inst.R));
  return roundUpToSeries(finest);
}

export function checkCompatibility(
  input: CompatibilityInput,
  rules: CompatibilityRules = DEFAULT_RULES,
): CompatibilityResult {
  const { inst, lc, ind, pCon } = input;
  const tol = rules.tolerance;
  const checks: CheckRow[] = [];

  const { Max, e, N, R, DL } = inst;
  const extra = DL + inst.IZSR + inst.NUD + inst.T;
  const n = Max / e;
  // §3.10: straight from the sum, never Q·Max (IEEE rounding breaks the boundary cases).
  const loadPerCell = ((Max + extra) * R) / N;
  const staticPerCell = ((Max + DL) * R) / N;
  const deadPerCell = (DL * R) / N;
  const vmin = vminOf(lc, rules);
  const vLimit = (e * R) / Math.sqrt(N);
  const pSum = lc.p * lc.p + ind.p * ind.p + pCon * pCon;
  const utilisation = staticPerCell / lc.Emax;
  const result: CompatibilityResult = {
    n,
    Q: 1 + extra / Max,
    loadPerCell,
    vmin,
    vLimit,
    pSum,
    utilisation,
    du: undefined,
    Ufull: undefined,
    Udead: undefined,
    RL: undefined,
    V01demand: undefined,
    V02demand: undefined,
    V03demand: undefined,
    dFwindKg: undefined,
    fullWind: undefined,
    emptyWindward: undefined,
    dFseisKg: undefined,
    fullSeis: undefined,
    seisLimit: undefined,
    finestE: finestLegalE(input, rules),
    antiLiftRequired: false,
    compatible: false,
    legal: false,
    recommended: false,
    checks,
  };

  // C01: the cell's class (and the indicator's, when known) at least the instrument's.
  const cellFits = CELL_RANK[lc.class] <= INSTRUMENT_RANK[inst.class];
  const indicatorFits = ind.class === undefined || INSTRUMENT_RANK[ind.class] <= INSTRUMENT_RANK[inst.class];
  const c01 = cellFits ? (indicatorFits ? 'pass' : 'indicator') : 'fail';
  checks.push(row('C01', 'error', cellFits && indicatorFits, lc.class, inst.class, 'class', '', '', c01));
  checks.push(row('C02', 'error', le(pSum, 1, tol), pSum, 1, 'le', ''));
  if (
    inst.tempMin !== undefined &&
    inst.tempMax !== undefined &&
    lc.tempMin !== undefined &&
    lc.tempMax !== undefined
  ) {
    const low = Math.max(lc.tempMin, ind.tempMin ?? Number.NEGATIVE_INFINITY);
    const high = Math.min(lc.tempMax, ind.tempMax ?? Number.POSITIVE_INFINITY);
    const inside = le(low, inst.tempMin, tol) && le(inst.tempMax, high, tol);
    checks.push(row('C03', 'error', inside, `${inst.tempMin} … ${inst.tempMax}`, [low, high], 'within', '°C'));
  }
  checks.push(row('C04', 'error', le(n, lc.nLC, tol), n, lc.nLC, 'le', ''));
  checks.push(row('C05', 'error', le(n, ind.nind, tol), n, ind.nind, 'le', ''));
  checks.push(row('C06', 'error', le(loadPerCell, lc.Emax, tol), loadPerCell, lc.Emax, 'le', 'kg'));
  checks.push(row('C07', 'error', le(vmin, vLimit, tol), vmin, vLimit, 'le', 'kg'));
  checks.push(row('C08', 'error', le(lc.Emin, deadPerCell, tol), lc.Emin, deadPerCell, 'le', 'kg'));

  if (!lc.digital) {
    // C·U_exc is in mV; ×1000 gives µV.
    const du = (lc.C * ind.Uexc * 1000 * R * e) / (lc.Emax * N);
    const Ufull = (lc.C * ind.Uexc * loadPerCell) / lc.Emax;
    const Udead = (lc.C * ind.Uexc * deadPerCell) / lc.Emax;
    const RL = lc.RLC / N;
    result.du = du;
    result.Ufull = Ufull;
    result.Udead = Udead;
    result.RL = RL;
    checks.push(row('C09', 'error', le(ind.duMin, du, tol), du, ind.duMin, 'ge', 'µV/e'));
    checks.push(row('C10', 'error', le(Ufull, ind.UmrMax, tol), Ufull, ind.UmrMax, 'le', 'mV'));
    if (ind.UmrMin !== undefined)
      checks.push(row('C10', 'error', le(ind.UmrMin, Udead, tol), Udead, ind.UmrMin, 'ge', 'mV', 'min'));
    const inRange = le(ind.RLmin, RL, tol) && le(RL, ind.RLmax, tol);
    checks.push(row('C11', 'error', inRange, RL, [ind.RLmin, ind.RLmax], 'in', 'Ω'));
    if (input.cable && ind.LAmax !== undefined) {
      const ratio = input.cable.L / input.cable.A;
      checks.push(row('C12', 'error', le(ratio, ind.LAmax, tol), ratio, ind.LAmax, 'le', 'm/mm²'));
    }
  }
  if (inst.multiInterval && lc.Z !== undefined) {
    const zNeeded = (lc.Emax * N) / (e * R);
    checks.push(row('C13', 'error', le(zNeeded, lc.Z, tol), lc.Z, zNeeded, 'ge', ''));
  }
  const limits = rules.intervalLimits[inst.class];
  const band = le(limits.eSplit, e, tol) ? limits.coarse : limits.fine;
  const onSeries = isSeriesValue(e);
  const inBand = le(band[0], n, tol) && le(n, band[1], tol);
  const c14 = !onSeries ? 'step' : inBand ? 'pass' : 'fail';
  checks.push(row('C14', 'error', onSeries && inBand, n, band, 'in', '', '', c14));

  if (input.SF !== undefined) {
    const demand = staticPerCell * input.SF;
    result.V01demand = demand;
    checks.push(row('V01', 'warning', le(demand, lc.Emax, tol), demand, lc.Emax, 'le', 'kg'));
  }
  if (input.K !== undefined && input.K.length > 0) {
    let factor = 1;
    for (const k of input.K) factor *= k;
    const demand = factor * staticPerCell;
    result.V02demand = demand;
    checks.push(row('V02', 'warning', le(demand, lc.Emax, tol), demand, lc.Emax, 'le', 'kg'));
  }
  if (input.rigidSupport && N >= 3) {
    const demand = staticPerCell * (N === 3 ? rules.v03.sf3 : rules.v03.sfMore);
    result.V03demand = demand;
    checks.push(row('V03', 'warning', le(demand, lc.Emax, tol), demand, lc.Emax, 'le', 'kg'));
  }
  if (input.env) {
    const env = input.env;
    const g = env.g ?? rules.g;
    // Supports equally spaced on a circle: the most loaded one takes 2M/(N·r) (N = 4: M/2r, N = 3: 2M/3r).
    const windMoment = env.betaz * env.mus * env.muz * env.w0 * env.D * env.H * env.h; // kN·m
    const dFwindKg = ((2 * windMoment) / (N * env.r)) * (1000 / g) * R;
    const dFseisKg = ((2 * env.alpha * (Max + DL) * env.hcg) / (N * env.r)) * R;
    const fullWind = staticPerCell + dFwindKg;
    const fullSeis = staticPerCell + dFseisKg;
    const seisLimit = ((lc.safeLoadPct ?? rules.defaultSafeLoadPct) / 100) * lc.Emax;
    const emptyWindward = deadPerCell - dFwindKg;
    Object.assign(result, { dFwindKg, fullWind, dFseisKg, fullSeis, seisLimit, emptyWindward });
    result.antiLiftRequired = emptyWindward < 0;
    checks.push(row('V04', 'warning', le(fullWind, lc.Emax, tol), fullWind, lc.Emax, 'le', 'kg', 'wind'));
    checks.push(row('V04', 'warning', le(fullSeis, seisLimit, tol), fullSeis, seisLimit, 'le', 'kg', 'seismic'));
    checks.push(row('V04', 'accessory', !result.antiLiftRequired, emptyWindward, 0, 'ge', 'kg', 'uplift'));
  }
  const [low, high] = rules.utilisation;
  const inUse = le(low, utilisation, tol) && le(utilisation, high, tol);
  const v05 = inUse ? 'pass' : utilisation < low ? 'low' : 'high';
  checks.push(row('V05', 'info', inUse, utilisation, [low, high], 'in', '', '', v05));
  if (input.CLC !== undefined && input.S !== undefined) {
    const capacity = (input.S - 0.5) * input.CLC;
    checks.push(row('V06', 'warning', le(Max, capacity, tol), Max, capacity, 'le', 'kg'));
  }

  let legal = true;
  let warningsPass = true;
  for (const check of checks) {
    if (check.pass) continue;
    if (check.severity === 'error') legal = false;
    else if (check.severity === 'warning') warningsPass = false;
  }
  result.compatible = legal;
  result.legal = legal;
  result.recommended = legal && warningsPass;
  return result;
}

/** True when every row of `code` passed; undefined when the code was not evaluated. */
export function passed(result: Pick<CompatibilityResult, 'checks'>, code: CheckCode): boolean | undefined {
  const rows = result.checks.filter((c) => c.code === code);
  return rows.length === 0 ? undefined : rows.every((c) => c.pass);
}
