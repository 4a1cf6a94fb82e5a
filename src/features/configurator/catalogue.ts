import type { ModularOption } from '@/api/modules/wms/modular';
import type { NewMeter } from '@/api/modules/wms/new-meter';
import type { Sensor } from '@/api/modules/wms/sensor';
import type { InstrumentClass, LoadCellClass, LoadCellData } from '@/lib/weighing/compatibility';
import { CATALOGUE_DEFAULTS } from '@/lib/weighing/rules';
import type { CellPick, MeterPick } from './draft';

/** Catalogue records → the figures the checker reads, with what had to be assumed. */

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const positive = (v: unknown): v is number => finite(v) && v > 0;

/** `C3` → class C with 3 000 intervals (R60-1 Table 2); a bare letter keeps n_LC open. */
export function parseCellClass(label: string | undefined): { cls: LoadCellClass; nLC?: number } | undefined {
  const match = /^([ABCD])(\d{1,2}(?:[.P]\d)?)?$/.exec((label ?? '').trim().toUpperCase());
  if (!match) return undefined;
  const cls = match[1] as LoadCellClass;
  const thousands = match[2] ? Number(match[2].replace('P', '.')) : undefined;
  return { cls, nLC: thousands ? Math.round(thousands * 1000) : undefined };
}

/** The figures of a load cell; `safeLoadPct` of a weigh module overrides the cell's. */
export function loadCellOf(sensor: Sensor, safeLoadPct?: number): { lc: LoadCellData; assumed: string[] } {
  const assumed: string[] = [];
  const pick = (name: string, value: unknown, fallback: number, valid = positive) => {
    if (valid(value)) return value;
    assumed.push(name);
    return fallback;
  };
  const parsed = parseCellClass(sensor.accuracyClass);
  if (!parsed) assumed.push('class');
  const digital = sensor.signalType === 'DIGITAL';
  const lc: LoadCellData = {
    class: parsed?.cls ?? 'C',
    nLC: pick('nLC', sensor.nLC ?? parsed?.nLC, 3000),
    Emax: finite(sensor.emax) ? sensor.emax : Number.NaN,
    Emin: pick('Emin', sensor.emin, CATALOGUE_DEFAULTS.lc.Emin, (v): v is number => finite(v) && v >= 0),
    Y: pick('Y', sensor.y, CATALOGUE_DEFAULTS.lc.Y),
    // A digital cell has no mV/V output to check (C09–C12 are skipped).
    C: digital ? 0 : pick('C', sensor.ratedOutput, CATALOGUE_DEFAULTS.lc.C),
    RLC: digital ? 0 : pick('RLC', sensor.inputResistance, CATALOGUE_DEFAULTS.lc.RLC),
    p: pick('p', sensor.pLC, CATALOGUE_DEFAULTS.lc.p),
    digital,
  };
  const safe = positive(safeLoadPct) ? safeLoadPct : sensor.safeLoad;
  if (positive(safe)) lc.safeLoadPct = safe;
  return { lc, assumed };
}

export function cellPickOf(sensor: Sensor, typeCode: string | undefined, modular?: ModularOption): CellPick {
  const { lc, assumed } = loadCellOf(sensor, modular?.safeLoad);
  return {
    sensorId: Number(sensor.id),
    modularId: modular ? Number(modular.value) : undefined,
    model: modular?.modelNo ?? sensor.model ?? String(sensor.id),
    sensorModel: modular ? sensor.model : undefined,
    classLabel: sensor.accuracyClass ?? '',
    typeCode,
    lc,
    assumed,
  };
}

const INSTRUMENT_CLASSES: readonly InstrumentClass[] = ['I', 'II', 'III', 'IIII'];

/** The figures of an indicator: the catalogue's n_ind, U_exc and Δu_min, the rest per CATALOGUE_DEFAULTS. */
export function meterPickOf(meter: NewMeter): MeterPick {
  const assumed: string[] = [];
  const d = CATALOGUE_DEFAULTS.ind;
  const pick = (name: string, value: unknown, fallback: number) => {
    if (positive(value)) return value;
    assumed.push(name);
    return fallback;
  };
  const Uexc = pick('Uexc', meter.uExc, d.Uexc);
  // Input range and load impedance are not in the catalogue (domain §6 question 7).
  assumed.push('UmrMax', 'RL', 'p');
  const cls = INSTRUMENT_CLASSES.find((c) => c === meter.accuracyClass);
  return {
    id: Number(meter.id),
    no: meter.no,
    model: meter.model ?? String(meter.id),
    name: meter.name,
    shortCode: meter.shortCode,
    maxCells: meter.maxCells,
    ind: {
      nind: pick('nind', meter.nind, d.nind),
      p: d.p,
      Uexc,
      duMin: pick('duMin', meter.duMin, d.duMin),
      UmrMax: d.umrPerVolt * Uexc,
      RLmin: d.RLmin,
      RLmax: d.RLmax,
      ...(cls ? { class: cls } : {}),
    },
    assumed,
  };
}
