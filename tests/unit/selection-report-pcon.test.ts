import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectionData } from '@/api/modules/wms/seldata';
import { cellPickOf, meterPickOf } from '@/features/configurator/catalogue';
import { fullInputOf } from '@/features/configurator/check-input';
import { newDraft, type Draft } from '@/features/configurator/draft';
import { selectionRecordOf } from '@/features/configurator/record';
import { finestEOf, reportDataOf } from '@/features/configurator/report/report-data';
import type * as compatibility from '@/lib/weighing/compatibility';
import { checkCompatibility, finestLegalE } from '@/lib/weighing/compatibility';

/**
 * p_con, which the wizard lets the user edit, is saved with the selection, and the report computes a
 * finest e it was not given from the saved p_con, never from a guess.
 */

vi.mock('@/lib/weighing/compatibility', async (importOriginal) => {
  const actual = await importOriginal<typeof compatibility>();
  return { ...actual, finestLegalE: vi.fn(actual.finestLegalE) };
});

afterEach(() => {
  vi.mocked(finestLegalE).mockClear();
});

/** A 3 t platform scale on four 1.5 t C3 cells with an A12 indicator, p_con edited to 0.35. */
const platform: Draft = {
  ...newDraft('PLATFORM'),
  customer: '例一',
  maxCapacity: 3000,
  division: 1,
  cellCount: 4,
  pCon: 0.35,
  cell: cellPickOf(
    { id: 7, model: 'XB-1P5T-C3', emax: 1500, accuracyClass: 'C3', nLC: 3000, y: 10000, ratedOutput: 2, pLC: 0.7 },
    'XB',
  ),
  meter: meterPickOf({ id: 22, model: 'XK3190-A12', shortCode: 'A12', nind: 6000, uExc: 5, duMin: 0.5 }),
};

function saved(draft: Draft): SelectionData {
  const input = fullInputOf(draft);
  if (!input) throw new Error('the example is incomplete');
  return selectionRecordOf(draft, checkCompatibility(input));
}

/** The row as saved, without the finest e (a backend that did not keep it, or a row from before). */
function withoutFinestE(selection: SelectionData): SelectionData {
  const { finestE: _kept, ...rest } = selection;
  return rest;
}

describe('p_con in a saved selection', () => {
  it('is saved with the parts as the checks used it: as edited, else the usual 0.5', () => {
    expect(saved(platform).parts?.pCon).toBe(0.35);
    expect(fullInputOf(platform)?.pCon).toBe(0.35);
    expect(saved({ ...platform, pCon: null }).parts?.pCon).toBe(0.5);
    expect(fullInputOf({ ...platform, pCon: null })?.pCon).toBe(0.5);
  });

  it('feeds the finest e the report computes for a row saved without one', () => {
    const selection = withoutFinestE(saved(platform));
    const data = reportDataOf(selection);
    expect(saved(platform).finestE).toBe(1);
    expect(data.finestE).toBe(1);
    expect(data.missing).not.toContain('pCon');
    expect(data.missing).not.toContain('finestE');
    expect(vi.mocked(finestLegalE)).toHaveBeenCalledWith(expect.objectContaining({ pCon: 0.35 }));
  });

  it('leaves the finest e unknown when p_con was not saved, rather than guessing it', () => {
    const selection = withoutFinestE(saved(platform));
    const { pCon: _dropped, ...parts } = selection.parts ?? {};
    for (const older of [
      { ...selection, parts },
      { ...selection, parts: { ...parts, pCon: '0.35' } } as unknown as SelectionData,
      { ...selection, parts: { ...parts, pCon: 3.5 } },
    ]) {
      expect(finestEOf(older)).toEqual({ missing: 'pCon' });
      const data = reportDataOf(older);
      expect(data.finestE).toBeUndefined();
      expect(data.finestEMissing).toBe('pCon');
      expect(data.missing).toContain('pCon');
      expect(data.missing).not.toContain('finestE');
    }
    expect(vi.mocked(finestLegalE)).not.toHaveBeenCalled();
  });

  it('takes a saved finest e as saved, and says the figures are missing before p_con is', () => {
    const selection = saved(platform);
    const { pCon: _dropped, ...parts } = selection.parts ?? {};
    expect(finestEOf({ ...selection, parts })).toEqual({ e: selection.finestE });
    const { cell: _cell, ...withoutCell } = parts;
    expect(finestEOf({ ...withoutFinestE(selection), parts: withoutCell })).toEqual({ missing: 'finestE' });
    expect(vi.mocked(finestLegalE)).not.toHaveBeenCalled();
  });
});
