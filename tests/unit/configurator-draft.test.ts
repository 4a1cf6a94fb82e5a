import { describe, expect, it } from 'vitest';
import type { NewMeter } from '@/api/modules/wms/new-meter';
import type { Sensor } from '@/api/modules/wms/sensor';
import { cellPickOf, loadCellOf, meterPickOf, parseCellClass } from '@/features/configurator/catalogue';
import { baseInputOf, fullInputOf, problemsOf } from '@/features/configurator/check-input';
import { newDraft, parseDraft, withApplication, type Draft } from '@/features/configurator/draft';
import { accessoryNeeds, configurationOf, selectionRecordOf } from '@/features/configurator/record';
import { checkCompatibility, passed } from '@/lib/weighing/compatibility';

/** The wizard's model: draft, what it checks, what it saves. The catalogue records are the mock's seeded ones. */

const XB_1T5: Sensor = {
  id: 155,
  model: 'XB-1P5T-C3',
  emax: 1500,
  accuracyClass: 'C3',
  nLC: 3000,
  y: 10000,
  ratedOutput: 2,
  inputResistance: 400,
  signalType: 'ANALOG',
  emin: 0,
  pLC: 0.7,
  safeLoad: 150,
};
const XB_1T: Sensor = { ...XB_1T5, id: 51, model: 'XB-1T-C3', emax: 1000, inputResistance: 700 };
const E7: NewMeter = {
  id: 22,
  no: 'YB-2023-0006',
  model: 'XK3210-E7',
  shortCode: 'E7',
  accuracyClass: 'III',
  nind: 10000,
  uExc: 5,
  duMin: 0.5,
  maxCells: 8,
};

/** §3.6: 3 t platform, e 1 kg, 4 cells, DL 250 kg, 1.5 m × 1.5 m deck, IZSR⁺ and NUD 10 % (the defaults). */
function example1(sensor: Sensor = XB_1T5): Draft {
  return {
    ...newDraft('PLATFORM'),
    customer: '例一',
    deadLoad: 250,
    deckLength: 1.5,
    deckWidth: 1.5,
    maxCapacity: 3000,
    division: 1,
    cell: cellPickOf(sensor, 'SB'),
    meter: meterPickOf(E7),
  };
}

describe('draft', () => {
  it('survives a reload unchanged, with the selection number reserved at the start', () => {
    const draft = { ...example1(), selectionNo: 'XX20261126-0007', step: 4, remark: 'keep me' };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('takes fresh values for what is missing or mistyped, never a broken pick', () => {
    const parsed = parseDraft(
      JSON.stringify({
        version: 1,
        step: 9,
        applicationType: 'SPACESHIP',
        maxCapacity: '3000',
        cell: { sensorId: 1, model: 'X', lc: { class: 'Z', Emax: 1 } },
        options: ['L', 'Q', 7],
      }),
    );
    expect(parsed).toMatchObject({ step: 4, applicationType: 'PLATFORM', maxCapacity: null, options: ['L'] });
    expect(parsed?.cell).toBeUndefined();
    expect(parseDraft('{not json')).toBeUndefined();
    expect(parseDraft(JSON.stringify({ version: 2 }))).toBeUndefined();
  });

  it('switching the application keeps who it is for and the sizes, and drops the cell', () => {
    const silo = withApplication(example1(), 'SILO');
    expect(silo).toMatchObject({ customer: '例一', maxCapacity: 3000, izsrPct: 2, nudPct: 10, outdoor: true });
    expect(silo.cell).toBeUndefined();
  });

  it('says what keeps a step from being complete', () => {
    expect(problemsOf(newDraft(), 'application')).toMatchObject({
      customer: 'validation.required',
      deadLoad: 'validation.required',
    });
    expect(problemsOf({ ...example1(), division: 3 }, 'metrology')).toEqual({ division: 'validation.series' });
    expect(problemsOf({ ...example1(), cellCount: 2.5 }, 'application')).toEqual({ cellCount: 'validation.cellCount' });
    expect(problemsOf(example1(), 'result')).toEqual({});
  });
});

describe('what the wizard checks', () => {
  it('§3.6 with catalogue records: 1.5 t recommended, 1 t legal but failing V01', () => {
    const recommended = checkCompatibility(fullInputOf(example1()) ?? fail());
    expect([recommended.legal, recommended.recommended, recommended.loadPerCell]).toEqual([true, true, 962.5]);
    const oneTonne = checkCompatibility(fullInputOf(example1(XB_1T)) ?? fail());
    expect([oneTonne.legal, oneTonne.recommended, passed(oneTonne, 'V01')]).toEqual([true, false, false]);
    expect(oneTonne.V01demand).toBe(1015.625);
  });

  it('platforms are sized by SF 1.25, truck scales by the K-factors, outdoor silos with wind and earthquake', () => {
    expect(baseInputOf(example1())).toMatchObject({ SF: 1.25, inst: { IZSR: 300, NUD: 300, DL: 250, R: 1 } });
    expect(baseInputOf(withApplication(example1(), 'TRUCK'))?.K).toEqual([1.25, 1.5, 1.2, 1.0]);
    expect(baseInputOf(withApplication(example1(), 'SILO'))?.env).toMatchObject({ w0: 0.5, alpha: 0.08, r: 1.5 });
    expect(baseInputOf({ ...example1(), maxCapacity: null })).toBeUndefined();
  });

  it('catalogue figures: C3 is class C with 3 000 intervals; missing figures are assumed and said so', () => {
    expect(parseCellClass('C3')).toEqual({ cls: 'C', nLC: 3000 });
    expect(parseCellClass('D1')).toEqual({ cls: 'D', nLC: 1000 });
    expect(parseCellClass('X9')).toBeUndefined();
    const bare = loadCellOf({ id: 1, emax: 2000, accuracyClass: 'C4' });
    expect(bare.lc).toMatchObject({ class: 'C', nLC: 4000, Emax: 2000, Emin: 0, Y: 10000, p: 0.7 });
    expect(bare.assumed).toEqual(['Emin', 'Y', 'C', 'RLC', 'p']);
    const digital = loadCellOf({ ...XB_1T5, signalType: 'DIGITAL', ratedOutput: undefined });
    expect(digital.lc).toMatchObject({ digital: true, C: 0, RLC: 0 });
    expect(digital.assumed).toEqual([]);
    // 3 mV/V of the excitation as the input range: 15 mV at 5 V.
    expect(meterPickOf(E7).ind).toMatchObject({ nind: 10000, Uexc: 5, duMin: 0.5, UmrMax: 15, class: 'III' });
  });
});

describe('what the wizard saves', () => {
  it('the configuration under its reserved number, with its checks as computed, J for the junction box, the indicator short code', () => {
    const draft = { ...example1(), selectionNo: 'XX20261126-0007' };
    const result = checkCompatibility(fullInputOf(draft) ?? fail());
    const record = selectionRecordOf(draft, result);
    expect(record).toMatchObject({
      selectionNo: 'XX20261126-0007',
      customer: '例一',
      applicationType: 'PLATFORM',
      maxCapacity: 3000,
      division: 1,
      cellCount: 4,
      deadLoad: 250,
      deckLength: 1.5,
      izsrPlus: 300,
      nud: 300,
      sensorId: 155,
      meterId: 22,
      indicatorCode: 'E7',
      options: 'JL',
      legal: true,
      recommended: true,
      environment: null,
    });
    expect(record.checkResults?.map((c) => c.code)).toEqual(result.checks.map((c) => c.code));
    expect(record.checkResults?.find((c) => c.code === 'C11')?.limit).toEqual([43, 1100]);
    expect(accessoryNeeds(draft, result)).toEqual([{ key: 'junctionBox', letter: 'J', met: true }]);
    expect(configurationOf({ ...draft, junctionBox: false, meter: undefined }, result)).toMatchObject({
      options: 'L',
      indicatorCode: '00',
    });
  });

  it('an empty outdoor silo that lifts off needs anti-lift stabilizers: W is forced into the code', () => {
    // §3.8 on a 20 t cell: 50 t live load, 10 t vessel, 4 supports, e 20 kg.
    const silo: Draft = {
      ...withApplication(example1(), 'SILO'),
      maxCapacity: 50000,
      division: 20,
      deadLoad: 10000,
      cell: cellPickOf({ ...XB_1T5, emax: 20000, model: 'SJ-20T-C3' }, 'DB'),
      meter: meterPickOf(E7),
    };
    const result = checkCompatibility(fullInputOf(silo) ?? fail());
    expect(result.antiLiftRequired).toBe(true);
    expect(accessoryNeeds(silo, result)[0]).toEqual({ key: 'antiLift', letter: 'W', met: false });
    expect(configurationOf(silo, result).options).toBe('JW');
    expect(configurationOf(silo, result).environment).toMatchObject({ w0: 0.5 });
  });
});

function fail(): never {
  throw new Error('the draft should be complete');
}
