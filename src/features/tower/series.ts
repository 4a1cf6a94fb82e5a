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
