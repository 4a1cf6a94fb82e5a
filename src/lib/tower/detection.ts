/**
 * Refill, consumption and exception detection on a material tower's weight series (domain.md §4).
 * Pure: samples in, events out. Weights in kg, times in epoch milliseconds, durations in seconds.
 * The backend mock runs it over simulated series; the console may run it too (e.g. a preview of
 * what changed settings would detect).
 */

/** One reading, already converted to kg (see `rawToKg`). */
export interface WeightSample {
  time: number;
  weight: number;
}

/** Everything the detector needs, in kg and seconds. Build it with `detectionParams`. */
export interface DetectionParams {
  capacity: number;
  /** Readings above it are OUT_OF_RANGE. */
  maxWeight: number;
  highWarning: number;
  lowWarning: number;
  /** A rise of at least this between two valid samples starts (and while it lasts, continues) a refill. */
  diffValue: number;
  /** A finished rise smaller than this is not a refill. */
  miniValue: number;
  /** A drop of at least this within `shortDuration` is a SUDDEN_DROP. */
  shortValue: number;
  shortDuration: number;
  digitCount: number;
  /** Level alarms clear this far back inside the band. Guess: max(diffValue, 1 % of capacity). */
  hysteresis: number;
  /** A reading flat (within one digit) this long is STUCK. Guess: 4 h. */
  stuckDuration: number;
  /** No reading for longer than this is OFFLINE. Guess: 3 sample intervals. */
  offlineTimeout: number;
  /** A rise starting this soon after a refill ended continues that refill. Guess: 2 sample intervals. */
  refillMergeGap: number;
  /** Valid samples after a refill ends that skip the sudden-drop check (filling over-pressure settles). */
  settleSamples: number;
  /** Expected consumption, kg/day (the 7-day average). Without it STUCK is not checked. */
  avgDailyConsumption?: number;
}

/** The tower's own settings in the spec's units: t for levels, kg for differences, s for durations. */
export interface TowerSettings {
  capacity: number;
  maxWeight: number;
  highWarning: number;
  lowWarning: number;
  diffValue: number;
  miniValue: number;
  shortValue: number;
  shortDuration: number;
  digitCount?: number;
}

/** The parameters domain.md marks as guesses, with the sample interval they derive from. */
export interface DetectionTuning {
  sampleInterval: number;
  hysteresis?: number;
  stuckDuration: number;
  offlineTimeout?: number;
  refillMergeGap?: number;
  settleSamples: number;
  avgDailyConsumption?: number;
}

export const DEFAULT_TUNING: DetectionTuning = { sampleInterval: 300, stuckDuration: 14_400, settleSamples: 2 };

const T = 1000;

/** Tower settings (t / kg / s) plus tuning → detector parameters (kg / s). */
export function detectionParams(tower: TowerSettings, tuning: Partial<DetectionTuning> = {}): DetectionParams {
  const tune = { ...DEFAULT_TUNING, ...tuning };
  const capacity = tower.capacity * T;
  return {
    capacity,
    maxWeight: tower.maxWeight * T,
    highWarning: tower.highWarning * T,
    lowWarning: tower.lowWarning * T,
    diffValue: tower.diffValue,
    miniValue: tower.miniValue,
    shortValue: tower.shortValue,
    shortDuration: tower.shortDuration,
    digitCount: tower.digitCount ?? 0,
    hysteresis: tune.hysteresis ?? Math.max(tower.diffValue, capacity * 0.01),
    stuckDuration: tune.stuckDuration,
    offlineTimeout: tune.offlineTimeout ?? 3 * tune.sampleInterval,
    refillMergeGap: tune.refillMergeGap ?? 2 * tune.sampleInterval,
    settleSamples: tune.settleSamples,
    avgDailyConsumption: tune.avgDailyConsumption,
  };
}

/** An indicator's raw integer → kg (`digitCount` decimal places; × 1000 when it reports in t). */
export function rawToKg(raw: number, digitCount: number, unit: 'kg' | 't' = 'kg'): number {
  const value = raw / 10 ** digitCount;
  return unit === 't' ? value * T : value;
}

export type TowerEventType =
  'REFILL' | 'SUDDEN_DROP' | 'SPIKE' | 'OUT_OF_RANGE' | 'STUCK' | 'OFFLINE' | 'HIGH_LEVEL' | 'LOW_LEVEL';

/** What the detector found. For exceptions `consumeWeight` is the amount lost (0 unless a drop). */
export interface TowerEvent {
  type: TowerEventType;
  start: number;
  end: number;
  firstWeight: number;
  balanceWeight: number;
  /**
   * REFILL: the consumption of the cycle this refill closes (interpretation A: previous refill's
   * balance − this first weight − sudden-drop losses in between); undefined without a previous refill.
   */
  consumeWeight: number | undefined;
  /** REFILL: balance − first. */
  refillWeight?: number;
  /** SPIKE: the glitch reading that was dropped. */
  glitchWeight?: number;
  /** Still going on at the last sample (STUCK, level alarms). */
  ongoing?: boolean;
}

/** A rise that ended below `miniValue` (kept for debugging, never a record). */
export interface DiscardedCandidate {
  start: number;
  end: number;
  firstWeight: number;
  balanceWeight: number;
}

/** Where a previous run left off (the worked example starts from a refill two days earlier). */
export interface DetectionStart {
  previousRefillBalance?: number;
}

export interface DetectionResult {
  /** In order of their start. */
  events: TowerEvent[];
  discarded: DiscardedCandidate[];
}

interface PendingDrop {
  peakTime: number;
  peakWeight: number;
  time: number;
  weight: number;
}

/** Runs the §4.3 state machine, with the §4.2 pre-processing and the STUCK, OFFLINE and merge rules. */
export function detect(
  samples: readonly WeightSample[],
  params: DetectionParams,
  start: DetectionStart = {},
): DetectionResult {
  const p = params;
  const events: TowerEvent[] = [];
  const discarded: DiscardedCandidate[] = [];
  const valid: WeightSample[] = [];
  const digit = 10 ** -p.digitCount + 1e-9;

  let previous: WeightSample | undefined;
  let outOfRange: TowerEvent | undefined;
  let pending: PendingDrop | undefined;
  let candidate: { start: number; first: number } | undefined;
  let lastRefill: TowerEvent | undefined;
  let previousBalance = start.previousRefillBalance;
  let dropsSinceRefill = 0;
  let settleLeft = 0;
  let low: TowerEvent | undefined;
  let high: TowerEvent | undefined;
  let stuck: TowerEvent | undefined;
  // The longest run of valid samples, ending at the newest, that stays within one digit.
  let flatFrom = 0;
  let flatMin = Number.POSITIVE_INFINITY;
  let flatMax = Number.NEGATIVE_INFINITY;
  // The sudden-drop window never reaches back past a gap or a released STUCK value.
  let windowFloor = 0;

  const push = (event: TowerEvent) => {
    events.push(event);
    return event;
  };
  const recomputeFlat = () => {
    flatFrom = valid.length;
    flatMin = Number.POSITIVE_INFINITY;
    flatMax = Number.NEGATIVE_INFINITY;
    for (let i = valid.length - 1; i >= 0; i--) {
      const w = valid[i].weight;
      if (Math.max(flatMax, w) - Math.min(flatMin, w) > digit) break;
      flatFrom = i;
      flatMin = Math.min(flatMin, w);
      flatMax = Math.max(flatMax, w);
    }
  };
  const alarm = (type: 'LOW_LEVEL' | 'HIGH_LEVEL', t: number, w: number): TowerEvent => ({
    type,
    start: t,
    end: t,
    firstWeight: w,
    balanceWeight: w,
    consumeWeight: 0,
  });

  const inOrder = samples.every((sample, i) => i === 0 || samples[i - 1].time <= sample.time)
    ? samples
    : [...samples].sort((a, b) => a.time - b.time);
  for (const sample of inOrder) {
    if (previous && previous.time === sample.time && previous.weight === sample.weight) continue;
    const received = previous;
    previous = sample;
    const { time: t, weight: w } = sample;

    // §4.2 (3): the gateway was silent; the change across the gap is no sudden drop.
    const afterGap = received !== undefined && t - received.time > p.offlineTimeout * T;
    if (afterGap && received) {
      const before = valid.at(-1)?.weight ?? w;
      push({ type: 'OFFLINE', start: received.time, end: t, firstWeight: before, balanceWeight: w, consumeWeight: 0 });
    }

    // §4.2 (2): out of range, excluded from everything below; consecutive readings make one record.
    if (w > p.maxWeight || w < -0.02 * p.capacity) {
      if (outOfRange && received && outOfRange.end === received.time) {
        outOfRange.end = t;
        outOfRange.balanceWeight = w;
      } else {
        outOfRange = push({
          type: 'OUT_OF_RANGE',
          start: t,
          end: t,
          firstWeight: w,
          balanceWeight: w,
          consumeWeight: 0,
        });
      }
      continue;
    }

    // Confirm or dismiss the drop seen at the previous sample.
    if (pending) {
      const drop = pending;
      pending = undefined;
      if (w >= drop.peakWeight - p.diffValue) {
        push({
          type: 'SPIKE',
          start: drop.peakTime,
          end: t,
          firstWeight: drop.peakWeight,
          balanceWeight: w,
          consumeWeight: 0,
          glitchWeight: drop.weight,
        });
        if (valid.at(-1)?.time === drop.time) valid.pop();
        windowFloor = Math.min(windowFloor, valid.length);
        recomputeFlat();
      } else {
        const lost = drop.peakWeight - drop.weight;
        push({
          type: 'SUDDEN_DROP',
          start: drop.peakTime,
          end: drop.time,
          firstWeight: drop.peakWeight,
          balanceWeight: drop.weight,
          consumeWeight: lost,
        });
        dropsSinceRefill += lost;
      }
    }

    // Level alarms: raise at the level, clear a hysteresis inside it.
    if (!low && w <= p.lowWarning) low = alarm('LOW_LEVEL', t, w);
    else if (low && w >= p.lowWarning + p.hysteresis) {
      push({ ...low, end: t, balanceWeight: w });
      low = undefined;
    }
    if (!high && w >= p.highWarning) high = alarm('HIGH_LEVEL', t, w);
    else if (high && w <= p.highWarning - p.hysteresis) {
      push({ ...high, end: t, balanceWeight: w });
      high = undefined;
    }

    // A reading that leaves a STUCK value is the sensor catching up, not a drop.
    let stuckReleased = false;
    if (Math.max(flatMax, w) - Math.min(flatMin, w) > digit) {
      stuckReleased = stuck !== undefined;
      stuck = undefined;
      valid.push(sample);
      recomputeFlat();
      valid.pop();
    } else {
      flatMin = Math.min(flatMin, w);
      flatMax = Math.max(flatMax, w);
    }

    const last = valid.at(-1);
    if (last && !candidate) {
      if (w - last.weight >= p.diffValue) {
        candidate = { start: last.time, first: last.weight };
      } else if (settleLeft > 0) {
        settleLeft--;
      } else if (afterGap || stuckReleased) {
        windowFloor = valid.length;
      } else {
        let peak: WeightSample | undefined;
        for (let i = valid.length - 1; i >= windowFloor && t - valid[i].time <= p.shortDuration * T; i--) {
          if (!peak || valid[i].weight > peak.weight) peak = valid[i];
        }
        if (peak && peak.weight - w >= p.shortValue) {
          pending = { peakTime: peak.time, peakWeight: peak.weight, time: t, weight: w };
        }
      }
    } else if (last && candidate && w - last.weight < p.diffValue) {
      // The rise has stopped.
      const added = w - candidate.first;
      if (lastRefill && candidate.start - lastRefill.end <= p.refillMergeGap * T && added > 0) {
        lastRefill.end = t;
        lastRefill.balanceWeight = w;
        lastRefill.refillWeight = w - lastRefill.firstWeight;
        previousBalance = w;
        settleLeft = p.settleSamples;
      } else if (added >= p.miniValue) {
        lastRefill = push({
          type: 'REFILL',
          start: candidate.start,
          end: t,
          firstWeight: candidate.first,
          balanceWeight: w,
          refillWeight: added,
          consumeWeight:
            previousBalance === undefined ? undefined : previousBalance - candidate.first - dropsSinceRefill,
        });
        previousBalance = w;
        dropsSinceRefill = 0;
        settleLeft = p.settleSamples;
      } else {
        discarded.push({ start: candidate.start, end: t, firstWeight: candidate.first, balanceWeight: w });
      }
      candidate = undefined;
    }
    valid.push(sample);

    // STUCK: flat over the whole window although the tower should have used more than the noise.
    if (stuck) {
      stuck.end = t;
    } else if (p.avgDailyConsumption !== undefined && flatFrom < valid.length) {
      const expected = (p.avgDailyConsumption * p.stuckDuration) / 86_400;
      const windowStart = t - p.stuckDuration * T;
      if (expected >= Math.max(5 * 10 ** -p.digitCount, p.diffValue) && valid[flatFrom].time <= windowStart) {
        let first = flatFrom;
        while (valid[first].time < windowStart) first++;
        const value = valid[first].weight;
        stuck = push({
          type: 'STUCK',
          start: valid[first].time,
          end: t,
          firstWeight: value,
          balanceWeight: value,
          consumeWeight: 0,
        });
      }
    }
  }

  if (stuck) stuck.ongoing = true;
  const lastTime = valid.at(-1)?.time;
  for (const open of [low, high]) if (open) push({ ...open, end: lastTime ?? open.end, ongoing: true });
  return { events: events.sort((a, b) => a.start - b.start), discarded };
}

/** Consumption over a period (§4.3): opening − closing + refilled − lost in sudden drops. */
export function periodConsumption(period: {
  opening: number;
  closing: number;
  refillWeight: number;
  dropLoss: number;
}): number {
  return period.opening - period.closing + period.refillWeight - period.dropLoss;
}

/** Days until empty at the average daily consumption; undefined when nothing is being used. */
export function daysRemaining(weight: number, avgDailyConsumption: number): number | undefined {
  return avgDailyConsumption > 0 ? weight / avgDailyConsumption : undefined;
}
