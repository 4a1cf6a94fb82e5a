import type { IndicatorData, LoadCellData } from '@/lib/weighing/compatibility';
import {
  APPLICATION_DEFAULTS,
  CATALOGUE_DEFAULTS,
  ENVIRONMENT_DEFAULTS,
  type ApplicationKind,
} from '@/lib/weighing/rules';

/** The wizard's steps, in order. */
export const STEPS = ['application', 'metrology', 'cell', 'indicator', 'result'] as const;
export type StepName = (typeof STEPS)[number];

export const APPLICATIONS: readonly ApplicationKind[] = ['PLATFORM', 'TRUCK', 'TANK', 'SILO', 'HOPPER', 'FEED_TOWER'];

export type EnvironmentField = keyof typeof ENVIRONMENT_DEFAULTS;
export const ENVIRONMENT_FIELDS = Object.keys(ENVIRONMENT_DEFAULTS) as EnvironmentField[];

/** The load cell (or weigh module on its default cell) picked in step 3, with the figures it is checked by. */
export interface CellPick {
  sensorId: number;
  /** A weigh module: the modular whose default cell this is. */
  modularId?: number;
  /** Sensor model, or the modular's model number. */
  model: string;
  /** The cell's model when `model` is the modular's. */
  sensorModel?: string;
  /** Class label, e.g. C3. */
  classLabel: string;
  typeCode?: string;
  lc: LoadCellData;
  /** Figures the catalogue lacked, taken from CATALOGUE_DEFAULTS (shown as assumed). */
  assumed: string[];
}

/** The indicator (new meter) picked in step 4. */
export interface MeterPick {
  id: number;
  no?: string;
  model: string;
  name?: string;
  shortCode?: string;
  maxCells?: number;
  ind: IndicatorData;
  assumed: string[];
}

/** Everything typed or picked so far; kept in localStorage until saved or cancelled. */
export interface Draft {
  version: 1;
  /** Reserved by `seldata model` when the wizard starts (domain §5.4) and sent with `save`. */
  selectionNo?: string;
  step: number;
  customer: string;
  project: string;
  applicationType: ApplicationKind;
  cellCount: number | null;
  /** kg. */
  deadLoad: number | null;
  /** m (platform and truck scales). */
  deckLength: number | null;
  deckWidth: number | null;
  /** IZSR⁺ and NUD, % of Max; additive tare T⁺, kg. */
  izsrPct: number | null;
  nudPct: number | null;
  tare: number | null;
  reductionRatio: number | null;
  /** Outdoor vessel: V04 wind and seismic checks apply. */
  outdoor: boolean;
  env: Record<EnvironmentField, number | null>;
  /** Statically indeterminate support (V03). */
  rigidSupport: boolean;
  accuracyClass: 'III' | 'IIII';
  legalForTrade: boolean;
  /** Max, kg. */
  maxCapacity: number | null;
  /** e, kg, on the 1-2-5 series. */
  division: number | null;
  /** Sensor-type codes the cell list shows (bare-cell applications). */
  cellTypes: string[];
  onlyLegal: boolean;
  cell?: CellPick;
  meter?: MeterPick;
  junctionBox: boolean;
  pCon: number | null;
  wovenId?: number;
  stabilizerId?: number;
  overPlateId?: number;
  /** The accessories' models, kept with their ids for the report and the figures saved. */
  wovenModel?: string;
  stabilizerModel?: string;
  overPlateModel?: string;
  /** The modular whose default accessories were filled in (so a cleared pick stays cleared). */
  accessoriesOf?: number;
  /** Option letters of §5.2 chosen by hand (D, F, G, K, L, S). */
  options: string[];
  quantity: number | null;
  state: 'DRAFT' | 'CONFIRMED';
  remark: string;
}

/** Letters the user ticks; B, J, T and W follow from the accessories. */
export const FREE_OPTIONS = ['D', 'F', 'G', 'K', 'L', 'S'] as const;

const DEFAULT_OPTIONS: Record<ApplicationKind, string[]> = {
  PLATFORM: ['L'],
  TRUCK: ['D'],
  TANK: [],
  SILO: [],
  HOPPER: [],
  FEED_TOWER: ['G'],
};

/** A fresh draft for an application: its defaults of domain §3.6–§3.8 (see APPLICATION_DEFAULTS). */
export function newDraft(applicationType: ApplicationKind = 'PLATFORM'): Draft {
  const defaults = APPLICATION_DEFAULTS[applicationType];
  return {
    version: 1,
    step: 0,
    customer: '',
    project: '',
    applicationType,
    cellCount: defaults.cellCount,
    deadLoad: null,
    deckLength: null,
    deckWidth: null,
    izsrPct: defaults.izsrPct,
    nudPct: defaults.nudPct,
    tare: 0,
    reductionRatio: 1,
    outdoor: defaults.vessel,
    env: { ...ENVIRONMENT_DEFAULTS },
    rigidSupport: false,
    accuracyClass: 'III',
    legalForTrade: applicationType === 'PLATFORM' || applicationType === 'TRUCK',
    maxCapacity: null,
    division: null,
    cellTypes: [...defaults.cellTypes],
    onlyLegal: false,
    junctionBox: true,
    pCon: CATALOGUE_DEFAULTS.pCon,
    options: [...DEFAULT_OPTIONS[applicationType]],
    quantity: 1,
    state: 'CONFIRMED',
    remark: '',
  };
}

/** Switching the application resets what depends on it and keeps who it is for and the sizes typed. */
export function withApplication(draft: Draft, applicationType: ApplicationKind): Draft {
  if (draft.applicationType === applicationType) return draft;
  const fresh = newDraft(applicationType);
  return {
    ...fresh,
    step: draft.step,
    customer: draft.customer,
    project: draft.project,
    maxCapacity: draft.maxCapacity,
    deadLoad: draft.deadLoad,
    division: draft.division,
    accuracyClass: draft.accuracyClass,
    meter: draft.meter,
  };
}

// ── Persistence ─────────────────────────────────────────────────────────────────────────────────

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const numberOrNull = (v: unknown, fallback: number | null) =>
  v === null ? null : typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v.slice(0, 200) : fallback);
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
const optionalId = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((a): a is string => typeof a === 'string') : []);
const numbers = (v: unknown): v is Record<string, number | boolean> =>
  isRecord(v) &&
  Object.values(v).every(
    (x) =>
      x === undefined ||
      typeof x === 'string' ||
      typeof x === 'boolean' ||
      (typeof x === 'number' && Number.isFinite(x)),
  );

function cellPick(v: unknown): CellPick | undefined {
  if (!isRecord(v) || !optionalId(v.sensorId) || typeof v.model !== 'string' || !numbers(v.lc)) return undefined;
  const lc = v.lc as unknown as LoadCellData;
  const figures = [lc.nLC, lc.Emax, lc.Emin, lc.Y, lc.C, lc.RLC, lc.p];
  if (!['A', 'B', 'C', 'D'].includes(String(lc.class)) || !figures.every((f) => typeof f === 'number'))
    return undefined;
  return {
    sensorId: Number(v.sensorId),
    modularId: optionalId(v.modularId),
    model: v.model,
    sensorModel: typeof v.sensorModel === 'string' ? v.sensorModel : undefined,
    classLabel: text(v.classLabel, ''),
    typeCode: typeof v.typeCode === 'string' ? v.typeCode : undefined,
    lc,
    assumed: strings(v.assumed),
  };
}

function meterPick(v: unknown): MeterPick | undefined {
  if (!isRecord(v) || !optionalId(v.id) || typeof v.model !== 'string' || !numbers(v.ind)) return undefined;
  const ind = v.ind as unknown as IndicatorData;
  const figures = [ind.nind, ind.p, ind.Uexc, ind.duMin, ind.UmrMax, ind.RLmin, ind.RLmax];
  if (!figures.every((f) => typeof f === 'number')) return undefined;
  return {
    id: Number(v.id),
    no: typeof v.no === 'string' ? v.no : undefined,
    model: v.model,
    name: typeof v.name === 'string' ? v.name : undefined,
    shortCode: typeof v.shortCode === 'string' ? v.shortCode : undefined,
    maxCells: typeof v.maxCells === 'number' ? v.maxCells : undefined,
    ind,
    assumed: strings(v.assumed),
  };
}

/** A stored draft, checked field by field: anything missing or mistyped takes the fresh value. */
export function parseDraft(raw: string | null): Draft | undefined {
  if (!raw) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || data.version !== 1) return undefined;
  const applicationType = APPLICATIONS.find((a) => a === data.applicationType) ?? 'PLATFORM';
  const base = newDraft(applicationType);
  const env = isRecord(data.env) ? data.env : {};
  return {
    ...base,
    selectionNo: typeof data.selectionNo === 'string' && data.selectionNo !== '' ? data.selectionNo : undefined,
    step: Math.min(STEPS.length - 1, Math.max(0, Math.floor(numberOrNull(data.step, 0) ?? 0))),
    customer: text(data.customer, ''),
    project: text(data.project, ''),
    cellCount: numberOrNull(data.cellCount, base.cellCount),
    deadLoad: numberOrNull(data.deadLoad, base.deadLoad),
    deckLength: numberOrNull(data.deckLength, null),
    deckWidth: numberOrNull(data.deckWidth, null),
    izsrPct: numberOrNull(data.izsrPct, base.izsrPct),
    nudPct: numberOrNull(data.nudPct, base.nudPct),
    tare: numberOrNull(data.tare, base.tare),
    reductionRatio: numberOrNull(data.reductionRatio, base.reductionRatio),
    outdoor: bool(data.outdoor, base.outdoor),
    env: Object.fromEntries(ENVIRONMENT_FIELDS.map((f) => [f, numberOrNull(env[f], base.env[f])])) as Draft['env'],
    rigidSupport: bool(data.rigidSupport, false),
    accuracyClass: data.accuracyClass === 'IIII' ? 'IIII' : 'III',
    legalForTrade: bool(data.legalForTrade, base.legalForTrade),
    maxCapacity: numberOrNull(data.maxCapacity, null),
    division: numberOrNull(data.division, null),
    cellTypes: Array.isArray(data.cellTypes) ? strings(data.cellTypes) : base.cellTypes,
    onlyLegal: bool(data.onlyLegal, false),
    cell: cellPick(data.cell),
    meter: meterPick(data.meter),
    junctionBox: bool(data.junctionBox, true),
    pCon: numberOrNull(data.pCon, base.pCon),
    wovenId: optionalId(data.wovenId),
    stabilizerId: optionalId(data.stabilizerId),
    overPlateId: optionalId(data.overPlateId),
    wovenModel: typeof data.wovenModel === 'string' ? data.wovenModel.slice(0, 64) : undefined,
    stabilizerModel: typeof data.stabilizerModel === 'string' ? data.stabilizerModel.slice(0, 64) : undefined,
    overPlateModel: typeof data.overPlateModel === 'string' ? data.overPlateModel.slice(0, 64) : undefined,
    accessoriesOf: optionalId(data.accessoriesOf),
    options: Array.isArray(data.options)
      ? strings(data.options).filter((o) => (FREE_OPTIONS as readonly string[]).includes(o))
      : base.options,
    quantity: numberOrNull(data.quantity, 1),
    state: data.state === 'DRAFT' ? 'DRAFT' : 'CONFIRMED',
    remark: text(data.remark, ''),
  };
}

/** One draft per signed-in user name. */
export const DRAFT_STORAGE_PREFIX = 'configurator:draft:';
export const draftKey = (userName: string) => `${DRAFT_STORAGE_PREFIX}${userName}`;

export function loadDraft(key: string): Draft | undefined {
  try {
    return parseDraft(localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

export function storeDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload safety net, never the page's state.
  }
}

/** Drops one stored draft, or every user's. */
export function clearDraft(key?: string): void {
  try {
    if (key) localStorage.removeItem(key);
    else
      Object.keys(localStorage)
        .filter((k) => k.startsWith(DRAFT_STORAGE_PREFIX))
        .forEach((k) => localStorage.removeItem(k));
  } catch {
    // Nothing to clear.
  }
}
