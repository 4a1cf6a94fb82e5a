import { beforeEach, describe, expect, it } from 'vitest';
import { modularApi } from '@/api/modules/wms/modular';
import { selDataApi } from '@/api/modules/wms/seldata';
import { sensorApi } from '@/api/modules/wms/sensor';
import { totalModelApi } from '@/api/modules/wms/total-model';
import { modularSensors, sensors } from '@mocks/seed/wms-selection';
import { signIn } from '../helpers';

/** What the configurator needs of the mock backend: catalogue figures, the model number, a save that lands. */

beforeEach(async () => {
  await signIn();
});

/** The 3 t platform scale of domain.md §3.6 on the seeded 1.5 t shear beam, indicator A12. */
async function example1(sensorModel = 'XB-1P5T-C3') {
  const cell = sensors().find((s) => s.model === sensorModel);
  expect(cell, sensorModel).toBeDefined();
  return {
    customer: '例一客户',
    applicationType: 'PLATFORM' as const,
    maxCapacity: 3000,
    division: 1,
    accuracyClass: 'III' as const,
    cellCount: 4,
    deadLoad: 250,
    deckLength: 1.5,
    deckWidth: 1.5,
    sensorId: cell?.id,
    indicatorCode: 'A12',
    options: 'JL',
  };
}

describe('configurator calls', () => {
  it('the catalogue holds the §3.6 cells: 1 t and 1.5 t single-ended shear beams, C3, Y 10 000, 2 mV/V, analog', async () => {
    for (const [model, emax] of [
      ['XB-1T-C3', 1000],
      ['XB-1P5T-C3', 1500],
    ] as const) {
      const { list } = await sensorApi.page({ model, limit: 5 });
      expect(list.find((s) => s.model === model)).toMatchObject({
        emax,
        accuracyClass: 'C3',
        nLC: 3000,
        y: 10000,
        ratedOutput: 2,
        signalType: 'ANALOG',
        emin: 0,
        pLC: 0.7,
        status: '0',
      });
    }
  });

  it('selData/options carries each modular with its capacity, class, safe load and default sensor', async () => {
    const options = await modularApi.selDataOptions({});
    expect(options.length).toBeGreaterThan(10);
    for (const option of options.slice(0, 10)) {
      const defaultSensor = modularSensors().find((j) => j.modularId === option.value && j.isDefault === '0');
      expect(option.sensorId).toBe(defaultSensor?.itemId);
      expect(option.capacity).toBeGreaterThan(0);
      expect(option.safeLoad).toBeGreaterThanOrEqual(120);
      expect(option.accuracyClass).toMatch(/^[CD]\d$/);
    }
  });

  it('model: a reserved selection number, and the §5 model number of the configuration sent', async () => {
    const numbers = await selDataApi.model(await example1());
    expect(numbers.selectionNo).toMatch(/^XX\d{8}-\d{4}$/);
    // §5.3: 3 t platform 1.5 m × 1.5 m, 4 × 1.5 t single-ended shear beam C3, A12, junction box, stand pole.
    expect(numbers.totalModelNo).toBe('TCS-3T-15X15-X1P5TC3X4-A12-JL');
  });

  it('§5.4: the number reserved at the start is kept by later model calls and saved under; then it is spent', async () => {
    const { selectionNo: reserved } = await selDataApi.model();
    // Another wizard started meanwhile gets the next number, not the same one.
    const { selectionNo: other } = await selDataApi.model();
    expect(other).not.toBe(reserved);
    // The result step sends the reserved number along: it comes back, no third number is reserved.
    expect((await selDataApi.model({ ...(await example1()), selectionNo: reserved })).selectionNo).toBe(reserved);
    // A number never reserved is not taken over.
    expect((await selDataApi.model({ selectionNo: 'XX20000101-0001' })).selectionNo).not.toBe('XX20000101-0001');

    const saved = await selDataApi.get(await selDataApi.save({ ...(await example1()), selectionNo: reserved }));
    expect(saved.selectionNo).toBe(reserved);
    // Saved: asking with it again reserves a fresh number, and saving under it again is refused.
    expect((await selDataApi.model({ selectionNo: reserved })).selectionNo).not.toBe(reserved);
    await expect(selDataApi.save({ ...(await example1()), selectionNo: reserved })).rejects.toMatchObject({
      message: `选型编号“${reserved}”已存在`,
    });
  });

  it('save stores the checks as computed and lands the configuration in a total model found by number', async () => {
    const checkResults = [
      { code: 'C06', key: 'C06', severity: 'error', pass: true, value: 962.5, limit: 1500, relation: 'le', unit: 'kg' },
      { code: 'V01', key: 'V01', severity: 'warning', pass: true, value: 1015.625, limit: 1500, relation: 'le' },
    ];
    const record = { ...(await example1()), checkResults, legal: true, recommended: true, izsrPlus: 300, nud: 300 };
    const id = await selDataApi.save(record);
    const saved = await selDataApi.get(id);
    expect(saved).toMatchObject({ checkResults, legal: true, recommended: true, izsrPlus: 300, nud: 300 });
    expect(saved.totalModelNo).toBe('TCS-3T-15X15-X1P5TC3X4-A12-JL');
    expect(saved.totalNo).toMatch(/^ZX-\d{4}-\d{4}$/);

    const total = await totalModelApi.getByNo(String(saved.totalNo));
    expect(total).toMatchObject({
      modelCode: 'TCS-3T-15X15-X1P5TC3X4-A12-JL',
      applicationType: 'PLATFORM',
      maxCapacity: 3000,
      cellCount: 4,
      sensorId: record.sensorId,
      indicatorCode: 'A12',
      options: 'JL',
      remark: saved.selectionNo,
    });
    expect((await totalModelApi.selectAllList()).some((t) => t.no === saved.totalNo)).toBe(true);

    // The same configuration again lands in the same total model; the model call now names it.
    expect((await selDataApi.model(await example1())).totalNo).toBe(saved.totalNo);
    const again = await selDataApi.get(await selDataApi.save({ ...(await example1()), customer: '另一客户' }));
    expect(again.totalNo).toBe(saved.totalNo);
    // A different cell is a different total model.
    const other = await selDataApi.get(await selDataApi.save(await example1('XB-1T-C3')));
    expect(other.totalModelNo).toBe('TCS-3T-15X15-X1TC3X4-A12-JL');
    expect(other.totalNo).not.toBe(saved.totalNo);
  });

  it('refuses check results that are not a list, keeping nothing', async () => {
    const before = (await selDataApi.page({ page: 1, limit: 1 })).total;
    await expect(
      selDataApi.save({ ...(await example1()), checkResults: 'all fine' as unknown as [] }),
    ).rejects.toMatchObject({ message: '校核结果格式无效' });
    expect((await selDataApi.page({ page: 1, limit: 1 })).total).toBe(before);
  });
});
