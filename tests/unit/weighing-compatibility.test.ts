import { describe, expect, it } from 'vitest';
import { rankCandidates } from '@/lib/weighing/candidates';
import {
  checkCompatibility,
  finestLegalE,
  passed,
  type CheckCode,
  type CompatibilityInput,
  type CompatibilityResult,
} from '@/lib/weighing/compatibility';
import { DEFAULT_RULES } from '@/lib/weighing/rules';
import { isSeriesValue, roundUpToSeries, seriesBetween } from '@/lib/weighing/series';

/** domain.md §3.9, verbatim. */
const VECTORS_JSON = String.raw`[
 {"id":"EX1-1500","inst":{"class":"III","Max":3000,"e":1,"N":4,"R":1,"DL":250,"IZSR":300,"NUD":300,"T":0},
  "lc":{"class":"C","nLC":3000,"Emax":1500,"Emin":0,"Y":10000,"C":2.0,"RLC":400,"p":0.7},
  "ind":{"nind":6000,"p":0.5,"Uexc":5.0,"duMin":0.5,"UmrMax":15,"RLmin":43,"RLmax":1100},"pCon":0.5,"SF":1.25,
  "expect":{"n":3000,"loadPerCell":962.5,"vmin":0.15,"vLimit":0.5,"du":1.666667,"Ufull":6.416667,"RL":100,"pSum":0.99,
            "C04":true,"C05":true,"C06":true,"C07":true,"C08":true,"C09":true,"C10":true,"C11":true,"V01":true,"compatible":true}},
 {"id":"EX1-1000","same_as":"EX1-1500","lc":{"Emax":1000},
  "expect":{"loadPerCell":962.5,"du":2.5,"Ufull":9.625,"V01demand":1015.625,"V01":false,"legal":true,"recommended":false}},
 {"id":"EX2-A","inst":{"class":"III","Max":80000,"e":20,"N":8,"R":1,"DL":14000,"IZSR":1600,"NUD":16000,"T":0},
  "lc":{"class":"C","nLC":3000,"Emax":30000,"Emin":0,"Y":10000,"C":2.0,"RLC":700,"p":0.7},
  "ind":{"nind":6000,"p":0.5,"Uexc":5.0,"duMin":0.5,"UmrMax":15,"RLmin":43,"RLmax":1100},"pCon":0.5,"K":[1.25,1.5,1.2,1.0],
  "expect":{"n":4000,"Q":1.395,"loadPerCell":13950,"vLimit":7.071068,"du":0.833333,"Ufull":4.65,"RL":87.5,"V02demand":26437.5,
            "C04":false,"C09":true,"compatible":false,"finestE":50}},
 {"id":"EX2-B","same_as":"EX2-A","lc":{"nLC":4000},"expect":{"C04":true,"compatible":true,"finestE":20}},
 {"id":"EX2-C","same_as":"EX2-A","inst":{"e":50},"expect":{"n":1600,"vLimit":17.677670,"du":2.083333,"compatible":true}},
 {"id":"EX2-D","same_as":"EX2-B","ind":{"duMin":1.0},"expect":{"C09":false,"compatible":false}},
 {"id":"EX3-20T","inst":{"class":"III","Max":50000,"e":20,"N":4,"R":1,"DL":10000,"IZSR":1000,"NUD":5000,"T":0},
  "lc":{"class":"C","nLC":3000,"Emax":20000,"Emin":0,"Y":10000,"C":2.0,"RLC":400,"p":0.7,"safeLoadPct":150},
  "ind":{"nind":6000,"p":0.5,"Uexc":5.0,"duMin":0.5,"UmrMax":15,"RLmin":43,"RLmax":1100},"pCon":0.5,"SF":1.25,
  "env":{"w0":0.5,"mus":0.8,"muz":1.0,"betaz":1.0,"D":3.0,"H":12,"h":6,"alpha":0.08,"hcg":6,"r":1.5,"g":9.80665},
  "expect":{"loadPerCell":16500,"Q":1.32,"V01demand":18750,"dFwindKg":2936.78,"fullWind":17936.78,"emptyWindward":-436.78,
            "dFseisKg":9600.0,"fullSeis":24600,"du":2.5,"Ufull":8.25,"antiLiftRequired":true,"compatible":true}}
]`;

type Json = Record<string, unknown>;
interface Vector extends Json {
  id: string;
  same_as?: string;
  expect: Record<string, number | boolean>;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
function merge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isObject(v) && isObject(base[k]) ? merge(base[k], v) : v;
  return out;
}

const raw = JSON.parse(VECTORS_JSON) as Vector[];
const byId = new Map<string, Json>();
for (const v of raw) {
  const { expect: _e, id: _i, same_as, ...own } = v;
  byId.set(v.id, same_as ? merge(byId.get(same_as) ?? {}, own) : own);
}
const inputOf = (id: string) => byId.get(id) as unknown as CompatibilityInput;

/** Values printed with two or more decimals are rounded there; the rest are exact (1e-9 relative). */
function tolerance(expected: number): number {
  const decimals = (String(expected).split('.')[1] ?? '').length;
  const relative = Math.abs(expected) * 1e-6;
  return decimals >= 2 ? Math.max(relative, 0.5 * 10 ** -decimals) : Math.max(Math.abs(expected) * 1e-9, 1e-12);
}

const CODE = /^[CV]\d\d$/;

describe('checkCompatibility: the seven §3.9 vectors', () => {
  for (const vector of raw)
    it(vector.id, () => {
      const result = checkCompatibility(inputOf(vector.id));
      for (const [key, expected] of Object.entries(vector.expect)) {
        if (CODE.test(key)) {
          expect(passed(result, key as CheckCode), key).toBe(expected);
        } else if (typeof expected === 'boolean') {
          expect(result[key as keyof CompatibilityResult], key).toBe(expected);
        } else {
          const actual = result[key as keyof CompatibilityResult];
          expect(typeof actual, key).toBe('number');
          expect(Math.abs(Number(actual) - expected), `${key}: ${String(actual)} vs ${expected}`).toBeLessThanOrEqual(
            tolerance(expected),
          );
        }
      }
    });

  it('reports every evaluated check as {code, pass, value, limit, unit, messageKey}', () => {
    const result = checkCompatibility(inputOf('EX1-1000'));
    expect(result.checks.map((c) => c.key)).toEqual([
      'C01',
      'C02',
      'C04',
      'C05',
      'C06',
      'C07',
      'C08',
      'C09',
      'C10',
      'C11',
      'C14',
      'V01',
      'V05',
    ]);
    expect(result.checks.find((c) => c.code === 'V01')).toEqual({
      code: 'V01',
      key: 'V01',
      severity: 'warning',
      pass: false,
      value: 1015.625,
      limit: 1000,
      relation: 'le',
      unit: 'kg',
      messageKey: 'compat.V01.fail',
    });
    expect(result.checks.find((c) => c.code === 'C11')).toMatchObject({ value: 100, limit: [43, 1100], unit: 'Ω' });
    // 0.8125 is above the 0.3–0.8 band: shown, but an info row never decides the verdict.
    expect(result.checks.find((c) => c.code === 'V05')).toMatchObject({
      severity: 'info',
      pass: false,
      messageKey: 'compat.V05.high',
    });
  });

  it('EX3: V04 rows for wind, seismic and uplift; uplift asks for the stabilizer and keeps the verdict', () => {
    const result = checkCompatibility(inputOf('EX3-20T'));
    const v04 = result.checks.filter((c) => c.code === 'V04');
    expect(v04.map((c) => [c.key, c.severity, c.pass])).toEqual([
      ['V04.wind', 'warning', true],
      ['V04.seismic', 'warning', true],
      ['V04.uplift', 'accessory', false],
    ]);
    expect(result.seisLimit).toBe(30000);
    expect(result.recommended).toBe(true);
    // §3.8: the 15 t module fails V01, V04 and C06.
    const small = checkCompatibility({ ...inputOf('EX3-20T'), lc: { ...inputOf('EX3-20T').lc, Emax: 15000 } });
    expect([passed(small, 'V01'), passed(small, 'V04'), passed(small, 'C06'), small.legal]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('digital cells skip C09–C12 (a cable too long for the indicator is not checked)', () => {
    const input = inputOf('EX2-B');
    // L/A = 100/0.5 = 200 m/mm² against (L/A)max 150: C12 would fail for an analog cell.
    const wired = { ...input, ind: { ...input.ind, LAmax: 150 }, cable: { L: 100, A: 0.5 } };
    const analog = checkCompatibility(wired);
    expect(row(analog, 'C12')).toMatchObject({ pass: false, value: 200, limit: 150 });
    expect(analog.compatible).toBe(false);
    const result = checkCompatibility({ ...wired, lc: { ...wired.lc, digital: true } });
    expect(result.checks.map((c) => c.code)).not.toEqual(expect.arrayContaining(['C09']));
    for (const code of ['C09', 'C10', 'C11', 'C12'] as const) expect(passed(result, code)).toBeUndefined();
    expect(result.du).toBeUndefined();
    expect(result.compatible).toBe(true);
  });
});

/** EX1-1500 with overrides: the base of the boundary cases. */
function ex1(over: { inst?: Json; lc?: Json; ind?: Json; top?: Json } = {}): CompatibilityInput {
  const base = inputOf('EX1-1500') as unknown as Json;
  return merge(base, {
    ...(over.top ?? {}),
    inst: over.inst ?? {},
    lc: over.lc ?? {},
    ind: over.ind ?? {},
  }) as unknown as CompatibilityInput;
}
const row = (result: CompatibilityResult, key: string) => result.checks.find((c) => c.key === key);

describe('inclusive boundaries (§3.10)', () => {
  it('C06: a load per cell exactly Emax passes, without a Q round trip', () => {
    // (1 + 850/3000)·3000 is 3849.9999999999995 in doubles; the sum is exactly 3850.
    const at = checkCompatibility(ex1({ inst: { N: 1 }, lc: { Emax: 3850, nLC: 3000 } }));
    expect(at.loadPerCell).toBe(3850);
    expect(row(at, 'C06')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ inst: { N: 1 }, lc: { Emax: 3849.99 } })), 'C06')?.pass).toBe(false);
  });

  it('C03: an instrument range equal to the narrower of the cell and indicator ranges passes', () => {
    const temps = (inst: Json, ind: Json = {}) =>
      row(
        checkCompatibility(
          ex1({
            inst,
            lc: { tempMin: -10, tempMax: 40 },
            ind: { tempMin: -5, tempMax: 45, ...ind },
          }),
        ),
        'C03',
      );
    // Cell −10 … 40 °C, indicator −5 … 45 °C: the common range is −5 … 40 °C.
    expect(temps({ tempMin: -5, tempMax: 40 })).toMatchObject({ pass: true, limit: [-5, 40], unit: '°C' });
    expect(temps({ tempMin: -5.1, tempMax: 40 })?.pass).toBe(false);
    expect(temps({ tempMin: -5, tempMax: 40.1 })?.pass).toBe(false);
    // Without the instrument's range there is nothing to check.
    expect(row(checkCompatibility(ex1({ lc: { tempMin: -10, tempMax: 40 } })), 'C03')).toBeUndefined();
  });

  it('C12: an analog cell whose cable L/A is exactly (L/A)max passes', () => {
    const c12 = (L: number, A: number, LAmax = 150) =>
      row(checkCompatibility({ ...ex1({ ind: { LAmax } }), cable: { L, A } }), 'C12');
    expect(c12(75, 0.5)).toMatchObject({ pass: true, value: 150, limit: 150, unit: 'm/mm²' });
    // 21/0.14 is 149.99999999999997 in doubles: still at the limit, never above it.
    expect(c12(21, 0.14, 149.99999999999997)?.pass).toBe(true);
    expect(c12(75.01, 0.5)?.pass).toBe(false);
    expect(c12(75, 0.5, 149.99)?.pass).toBe(false);
    // Without (L/A)max or without a cable there is nothing to check.
    expect(row(checkCompatibility({ ...ex1(), cable: { L: 75, A: 0.5 } }), 'C12')).toBeUndefined();
    expect(row(checkCompatibility(ex1({ ind: { LAmax: 150 } })), 'C12')).toBeUndefined();
  });

  it('C13: multi-interval only; Z exactly Emax·N/(e₁·R) passes', () => {
    // 1 500 kg · 4 / (1 kg · 1) = 6 000.
    const c13 = (Z: number, top: Json = {}) =>
      row(checkCompatibility(ex1({ inst: { multiInterval: true, ...top }, lc: { Z } })), 'C13');
    expect(c13(6000)).toMatchObject({ pass: true, value: 6000, limit: 6000, relation: 'ge' });
    expect(c13(5999.99)?.pass).toBe(false);
    // R = 0.5 halves the lever load: Z 12 000 needed.
    expect(c13(12000, { R: 0.5 })?.pass).toBe(true);
    expect(c13(11999, { R: 0.5 })?.pass).toBe(false);
    // A single-interval instrument never evaluates C13.
    expect(row(checkCompatibility(ex1({ lc: { Z: 1 } })), 'C13')).toBeUndefined();
  });

  it('C04 / C05: n equal to n_LC and n_ind passes, one interval more fails', () => {
    expect(row(checkCompatibility(ex1({ lc: { nLC: 3000 } })), 'C04')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { nLC: 2999 } })), 'C04')?.pass).toBe(false);
    expect(row(checkCompatibility(ex1({ ind: { nind: 3000 } })), 'C05')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ ind: { nind: 2999 } })), 'C05')?.pass).toBe(false);
  });

  it('C07: vmin exactly e·R/√N passes', () => {
    // 5 000 kg / 10 000 = 0.5 kg = 1 kg / √4.
    const at = checkCompatibility(ex1({ lc: { Emax: 5000 } }));
    expect([at.vmin, at.vLimit, row(at, 'C07')?.pass]).toEqual([0.5, 0.5, true]);
    expect(row(checkCompatibility(ex1({ lc: { Emax: 5000, Y: 9999 } })), 'C07')?.pass).toBe(false);
    // √3 is irrational: vmin set to the same product still passes within the tolerance.
    const odd = checkCompatibility(ex1({ inst: { N: 3 }, lc: { Emax: 3000, Y: 3000 * Math.sqrt(3) } }));
    expect(row(odd, 'C07')?.pass).toBe(true);
  });

  it('C08: Emin exactly DL·R/N passes', () => {
    expect(row(checkCompatibility(ex1({ lc: { Emin: 62.5 } })), 'C08')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { Emin: 62.6 } })), 'C08')?.pass).toBe(false);
  });

  it('C09: Δu exactly Δu_min passes', () => {
    // 2 mV/V · 5 V · 1 kg / (1 000 kg · 4) = 2.5 µV/e.
    expect(row(checkCompatibility(ex1({ lc: { Emax: 1000 }, ind: { duMin: 2.5 } })), 'C09')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { Emax: 1000 }, ind: { duMin: 2.5000001 } })), 'C09')?.pass).toBe(false);
    // 0.1 + 0.2 style noise: C = 0.3 written as 0.1 + 0.2 still meets a Δu_min computed exactly.
    const noisy = checkCompatibility(ex1({ lc: { C: 0.1 + 0.2 }, ind: { duMin: (0.3 * 5 * 1000) / 6000 } }));
    expect(row(noisy, 'C09')?.pass).toBe(true);
  });

  it('C10: the full-load signal exactly U_MRmax passes; U_MRmin bounds the dead-load signal', () => {
    // 2·5·3850/(1500·4) = 6.416 666… mV.
    const at = checkCompatibility(ex1({ ind: { UmrMax: (2 * 5 * 3850) / 6000 } }));
    expect(row(at, 'C10')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ ind: { UmrMax: 6.4166 } })), 'C10')?.pass).toBe(false);
    // Dead-load signal 2·5·62.5/1500 = 0.416 666… mV.
    const min = checkCompatibility(ex1({ ind: { UmrMin: (2 * 5 * 62.5) / 1500 } }));
    expect(row(min, 'C10.min')).toMatchObject({ pass: true, relation: 'ge', unit: 'mV' });
    expect(row(checkCompatibility(ex1({ ind: { UmrMin: 0.42 } })), 'C10.min')?.pass).toBe(false);
  });

  it('C11: R_LC/N exactly at either end of the load range passes', () => {
    expect(row(checkCompatibility(ex1({ ind: { RLmin: 100 } })), 'C11')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ ind: { RLmax: 100 } })), 'C11')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ ind: { RLmin: 100.01 } })), 'C11')?.pass).toBe(false);
    expect(row(checkCompatibility(ex1({ ind: { RLmax: 99.99 } })), 'C11')?.pass).toBe(false);
  });

  it('C02: p² summing to exactly 1 passes (0.6² + 0.8² is 1.0000000000000002 in doubles)', () => {
    const at = checkCompatibility(ex1({ lc: { p: 0.8 }, ind: { p: 0.6 }, top: { pCon: 0 } }));
    expect(row(at, 'C02')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { p: 0.8 }, ind: { p: 0.6 }, top: { pCon: 0.01 } })), 'C02')?.pass).toBe(
      false,
    );
  });

  it('C14: class III n from 500 to 10 000 (e ≥ 5 g), 100 below; IIII 100 to 1 000; e on the 1-2-5 series', () => {
    const c14 = (inst: Json, nLC = 20000) =>
      row(checkCompatibility(ex1({ inst, lc: { nLC }, ind: { nind: 20000 } })), 'C14');
    expect(c14({ Max: 500, e: 1 })?.pass).toBe(true);
    expect(c14({ Max: 499, e: 1 })?.pass).toBe(false);
    expect(c14({ Max: 10000, e: 1 })?.pass).toBe(true);
    expect(c14({ Max: 10001, e: 1 })?.pass).toBe(false);
    // e = 2 g: the fine band starts at 100.
    expect(c14({ Max: 0.2, e: 0.002 })).toMatchObject({ pass: true, limit: [100, 10000] });
    expect(c14({ class: 'IIII', Max: 1000, e: 1 })?.pass).toBe(true);
    expect(c14({ class: 'IIII', Max: 100, e: 1 })?.pass).toBe(true);
    expect(c14({ class: 'IIII', Max: 1001, e: 1 })?.pass).toBe(false);
    expect(c14({ Max: 3000, e: 3 })).toMatchObject({ pass: false, messageKey: 'compat.C14.step' });
  });

  it('V01 demand exactly Emax passes; V02 the same with K-factors', () => {
    expect(row(checkCompatibility(ex1({ lc: { Emax: 1015.625 } })), 'V01')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { Emax: 1015.6 } })), 'V01')?.pass).toBe(false);
    const ex2 = inputOf('EX2-B');
    expect(row(checkCompatibility({ ...ex2, lc: { ...ex2.lc, Emax: 26437.5 } }), 'V02')?.pass).toBe(true);
    expect(row(checkCompatibility({ ...ex2, lc: { ...ex2.lc, Emax: 26437 } }), 'V02')?.pass).toBe(false);
  });

  it('V04: an empty windward support at exactly zero needs no stabilizer; seismic load at the safe load passes', () => {
    const ex3 = inputOf('EX3-20T');
    const env = ex3.env ?? DEFAULT_ENV;
    const dFwindKg =
      ((2 * env.betaz * env.mus * env.muz * env.w0 * env.D * env.H * env.h) / (4 * env.r)) * (1000 / 9.80665);
    const balanced = checkCompatibility({ ...ex3, inst: { ...ex3.inst, DL: 4 * dFwindKg } });
    expect(row(balanced, 'V04.uplift')?.pass).toBe(true);
    expect(balanced.antiLiftRequired).toBe(false);
    // full + seismic = 24 600 kg against a safe load of 164 % · 15 000 = 24 600 kg.
    const seismic = checkCompatibility({ ...ex3, lc: { ...ex3.lc, Emax: 15000, safeLoadPct: 164 } });
    expect(row(seismic, 'V04.seismic')).toMatchObject({ pass: true, value: 24600 });
  });

  it('V04 wind: full load plus wind exactly Emax passes', () => {
    const ex3 = inputOf('EX3-20T');
    const env = ex3.env ?? DEFAULT_ENV;
    // N = 4: ΔF = M/(2r), M = β_z·μ_s·μ_z·w₀·D·H·h (kN·m) → kg.
    const dFwindKg =
      ((env.betaz * env.mus * env.muz * env.w0 * env.D * env.H * env.h) / (2 * env.r)) * (1000 / 9.80665);
    const fullWind = (ex3.inst.Max + ex3.inst.DL) / ex3.inst.N + dFwindKg;
    const wind = (Emax: number) => row(checkCompatibility({ ...ex3, lc: { ...ex3.lc, Emax } }), 'V04.wind');
    expect(wind(fullWind)).toMatchObject({ pass: true, severity: 'warning' });
    expect(wind(fullWind)?.value).toBeCloseTo(17936.78, 2);
    expect(wind(fullWind - 0.01)?.pass).toBe(false);
  });

  it('V05: utilisation exactly 0.3 and 0.8 passes', () => {
    // (3000 + 250)/(4·Emax) = 0.8 ⇔ Emax 1015.625; = 0.3 ⇔ Emax 2708.333…
    expect(row(checkCompatibility(ex1({ lc: { Emax: 1015.625 } })), 'V05')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { Emax: 3250 / 1.2 } })), 'V05')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ lc: { Emax: 3000 } })), 'V05')?.messageKey).toBe('compat.V05.low');
  });

  it('V03 only for a declared rigid support; V06 at exactly (S − ½)·CLC passes', () => {
    expect(passed(checkCompatibility(ex1()), 'V03')).toBeUndefined();
    const rigid = checkCompatibility(ex1({ top: { rigidSupport: true } }));
    // (3000 + 250)·1.5/4 = 1218.75 kg ≤ 1500.
    expect(row(rigid, 'V03')).toMatchObject({ pass: true, value: 1218.75 });
    const ex2 = inputOf('EX2-B');
    expect(row(checkCompatibility({ ...ex2, CLC: 80000 / 3.5, S: 4 }), 'V06')?.pass).toBe(true);
    expect(row(checkCompatibility({ ...ex2, CLC: 22857, S: 4 }), 'V06')?.pass).toBe(false);
  });

  it('C01: class C cells serve class III, not class II; a class IIII indicator cannot serve class III', () => {
    expect(row(checkCompatibility(ex1()), 'C01')?.pass).toBe(true);
    expect(row(checkCompatibility(ex1({ inst: { class: 'II' } })), 'C01')?.pass).toBe(false);
    expect(row(checkCompatibility(ex1({ lc: { class: 'D' } })), 'C01')?.pass).toBe(false);
    expect(row(checkCompatibility(ex1({ ind: { class: 'IIII' } })), 'C01')?.messageKey).toBe('compat.C01.indicator');
  });
});

const DEFAULT_ENV = { w0: 0.5, mus: 0.8, muz: 1, betaz: 1, D: 3, H: 12, h: 6, alpha: 0.08, hcg: 6, r: 1.5 };

describe('finest legal e and the 1-2-5 series', () => {
  it('rounds up onto the series, keeping series values', () => {
    expect([0.3, 1, 1.0000000001, 8.485, 26.667, 0.15, 3, 7, 0.0049].map(roundUpToSeries)).toEqual([
      0.5, 1, 1, 10, 50, 0.2, 5, 10, 0.005,
    ]);
    expect(isSeriesValue(0.002)).toBe(true);
    expect(isSeriesValue(0.003)).toBe(false);
    expect(seriesBetween(0.5, 20)).toEqual([0.5, 1, 2, 5, 10, 20]);
  });

  it('§3.6–§3.8: 1 kg, 50 kg (C3) and 20 kg (C4 / 20 t module)', () => {
    expect(finestLegalE(inputOf('EX1-1500'))).toBe(1);
    expect(finestLegalE(inputOf('EX2-A'))).toBe(50);
    expect(finestLegalE(inputOf('EX2-B'))).toBe(20);
    expect(finestLegalE(inputOf('EX3-20T'))).toBe(20);
  });

  it('includes C09 for analog cells unless the rules leave it out', () => {
    // Δu_min 5 µV/e with the 1.5 t cell needs e ≥ 5·1500·4/(2·5·1000) = 3 kg → 5 kg.
    const input = ex1({ ind: { duMin: 5 } });
    expect(finestLegalE(input)).toBe(5);
    expect(finestLegalE(input, { ...DEFAULT_RULES, finestEIncludesSignal: false })).toBe(1);
    // And the e it offers passes every error check.
    const offered = checkCompatibility({ ...input, inst: { ...input.inst, e: 5 } });
    expect(offered.checks.filter((c) => c.severity === 'error' && !c.pass && c.code !== 'C14')).toEqual([]);
  });
});

describe('ranking catalogue candidates', () => {
  const catalogue = [500, 1000, 1500, 2000, 3000, 5000].map((Emax) => ({
    item: `XB-${Emax}`,
    lc: { ...inputOf('EX1-1500').lc, Emax },
  }));

  it('§3.6: the 1.5 t cell is the smallest recommended, 1 t legal only, 500 kg not legal', () => {
    const { lc: _lc, ...base } = inputOf('EX1-1500');
    const ranked = rankCandidates(base, catalogue);
    expect(ranked.map((r) => [r.item, r.result.recommended, r.result.legal])).toEqual([
      ['XB-1500', true, true],
      ['XB-2000', true, true],
      ['XB-3000', true, true],
      ['XB-5000', true, true],
      ['XB-1000', false, true],
      ['XB-500', false, false],
    ]);
  });

  it('re-checks 500 candidates well within a frame (figure printed, no time assertion)', () => {
    const { lc: _lc, ...base } = inputOf('EX1-1500');
    const five = Array.from({ length: 500 }, (_, i) => ({
      item: i,
      lc: {
        ...inputOf('EX1-1500').lc,
        Emax: [300, 500, 1000, 1500, 2000, 3000, 5000][i % 7],
        nLC: [2000, 3000, 4000, 5000, 6000][i % 5],
        Y: [5000, 10000, 15000, 20000][i % 4],
        C: [1, 2, 3][i % 3],
        digital: i % 11 === 0,
      },
    }));
    // Warm up the JIT as the browser's would be after the first keystrokes.
    for (let i = 0; i < 20; i++) rankCandidates(base, five);
    const runs: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < 50; i++) {
      const start = performance.now();
      rankCandidates({ ...base, inst: { ...base.inst, DL: 250 + i } }, five);
      runs.push(performance.now() - start);
    }
    // CPU time says what the work costs on a shared machine, where wall time also counts waiting.
    const used = process.cpuUsage(cpu);
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)];
    console.info(
      `re-check of 500 candidates: wall median ${median.toFixed(2)} ms, best ${runs[0].toFixed(2)} ms, ` +
        `CPU ${((used.user + used.system) / 1000 / runs.length).toFixed(2)} ms per run (50 runs)`,
    );
    expect(rankCandidates(base, five)).toHaveLength(500);
  });
});
