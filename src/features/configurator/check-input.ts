import type { CompatibilityInput, IndicatorData, InstrumentData } from '@/lib/weighing/compatibility';
import { APPLICATION_DEFAULTS, CATALOGUE_DEFAULTS, REFERENCE_INDICATOR } from '@/lib/weighing/rules';
import { isSeriesValue } from '@/lib/weighing/series';
import { ENVIRONMENT_FIELDS, type Draft, type StepName } from './draft';

/** Field → i18n key (namespace configurator) of what is wrong with it. */
export type Problems = Partial<Record<string, string>>;

const isNumber = (v: number | null): v is number => v !== null && Number.isFinite(v);

/** What keeps a step from being complete; `required` problems only show once the user tried to go on. */
export function problemsOf(draft: Draft, step: StepName): Problems {
  const problems: Problems = {};
  const need = (field: keyof Draft, ok: boolean, key: string) => {
    if (!ok) problems[field] = key;
  };
  const numberIn = (field: keyof Draft, value: number | null, low: number, high: number, key: string) => {
    if (!isNumber(value)) problems[field] = 'validation.required';
    else if (value < low || value > high) problems[field] = key;
  };
  if (step === 'application') {
    need('customer', draft.customer.trim() !== '', 'validation.required');
    numberIn('cellCount', draft.cellCount, 1, 99, 'validation.cellCount');
    if (isNumber(draft.cellCount) && !Number.isInteger(draft.cellCount)) problems.cellCount = 'validation.cellCount';
    numberIn('deadLoad', draft.deadLoad, 0, 1e9, 'validation.notNegative');
    numberIn('izsrPct', draft.izsrPct, 0, 100, 'validation.percent');
    numberIn('nudPct', draft.nudPct, 0, 100, 'validation.percent');
    numberIn('tare', draft.tare, 0, 1e9, 'validation.notNegative');
    numberIn('reductionRatio', draft.reductionRatio, 0.000001, 1, 'validation.ratio');
    if (draft.deckLength !== null && !(draft.deckLength > 0)) problems.deckLength = 'validation.positive';
    if (draft.deckWidth !== null && !(draft.deckWidth > 0)) problems.deckWidth = 'validation.positive';
    if (APPLICATION_DEFAULTS[draft.applicationType].vessel && draft.outdoor)
      for (const field of ENVIRONMENT_FIELDS) {
        const value = draft.env[field];
        const ok = isNumber(value) && (field === 'alpha' ? value >= 0 : value > 0);
        if (!ok) problems[`env.${field}`] = isNumber(value) ? 'validation.positive' : 'validation.required';
      }
  }
  if (step === 'metrology') {
    numberIn('maxCapacity', draft.maxCapacity, 0.000001, 1e9, 'validation.positive');
    if (!isNumber(draft.division)) problems.division = 'validation.required';
    else if (!isSeriesValue(draft.division)) problems.division = 'validation.series';
  }
  if (step === 'cell') need('cell', draft.cell !== undefined, 'validation.pickCell');
  if (step === 'indicator') {
    need('meter', draft.meter !== undefined, 'validation.pickMeter');
    numberIn('pCon', draft.pCon, 0, 1, 'validation.fraction');
  }
  if (step === 'result') {
    numberIn('quantity', draft.quantity, 1, 9999, 'validation.quantity');
    if (isNumber(draft.quantity) && !Number.isInteger(draft.quantity)) problems.quantity = 'validation.quantity';
  }
  return problems;
}

/** The instrument of the draft, or undefined while a figure it needs is missing or out of range. */
export function instrumentOf(draft: Draft): InstrumentData | undefined {
  const { maxCapacity: Max, division: e, cellCount: N, deadLoad: DL } = draft;
  if (!isNumber(Max) || !(Max > 0) || !isNumber(e) || !(e > 0) || !isNumber(N) || !(N >= 1)) return undefined;
  const R = isNumber(draft.reductionRatio) && draft.reductionRatio > 0 ? draft.reductionRatio : 1;
  return {
    class: draft.accuracyClass,
    Max,
    e,
    N,
    R,
    DL: isNumber(DL) && DL >= 0 ? DL : 0,
    IZSR: (Max * (draft.izsrPct ?? 0)) / 100,
    NUD: (Max * (draft.nudPct ?? 0)) / 100,
    T: isNumber(draft.tare) ? draft.tare : 0,
  };
}

/** The indicator checked against: the one picked, else indicator I-1 of §3.5. */
export const indicatorOf = (draft: Draft): IndicatorData => draft.meter?.ind ?? REFERENCE_INDICATOR;

/** The error share of the connecting elements p_con the checks use: as entered, else the usual 0.5. */
export const pConOf = (draft: Draft): number => (isNumber(draft.pCon) ? draft.pCon : CATALOGUE_DEFAULTS.pCon);

/** Everything but the load cell; undefined while the instrument is incomplete. */
export function baseInputOf(draft: Draft): Omit<CompatibilityInput, 'lc'> | undefined {
  const inst = instrumentOf(draft);
  if (!inst) return undefined;
  const defaults = APPLICATION_DEFAULTS[draft.applicationType];
  const env =
    defaults.vessel && draft.outdoor && ENVIRONMENT_FIELDS.every((f) => isNumber(draft.env[f]))
      ? (draft.env as Record<(typeof ENVIRONMENT_FIELDS)[number], number>)
      : undefined;
  return {
    inst,
    ind: indicatorOf(draft),
    pCon: pConOf(draft),
    ...(defaults.sizing.kind === 'SF' ? { SF: defaults.sizing.SF } : { K: defaults.sizing.K }),
    ...(env ? { env } : {}),
    ...(draft.rigidSupport ? { rigidSupport: true } : {}),
  };
}

export function fullInputOf(draft: Draft): CompatibilityInput | undefined {
  const base = baseInputOf(draft);
  return base && draft.cell ? { ...base, lc: draft.cell.lc } : undefined;
}
