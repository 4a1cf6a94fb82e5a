import type { TowerWeightPoint } from '@/api/modules/tower/tower-info';
import type { WeightSample } from '@/lib/tower/detection';
import { toDate } from '@/utils/time';

/** The server's series as detector samples, dropping points without a readable time or weight. */
export function toSamples(series: readonly TowerWeightPoint[] | undefined): WeightSample[] {
  if (!Array.isArray(series)) return [];
  const samples: WeightSample[] = [];
  for (const point of series) {
    const time = toDate(point?.time)?.getTime();
    const weight = Number(point?.weight);
    if (time !== undefined && point?.weight != null && Number.isFinite(weight)) samples.push({ time, weight });
  }
  return samples;
}

/** The usual gap between samples, s (the median; 300 when the series is too short to tell). */
export function sampleIntervalOf(samples: readonly WeightSample[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < samples.length && gaps.length < 200; i++) gaps.push(samples[i].time - samples[i - 1].time);
  if (gaps.length === 0) return 300;
  gaps.sort((a, b) => a - b);
  const median = gaps[gaps.length >> 1] / 1000;
  return median > 0 ? median : 300;
}
