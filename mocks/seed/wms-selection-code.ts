/*
 * The model-number scheme of domain.md §5: selection numbers, total-model serial numbers and the
 * total model code `FAM-CAP-GEOM-LC-IND[-OPT][-REV]`. The seed and the handlers (`seldata/model`,
 * `seldata/save`, total-model validation) share it, so generated and saved codes always agree.
 */

export type ApplicationType = 'PLATFORM' | 'TRUCK' | 'TANK' | 'SILO' | 'HOPPER' | 'FEED_TOWER';

/** §5.2 validation regex of a total model code. */
export const MODEL_CODE_PATTERN =
  /^(TCS|SCS|GCS|CZM|LTC)-\d+(P\d+)?[KT]-(\d{2,3}X\d{2,3}|\d{1,2}[PH])-(ST|[DXSZQLM])\d+(P\d+)?[KT][ABCD]\d{1,2}(P\d)?D?X\d{1,2}-[A-Z0-9]{1,6}(-[BDFGJKLSTW]{1,10})?(-R[A-Z])?$/;

/** §2.1 modular model number: upper-case letters, digits, `.` and `-`. */
export const MODULAR_NO_PATTERN = /^[A-Z0-9][A-Z0-9.-]{1,63}$/;

/** Family (§5.2 FAM) of each application: weigh-module systems are CZM, feed towers LTC. */
export const FAMILY: Record<ApplicationType, string> = {
  PLATFORM: 'TCS',
  TRUCK: 'SCS',
  TANK: 'CZM',
  SILO: 'CZM',
  HOPPER: 'CZM',
  FEED_TOWER: 'LTC',
};

/** Load-cell letter (§5.2 LC) of each sensor-type code of the seed; unknown codes count as weigh modules. */
export const CELL_LETTER: Record<string, string> = { SP: 'D', SB: 'X', DB: 'S', CL: 'Z', BR: 'Q', PK: 'L', S: 'ST' };

/** Option letters (§5.2 OPT) in the order they are written. */
export const OPTION_LETTERS = 'BDFGJKLSTW';

/** `20000` → `20T`, `1500` → `1P5T`, `300` → `300K` (§5.2 CAP). */
export function capacityCode(kg: number): string {
  if (kg < 1000) return `${Math.round(kg)}K`;
  const tonnes = Math.round(kg / 100) / 10;
  return `${String(tonnes).replace('.', 'P')}T`;
}

/** `XX` + yyyyMMdd + `-` + 4-digit daily sequence (§5.4). */
export function selectionNo(day: string, sequence: number): string {
  return `XX${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

/** `ZX-` + yyyy + `-` + 4-digit yearly sequence (§5.4). */
export function totalModelNo(year: string, sequence: number): string {
  return `ZX-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The next number after the highest one already issued with `prefix` (gaps allowed, §5.4). */
export function nextNumber(taken: readonly string[], prefix: string, make: (sequence: number) => string): string {
  let max = 0;
  for (const no of taken)
    if (no.startsWith(prefix)) {
      const n = Number(no.slice(prefix.length));
      if (Number.isInteger(n) && n > max) max = n;
    }
  return make(max + 1);
}

/** What the total model code is built from. */
export interface CodeInput {
  applicationType: ApplicationType;
  /** Max, kg. */
  maxCapacity: number;
  cellCount: number;
  /** Deck length × width, m (platform and truck scales; GEOM is then L×W in dm). */
  deckLength?: number;
  deckWidth?: number;
  /** Weigh-module systems hang from tension cells: GEOM `4H` instead of `4P`. */
  tension?: boolean;
  /** Sensor-type code of the load cell (`DB`, `CL`, …); ignored for weigh-module systems (letter M). */
  cellTypeCode: string;
  /** Emax of the cell, or the capacity of the weigh module, kg. */
  cellCapacity: number;
  /** Load-cell class label, e.g. `C3`. */
  accuracyClass: string;
  digital: boolean;
  /** Indicator short code; `00` (or empty) for none. */
  indicatorCode?: string;
  /** Option letters, any order, duplicates allowed. */
  options?: string;
  /** Revision letter, empty for the first design. */
  revision?: string;
}

/** The total model code of a configuration (§5.2); equal configurations give equal codes. */
export function modelCode(input: CodeInput): string {
  const family = FAMILY[input.applicationType];
  const modules = family === 'CZM';
  const n = Math.max(1, Math.round(input.cellCount));
  const geom =
    input.deckLength && input.deckWidth && !modules && family !== 'LTC'
      ? `${Math.round(input.deckLength * 10)}X${Math.round(input.deckWidth * 10)}`
      : `${n}${input.tension ? 'H' : 'P'}`;
  const letter = modules ? 'M' : (CELL_LETTER[input.cellTypeCode] ?? 'M');
  const cls = /^[ABCD]\d{1,2}$/.test(input.accuracyClass) ? input.accuracyClass : 'C3';
  const lc = `${letter}${capacityCode(input.cellCapacity)}${cls}${input.digital ? 'D' : ''}X${n}`;
  const indicator = /^[A-Z0-9]{1,6}$/.test(input.indicatorCode ?? '') ? (input.indicatorCode ?? '00') : '00';
  const options = [...new Set((input.options ?? '').toUpperCase())]
    .filter((c) => OPTION_LETTERS.includes(c))
    .sort()
    .join('');
  const revision = /^[A-Z]$/.test(input.revision ?? '') ? `-R${input.revision ?? ''}` : '';
  return [family, capacityCode(input.maxCapacity), geom, lc, indicator, options].filter(Boolean).join('-') + revision;
}

/** The finest e of 1, 2, 5 × 10^k kg with n = Max/e within [500, nMax] (class III, R76-1 table 3). */
export function divisionFor(maxCapacity: number, nMax: number): number {
  for (let k = -1; k <= 3; k++)
    for (const step of [1, 2, 5]) {
      const e = Number((step * 10 ** k).toFixed(3));
      const n = maxCapacity / e;
      if (n <= nMax && n >= 500) return e;
    }
  return Math.max(1, Math.round(maxCapacity / 3000));
}

/** The capacity a support must have (rule V01: (Max + DL) × 1.25 / N ≤ Emax). */
export function requiredCellCapacity(maxCapacity: number, deadLoad: number, cellCount: number): number {
  return ((maxCapacity + deadLoad) * 1.25) / Math.max(1, cellCount);
}
