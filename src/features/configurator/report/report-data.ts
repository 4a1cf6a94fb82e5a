import type { SavedPart, SelectionData } from '@/api/modules/wms/seldata';
import { finestLegalE, type IndicatorData, type InstrumentData, type LoadCellData } from '@/lib/weighing/compatibility';
import { toShownChecks, type ShownCheck } from '../check-table';
import { parseModelNumber } from './model-number';

/** The catalogue parts a selection names. */
export const PART_KINDS = ['cell', 'meter', 'woven', 'stabilizer', 'overPlate'] as const;
export type PartKind = (typeof PART_KINDS)[number];

type Figures = Record<string, number | string | boolean>;

/** A part as today's catalogue has it, or why it could not be read. */
export type CurrentPart =
  { state: 'found'; model?: string; modularModel?: string; figures?: Figures } | { state: 'unreadable' };
export type CurrentParts = Partial<Record<PartKind, CurrentPart>>;

/** One figure that differs between the selection as saved and today's catalogue. */
export interface FigureChange {
  figure: string;
  saved: number | string | boolean | undefined;
  current: number | string | boolean | undefined;
}

export interface PartChange {
  kind: PartKind;
  model: string;
  state: 'changed' | 'unreadable';
  changes: FigureChange[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The saved figures of a part, read back from the server: only numbers, strings and booleans. */
function figuresOf(v: unknown): Figures | undefined {
  if (!isRecord(v)) return undefined;
  const figures: Figures = {};
  for (const [key, value] of Object.entries(v))
    if (finite(value) || typeof value === 'string' || typeof value === 'boolean') figures[key] = value;
  return Object.keys(figures).length > 0 ? figures : undefined;
}

function savedPart(v: unknown): (SavedPart & Record<string, unknown>) | undefined {
  if (!isRecord(v)) return undefined;
  return {
    ...(finite(v.id) ? { id: v.id } : {}),
    ...(text(v.model) ? { model: text(v.model) } : {}),
    ...(figuresOf(v.figures) ? { figures: figuresOf(v.figures) } : {}),
    ...(finite(v.modularId) ? { modularId: v.modularId } : {}),
    ...(text(v.modularModel) ? { modularModel: text(v.modularModel) } : {}),
    ...(text(v.classLabel) ? { classLabel: text(v.classLabel) } : {}),
    ...(text(v.no) ? { no: text(v.no) } : {}),
    ...(text(v.name) ? { name: text(v.name) } : {}),
  };
}

/** The parts saved with a selection, each checked field by field (older rows have none). */
export function readSavedParts(selection: SelectionData): Partial<Record<PartKind, ReturnType<typeof savedPart>>> {
  const parts: unknown = selection.parts;
  if (!isRecord(parts)) return {};
  return Object.fromEntries(PART_KINDS.map((kind) => [kind, savedPart(parts[kind])]).filter(([, p]) => p));
}

/** The id a selection names for a part kind. */
export function partIdOf(selection: SelectionData, kind: PartKind): number | undefined {
  const id = {
    cell: selection.sensorId,
    meter: selection.meterId,
    woven: selection.wovenId,
    stabilizer: selection.stabilizerId,
    overPlate: selection.overPlateId,
  }[kind];
  return finite(id) && id > 0 ? id : undefined;
}

const same = (a: unknown, b: unknown) =>
  finite(a) && finite(b) ? Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b)) : a === b;

/** Which saved parts today's catalogue has changed (model or figures), or could not tell. */
export function partChanges(selection: SelectionData, current: CurrentParts): PartChange[] {
  const saved = readSavedParts(selection);
  const changes: PartChange[] = [];
  for (const kind of PART_KINDS) {
    const was = saved[kind];
    const now = current[kind];
    if (!was || !now) continue;
    const model = was.model ?? (now.state === 'found' ? now.model : undefined) ?? String(was.id ?? '');
    if (now.state === 'unreadable') {
      changes.push({ kind, model, state: 'unreadable', changes: [] });
      continue;
    }
    const differences: FigureChange[] = [];
    if (was.model && now.model && was.model !== now.model)
      differences.push({ figure: 'model', saved: was.model, current: now.model });
    // The figures saved are what the checks read; one today's row adds is not a change of them.
    if (was.figures && now.figures)
      for (const figure of Object.keys(was.figures))
        if (!same(was.figures[figure], now.figures[figure]))
          differences.push({ figure, saved: was.figures[figure], current: now.figures[figure] });
    if (differences.length > 0) changes.push({ kind, model, state: 'changed', changes: differences });
  }
  return changes;
}

/** What a selection lacks for a full report; each names a `report:missing.*` text. */
export type MissingItem =
  | 'maxCapacity'
  | 'division'
  | 'cellCount'
  | 'cell'
  | 'meter'
  | 'modelNumber'
  | 'checks'
  | 'verdict'
  | 'finestE'
  | 'pCon'
  | 'partFigures';

const positive = (v: unknown): v is number => finite(v) && v > 0;

/** The instrument as saved, when Max, e and N are there. */
function instrumentOf(selection: SelectionData): InstrumentData | undefined {
  const { maxCapacity: Max, division: e, cellCount: N } = selection;
  if (!positive(Max) || !positive(e) || !positive(N)) return undefined;
  const kg = (v: unknown) => (finite(v) && v >= 0 ? v : 0);
  return {
    class: selection.accuracyClass === 'IIII' ? 'IIII' : 'III',
    Max,
    e,
    N,
    R: positive(selection.reductionRatio) ? selection.reductionRatio : 1,
    DL: kg(selection.deadLoad),
    IZSR: kg(selection.izsrPlus),
    NUD: kg(selection.nud),
    T: kg(selection.tarePlus),
  };
}

const CELL_FIGURES = ['nLC', 'Emax', 'Emin', 'Y', 'C', 'RLC', 'p'] as const;
const METER_FIGURES = ['nind', 'p', 'Uexc', 'duMin', 'UmrMax', 'RLmin', 'RLmax'] as const;

/** The p_con saved with a selection's parts (older rows have none). */
export function savedPConOf(selection: SelectionData): number | undefined {
  const parts: unknown = selection.parts;
  const pCon = isRecord(parts) ? parts.pCon : undefined;
  return finite(pCon) && pCon >= 0 && pCon <= 1 ? pCon : undefined;
}

/** The finest legal e, or the `missing` entry that says why it cannot be given. */
export type FinestE = { e: number } | { missing: 'finestE' | 'pCon' };

/**
 * The finest legal e: as saved; for a row saved before it was stored, from the saved figures and
 * p_con (the same helper the result step uses); never from a guessed figure.
 */
export function finestEOf(selection: SelectionData): FinestE {
  if (positive(selection.finestE)) return { e: selection.finestE };
  const inst = instrumentOf(selection);
  const saved = readSavedParts(selection);
  const lc = saved.cell?.figures;
  const ind = saved.meter?.figures;
  if (!inst || !lc || !ind) return { missing: 'finestE' };
  if (!CELL_FIGURES.every((f) => finite(lc[f])) || !METER_FIGURES.every((f) => finite(ind[f])))
    return { missing: 'finestE' };
  const pCon = savedPConOf(selection);
  if (pCon === undefined) return { missing: 'pCon' };
  const e = finestLegalE({
    inst,
    lc: lc as unknown as LoadCellData,
    ind: ind as unknown as IndicatorData,
    pCon,
  });
  return Number.isFinite(e) ? { e } : { missing: 'finestE' };
}

/** Everything the report shows of a selection, with what it lacks. */
export interface SelectionReportData {
  selection: SelectionData;
  checks: ShownCheck[];
  finestE?: number;
  /** Why `finestE` cannot be given, when it cannot. */
  finestEMissing?: 'finestE' | 'pCon';
  missing: MissingItem[];
}

export function reportDataOf(selection: SelectionData): SelectionReportData {
  const checks = toShownChecks(selection.checkResults);
  const finest = finestEOf(selection);
  const saved = readSavedParts(selection);
  const missing: MissingItem[] = [];
  if (!positive(selection.maxCapacity)) missing.push('maxCapacity');
  if (!positive(selection.division)) missing.push('division');
  if (!positive(selection.cellCount)) missing.push('cellCount');
  if (!text(selection.sensorModel) && !saved.cell?.model) missing.push('cell');
  if (!text(selection.meterModel) && !saved.meter?.model) missing.push('meter');
  if (!text(selection.totalModelNo)) missing.push('modelNumber');
  if (checks.length === 0) missing.push('checks');
  if (typeof selection.legal !== 'boolean') missing.push('verdict');
  if ('missing' in finest) missing.push(finest.missing);
  if (!saved.cell?.figures && !saved.meter?.figures) missing.push('partFigures');
  return 'e' in finest
    ? { selection, checks, finestE: finest.e, missing }
    : { selection, checks, finestEMissing: finest.missing, missing };
}

/** A line of the bill of materials; `item` names a `report:bom.*` text. */
export interface BomLine {
  key: string;
  item: 'cells' | 'modules' | 'junctionBox' | 'indicator' | 'woven' | 'stabilizer' | 'overPlate' | 'option';
  /** The option letter of an `option` line. */
  letter?: string;
  model?: string;
  /** The load cell of a weigh module. */
  cellModel?: string;
  /** An indicator known by its short code only. */
  indicatorCode?: string;
  perSet: number;
  /** Asked for by the checks (V04 uplift → W) though no part was chosen. */
  forced?: boolean;
}

/** Option letters that are parts to order (the others, F and S, are how the parts are made). */
const ORDERED_OPTIONS = ['D', 'G', 'K', 'L'] as const;

/** The models of the parts: as saved with the selection, else as the row names them, else today's catalogue. */
export function partModels(selection: SelectionData, current: CurrentParts = {}) {
  const saved = readSavedParts(selection);
  const now = (kind: PartKind) => {
    const part = current[kind];
    return part?.state === 'found' ? part : undefined;
  };
  return {
    cell: saved.cell?.model ?? text(selection.sensorModel) ?? now('cell')?.model,
    modular:
      (saved.cell?.modularModel as string | undefined) ??
      text(selection.modularModelNo) ??
      (selection.modularId !== undefined ? now('cell')?.modularModel : undefined),
    meter: saved.meter?.model ?? text(selection.meterModel) ?? now('meter')?.model,
    woven: saved.woven?.model ?? now('woven')?.model,
    stabilizer: saved.stabilizer?.model ?? now('stabilizer')?.model,
    overPlate: saved.overPlate?.model ?? now('overPlate')?.model,
  };
}

/** Cells (or modules), junction box, indicator, accessories and ordered options, per set. */
export function bomOf(selection: SelectionData, current: CurrentParts = {}): BomLine[] {
  const models = partModels(selection, current);
  const N = positive(selection.cellCount) ? Math.round(selection.cellCount) : 0;
  // A row without its letters still has them in its model number.
  const letters = new Set(
    typeof selection.options === 'string'
      ? selection.options.toUpperCase()
      : (parseModelNumber(text(selection.totalModelNo))?.options ?? []),
  );
  const lines: BomLine[] = [];
  if (models.modular)
    lines.push({ key: 'cells', item: 'modules', model: models.modular, cellModel: models.cell, perSet: N });
  else if (models.cell || partIdOf(selection, 'cell'))
    lines.push({ key: 'cells', item: 'cells', model: models.cell, perSet: N });
  if (letters.has('J')) lines.push({ key: 'junctionBox', item: 'junctionBox', perSet: 1 });
  const indicatorCode = text(selection.indicatorCode);
  if (models.meter) lines.push({ key: 'indicator', item: 'indicator', model: models.meter, perSet: 1 });
  // An older row may name its indicator by the code in its model number only.
  else if (indicatorCode && indicatorCode !== '00')
    lines.push({ key: 'indicator', item: 'indicator', indicatorCode, perSet: 1 });
  if (partIdOf(selection, 'woven')) lines.push({ key: 'woven', item: 'woven', model: models.woven, perSet: N });
  if (partIdOf(selection, 'stabilizer'))
    lines.push({ key: 'stabilizer', item: 'stabilizer', model: models.stabilizer, perSet: N });
  else if (letters.has('W')) lines.push({ key: 'stabilizer', item: 'stabilizer', perSet: N, forced: true });
  if (partIdOf(selection, 'overPlate'))
    lines.push({ key: 'overPlate', item: 'overPlate', model: models.overPlate, perSet: N });
  for (const letter of ORDERED_OPTIONS)
    if (letters.has(letter)) lines.push({ key: `option-${letter}`, item: 'option', letter, perSet: 1 });
  return lines;
}
