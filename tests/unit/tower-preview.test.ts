import { describe, expect, it } from 'vitest';
import type { TowerSettings, WeightSample } from '@/lib/tower/detection';
import { markerPoint, previewDetection, settingsOf } from '@/features/tower/preview';
import { sampleIntervalOf } from '@/lib/tower/series';

/** LT-A-03 of domain.md §4.4 in the tower's own units. */
const LT_A_03: TowerSettings = {
  capacity: 20,
  maxWeight: 22,
  highWarning: 18,
  lowWarning: 3.5,
  diffValue: 200,
  miniValue: 1000,
  shortValue: 500,
  shortDuration: 300,
  digitCount: 0,
};

const START = new Date(2024, 4, 10, 8, 0).getTime();
const STEP = 300_000;

/** The §4.4 readings from 08:00, one every 5 minutes. */
const WORKED: WeightSample[] = [
  3120, 3113, 3105, 3420, 6850, 10310, 13790, 15200, 15212, 15205, 15198, 14610, 14603, 14596, 14850, 14589,
].map((weight, i) => ({ time: START + i * STEP, weight }));

/** Seven days of 5-minute samples: slow use, a refill every two days, a sudden drop, a spike. */
function week(): WeightSample[] {
  const samples: WeightSample[] = [];
  let weight = 8_000;
  for (let i = 0; i < 7 * 288; i++) {
    const dayStep = i % 576;
    if (dayStep >= 100 && dayStep < 106) weight += 1_000;
    else weight -= 8 + ((i * 7919) % 5);
    let reading = weight;
    if (i === 1500) weight -= 700;
    if (i === 1800) reading = weight - 3_000;
    samples.push({ time: START + i * STEP, weight: reading });
  }
  return samples;
}

describe('threshold preview', () => {
  it('finds on the worked example what §4.4 expects: one refill, one sudden drop, one low alarm', () => {
    const outcome = previewDetection(WORKED, LT_A_03);
    expect(outcome.counts).toEqual({ refills: 1, drops: 1, spikes: 0, alarms: 1 });
    const refill = outcome.events.find((e) => e.type === 'REFILL');
    expect(refill && markerPoint(refill)).toEqual({ time: START + 8 * STEP, weight: 15_212 });
    const low = outcome.events.find((e) => e.type === 'LOW_LEVEL');
    expect(low && markerPoint(low)).toEqual({ time: START, weight: 3_120 });
  });

  it('follows changed thresholds: a larger short drop hides the drop, a larger minimum refill hides the refill', () => {
    expect(previewDetection(WORKED, { ...LT_A_03, shortValue: 600 }).counts.drops).toBe(0);
    expect(previewDetection(WORKED, { ...LT_A_03, miniValue: 13_000 }).counts.refills).toBe(0);
    // A low level under every reading raises no alarm; a high level under the top raises one.
    expect(previewDetection(WORKED, { ...LT_A_03, lowWarning: 3 }).counts.alarms).toBe(0);
    expect(previewDetection(WORKED, { ...LT_A_03, lowWarning: 3, highWarning: 15 }).counts.alarms).toBe(1);
  });

  it('reads the sample interval from the series and settings from form values, refusing incomplete ones', () => {
    expect(sampleIntervalOf(WORKED)).toBe(300);
    expect(sampleIntervalOf([])).toBe(300);
    expect(settingsOf({ ...LT_A_03, diffValue: '250', digitCount: '' })).toEqual({
      ...LT_A_03,
      diffValue: 250,
      digitCount: 0,
    });
    expect(settingsOf({ ...LT_A_03, miniValue: undefined })).toBeUndefined();
    expect(settingsOf({ ...LT_A_03, shortValue: 'abc' })).toBeUndefined();
    expect(settingsOf({ ...LT_A_03, capacity: 0 })).toBeUndefined();
  });

  it('runs over seven days of 5-minute samples well inside a frame', () => {
    const samples = week();
    expect(samples).toHaveLength(2016);
    const outcome = previewDetection(samples, LT_A_03);
    expect(outcome.counts.refills).toBeGreaterThanOrEqual(3);
    expect(outcome.counts.drops).toBe(1);
    expect(outcome.counts.spikes).toBe(1);
    // Warm, then the median of 15 runs (what a keystroke costs once the debounce settles).
    const runs = Array.from({ length: 15 }, (_, i) => previewDetection(samples, { ...LT_A_03, diffValue: 200 + i }).ms);
    const median = runs.sort((a, b) => a - b)[7];
    console.info(`preview over ${samples.length} samples: median ${median.toFixed(2)} ms`);
    // Generous for a loaded CI machine; a frame is 16 ms.
    expect(median).toBeLessThan(50);
  });
});
