/**
 * Every choice domain.md §3 marks as a guess, a vendor rule or "to verify", in one place. The
 * checker reads `CompatibilityRules` (pass another object to change a rule); the wizard reads the
 * per-application defaults and the catalogue fall-backs below.
 */

export type InstrumentClass = 'I' | 'II' | 'III' | 'IIII';

export interface IntervalLimits {
  /** e at or above this (kg) uses the `coarse` n-range, below it the `fine` one. */
  eSplit: number;
  fine: [number, number];
  coarse: [number, number];
}

export interface CompatibilityRules {
  /** Relative tolerance of every inclusive comparison (§3.10: 1e-9). */
  tolerance: number;
  /**
   * vmin = (Emax − Emin)/Y as in the R60 (2021) certificate template; false uses the classic
   * Emax/Y. The two agree whenever Emin = 0 (every §3.9 vector).
   */
  vminFromSpan: boolean;
  /**
   * V03 (Siemens: SF ≥ 1.2 on 3 supports, ≥ 1.5 on more when two diagonal cells may carry the load).
   * Off unless the support is declared rigid: on by default it would overrule V01 for every 4-point
   * platform and silo, contrary to §3.6 and §3.8 where the SF 1.25 cell is the recommended one.
   */
  v03: { sf3: number; sfMore: number };
  /** V05 utilisation band (vendor rule of thumb; severity info). */
  utilisation: [number, number];
  /** Seismic limit Elim in % of Emax when the cell does not give its safe load (R60 example: 150 %). */
  defaultSafeLoadPct: number;
  /** m/s². */
  g: number;
  /**
   * The finest legal e also honours C09 (Δu ≥ Δu_min ⇔ e ≥ Δu_min·Emax·N/(C·U_exc·R)) for analog
   * cells, so the e offered always passes every check; §3.4's helper names the other three terms only.
   */
  finestEIncludesSignal: boolean;
  /** R76-1 Table 3: n = Max/e range per instrument class. */
  intervalLimits: Record<InstrumentClass, IntervalLimits>;
}

export const DEFAULT_RULES: CompatibilityRules = {
  tolerance: 1e-9,
  vminFromSpan: true,
  v03: { sf3: 1.2, sfMore: 1.5 },
  utilisation: [0.3, 0.8],
  defaultSafeLoadPct: 150,
  g: 9.80665,
  finestEIncludesSignal: true,
  intervalLimits: {
    I: { eSplit: 0.000001, fine: [50000, Number.POSITIVE_INFINITY], coarse: [50000, Number.POSITIVE_INFINITY] },
    II: { eSplit: 0.0001, fine: [100, 100000], coarse: [5000, 100000] },
    III: { eSplit: 0.005, fine: [100, 10000], coarse: [500, 10000] },
    IIII: { eSplit: 0.005, fine: [100, 1000], coarse: [100, 1000] },
  },
};

/** What the weighing system is for (same values as the `wms_application_type` dictionary). */
export type ApplicationKind = 'PLATFORM' | 'TRUCK' | 'TANK' | 'SILO' | 'HOPPER' | 'FEED_TOWER';

/** The vendor sizing rule of an application: V01 safety factor or V02 K-factors (domain §6 question 6). */
export type SizingRule = { kind: 'SF'; SF: number } | { kind: 'K'; K: [number, number, number, number] };

export interface ApplicationDefaults {
  sizing: SizingRule;
  /** Initial zero-setting range IZSR⁺ and non-uniform-distribution correction NUD, % of Max. */
  izsrPct: number;
  nudPct: number;
  /** Dead load, % of Max, as a first guess until the structure is known. */
  deadLoadPct: number;
  cellCount: number;
  /** Wind and seismic data (V04) apply: outdoor vessels. */
  vessel: boolean;
  /** Weigh modules (a modular per support) rather than bare load cells. */
  modules: boolean;
  /** Sensor-type codes offered first. */
  cellTypes: string[];
}

/**
 * Per-application defaults from §3.6–§3.8: platform IZSR 10 % / NUD 10 %, truck 2 % / 20 % with the
 * Chinese K-factors 1.25 · 1.5 · 1.2 · 1.0, vessels 2 % / 10 % with SF 1.25. Feed towers are sized
 * like silos but on bare (often digital) cells.
 */
export const APPLICATION_DEFAULTS: Record<ApplicationKind, ApplicationDefaults> = {
  PLATFORM: {
    sizing: { kind: 'SF', SF: 1.25 },
    izsrPct: 10,
    nudPct: 10,
    deadLoadPct: 8,
    cellCount: 4,
    vessel: false,
    modules: false,
    cellTypes: ['SB', 'SP'],
  },
  TRUCK: {
    sizing: { kind: 'K', K: [1.25, 1.5, 1.2, 1.0] },
    izsrPct: 2,
    nudPct: 20,
    deadLoadPct: 18,
    cellCount: 8,
    vessel: false,
    modules: false,
    cellTypes: ['CL', 'BR', 'DB'],
  },
  TANK: {
    sizing: { kind: 'SF', SF: 1.25 },
    izsrPct: 2,
    nudPct: 10,
    deadLoadPct: 20,
    cellCount: 4,
    vessel: true,
    modules: true,
    cellTypes: [],
  },
  SILO: {
    sizing: { kind: 'SF', SF: 1.25 },
    izsrPct: 2,
    nudPct: 10,
    deadLoadPct: 20,
    cellCount: 4,
    vessel: true,
    modules: true,
    cellTypes: [],
  },
  HOPPER: {
    sizing: { kind: 'SF', SF: 1.25 },
    izsrPct: 2,
    nudPct: 10,
    deadLoadPct: 30,
    cellCount: 3,
    vessel: false,
    modules: true,
    cellTypes: [],
  },
  FEED_TOWER: {
    sizing: { kind: 'SF', SF: 1.25 },
    izsrPct: 2,
    nudPct: 10,
    deadLoadPct: 25,
    cellCount: 4,
    vessel: true,
    modules: false,
    cellTypes: ['DB', 'SB'],
  },
};

/** Outdoor data of §3.8 (GB 50009 / GB 50011 simplified), the wizard's starting values. */
export const ENVIRONMENT_DEFAULTS = {
  w0: 0.5,
  mus: 0.8,
  muz: 1.0,
  betaz: 1.0,
  D: 3.0,
  H: 12,
  h: 6,
  alpha: 0.08,
  hcg: 6,
  r: 1.5,
};

/**
 * Figures the catalogue may not carry (domain §6 questions 7 and 8), used only where a record
 * lacks them: load cells Emin 0, p_LC 0.7, Y 10 000; indicators p_ind 0.5, an input range of
 * 3 mV/V × U_exc (15 mV at 5 V, indicator I-1 of §3.5) and a load impedance of 43–1 100 Ω;
 * junction box p_con 0.5.
 */
export const CATALOGUE_DEFAULTS = {
  lc: { Emin: 0, p: 0.7, Y: 10000, C: 2, RLC: 350 },
  ind: { p: 0.5, umrPerVolt: 3, RLmin: 43, RLmax: 1100, nind: 3000, Uexc: 5, duMin: 1 },
  pCon: 0.5,
} as const;

/**
 * Indicator I-1 of §3.5 (illustrative: class III, n_ind 6 000, 5 V, Δu_min 0.5 µV/e, 0–15 mV,
 * 43–1 100 Ω): what candidate load cells are checked against until an indicator is chosen.
 */
export const REFERENCE_INDICATOR = {
  nind: 6000,
  p: 0.5,
  Uexc: 5,
  duMin: 0.5,
  UmrMax: 15,
  RLmin: 43,
  RLmax: 1100,
} as const;
