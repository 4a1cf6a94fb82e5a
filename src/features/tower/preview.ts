import type { TowerInfo } from '@/api/modules/tower/tower-info';
import { detect, detectionParams, type TowerEvent, type TowerSettings, type WeightSample } from '@/lib/tower/detection';
import { sampleIntervalOf } from '@/lib/tower/series';

/** The settings a threshold preview follows (what the detector reads from the tower). */
export const PREVIEW_FIELDS = [
  'capacity',
  'maxWeight',
  'highWarning',
  'lowWarning',
  'diffValue',
  'miniValue',
  'shortValue',
  'shortDuration',
  'digitCount',
] as const satisfies readonly (keyof TowerSettings & keyof TowerInfo)[];

export type PreviewKind = 'refills' | 'drops' | 'spikes' | 'alarms';
export const PREVIEW_KINDS: readonly PreviewKind[] = ['refills', 'drops', 'spikes', 'alarms'];

export type PreviewCounts = Record<PreviewKind, number>;

export interface PreviewOutcome {
  counts: PreviewCounts;
  /** The events counted, in order of their start. */
  events: TowerEvent[];
  /** How long the detector took, ms. */
  ms: number;
}

const KIND_OF: Partial<Record<TowerEvent['type'], PreviewKind>> = {
  REFILL: 'refills',
  SUDDEN_DROP: 'drops',
  SPIKE: 'spikes',
  HIGH_LEVEL: 'alarms',
  LOW_LEVEL: 'alarms',
};

export function previewKind(event: TowerEvent): PreviewKind | undefined {
  return KIND_OF[event.type];
}

/**
 * Tower settings from form values: every detector field a finite number (digitCount may be empty),
 * or undefined while one is missing or not a number (nothing to preview yet).
 */
export function settingsOf(
  values: Partial<Record<(typeof PREVIEW_FIELDS)[number], unknown>>,
): TowerSettings | undefined {
  const read = (key: (typeof PREVIEW_FIELDS)[number]) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  };
  const settings = {
    capacity: read('capacity'),
    maxWeight: read('maxWeight') ?? (read('capacity') ?? 0) * 1.1,
    highWarning: read('highWarning'),
    lowWarning: read('lowWarning'),
    diffValue: read('diffValue'),
    miniValue: read('miniValue'),
    shortValue: read('shortValue'),
    shortDuration: read('shortDuration'),
    digitCount: read('digitCount') ?? 0,
  };
  for (const value of Object.values(settings)) if (value === undefined) return undefined;
  if ((settings.capacity ?? 0) <= 0 || (settings.diffValue ?? 0) <= 0 || (settings.shortDuration ?? 0) <= 0) {
    return undefined;
  }
  return settings as TowerSettings;
}

/** What the detector finds on `samples` with `settings`: refills, sudden drops, spikes and level alarms. */
export function previewDetection(
  samples: readonly WeightSample[],
  settings: TowerSettings,
  sampleInterval = sampleIntervalOf(samples),
): PreviewOutcome {
  const started = performance.now();
  const { events } = detect(samples, detectionParams(settings, { sampleInterval }));
  const ms = performance.now() - started;
  const counts: PreviewCounts = { refills: 0, drops: 0, spikes: 0, alarms: 0 };
  const counted: TowerEvent[] = [];
  for (const event of events) {
    const kind = previewKind(event);
    if (!kind) continue;
    counts[kind]++;
    counted.push(event);
  }
  return { counts, events: counted, ms };
}

/** Where an event is drawn on the trend: refills, drops and spikes where they end, alarms where they rose. */
export function markerPoint(event: TowerEvent): { time: number; weight: number } {
  if (event.type === 'HIGH_LEVEL' || event.type === 'LOW_LEVEL')
    return { time: event.start, weight: event.firstWeight };
  return { time: event.end, weight: event.balanceWeight };
}
