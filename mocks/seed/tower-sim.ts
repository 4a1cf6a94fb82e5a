import type { WeightSample } from '@/lib/tower/detection';
import { createRandom, SEED_EPOCH } from '../lib/random';

/*
 * The physical model behind the tower seed and the live monitor: every tower drains with a daily
 * rhythm and is refilled by a feed truck (06:00–20:00 Beijing time) when it runs low; now and then a
 * sensor or gateway misbehaves. Everything is a deterministic function of the tower's profile and
 * time, so the 90-day history, the statistics and the live reading at Date.now() all agree.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The seeded records cover these 90 days; the live model runs on past the end. */
export const HISTORY_END = SEED_EPOCH;
export const HISTORY_START = SEED_EPOCH - 90 * DAY;
const ORIGIN = HISTORY_START - 3 * DAY;
/** Amplitude of the daily feeding rhythm around the mean consumption. */
const RHYTHM = 0.5;
const NOISE_KG = 2;
/** Raw 0xFFFF: what a broken A/D conversion reports. */
const OVERFLOW_RAW = 65535;

export interface TowerProfile {
  /** Seed of everything random about this tower. */
  key: number;
  capacityKg: number;
  maxWeightKg: number;
  digitCount: number;
  /** Seconds between readings. */
  sampleInterval: number;
  /** Mean consumption, kg per day. */
  dailyKg: number;
  /** The tower's gateway (outages take all its towers offline). */
  gateway: string;
}

type Glitch =
  | { kind: 'spike'; at: number; kg: number }
  | { kind: 'range'; at: number; until: number }
  | { kind: 'stuck'; at: number; until: number };

/** From one refill to the next. */
export interface Cycle {
  start: number;
  fillEnd: number;
  end: number;
  startWeight: number;
  amount: number;
  top: number;
  drop?: { at: number; kg: number };
  glitch?: Glitch;
}

export interface Outage {
  start: number;
  end: number;
}

/** Mixes two integers into [0, 1): per-sample noise without a generator's state. */
function hash01(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Kilograms used between t0 and t1 (closed form of mean × (1 + RHYTHM·sin)). */
export function consumed(profile: TowerProfile, t0: number, t1: number): number {
  const omega = (2 * Math.PI) / DAY;
  const phase = (profile.key % 628) / 100;
  return (
    (profile.dailyKg / DAY) *
    (t1 - t0 - (RHYTHM / omega) * (Math.cos(omega * t1 + phase) - Math.cos(omega * t0 + phase)))
  );
}

const beijingHour = (t: number) => ((((t + 8 * HOUR) % DAY) + DAY) % DAY) / HOUR;

/** Trucks deliver between 06:00 and 20:00 Beijing time. */
function deliveryTime(t: number, delay: number): number {
  const at = t + delay;
  const hour = beijingHour(at);
  if (hour >= 6 && hour < 20) return at;
  const wait = hour >= 20 ? 24 - hour + 6 : 6 - hour;
  return at + wait * HOUR;
}

function gridCeil(profile: TowerProfile, t: number): number {
  const step = profile.sampleInterval * 1000;
  return Math.ceil(t / step) * step;
}

function afterFill(profile: TowerProfile, cycle: Omit<Cycle, 'end'>, t: number): number {
  const dropped = cycle.drop && t >= cycle.drop.at ? cycle.drop.kg : 0;
  return cycle.top - consumed(profile, cycle.fillEnd, t) - dropped;
}

function makeCycle(
  profile: TowerProfile,
  index: number,
  start: number,
  startWeight: number,
  knownEnd: number | undefined,
): Cycle {
  const random = createRandom(profile.key * 7919 + index);
  const cap = profile.capacityKg;
  const top = cap * random.decimal(0.82, 0.94, 3);
  const amount = Math.max(1000, Math.round((top - startWeight) / 500) * 500);
  const fillEnd = start + (amount / random.int(550, 750)) * MINUTE;
  const filled = startWeight + amount - consumed(profile, start, fillEnd);
  const cycle: Omit<Cycle, 'end'> = { start, fillEnd, startWeight, amount, top: filled };
  const lowTarget = cap * random.decimal(0.2, 0.3, 3);
  const span = ((filled - lowTarget) / profile.dailyKg) * DAY;

  const roll = random.next();
  if (roll < 0.035) {
    cycle.drop = {
      at: gridCeil(profile, fillEnd + random.decimal(0.15, 0.6, 3) * span),
      kg: Math.round(Math.min(random.int(600, 2500), (filled - lowTarget) / 4)),
    };
  } else if (roll < 0.065) {
    cycle.glitch = {
      kind: 'spike',
      at: gridCeil(profile, fillEnd + random.decimal(0.2, 0.8, 3) * span),
      kg: random.int(800, 4000),
    };
  } else if (roll < 0.085) {
    const at = gridCeil(profile, fillEnd + random.decimal(0.2, 0.8, 3) * span);
    cycle.glitch = { kind: 'range', at, until: at + random.int(1, 3) * profile.sampleInterval * 1000 };
  } else if (roll < 0.1) {
    const duration = random.int(5, 10) * HOUR;
    if (span > duration + 6 * HOUR) {
      const at = gridCeil(profile, fillEnd + 2 * HOUR);
      cycle.glitch = { kind: 'stuck', at, until: at + duration };
    }
  }

  // The build worked this cycle out already: the search below gives the same end.
  if (knownEnd !== undefined) return { ...cycle, end: knownEnd };
  // When the level reaches the target (bisection: the weight only falls), the truck is ordered.
  let lo = fillEnd;
  let hi = fillEnd + 30 * DAY;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (afterFill(profile, cycle, mid) > lowTarget) lo = mid;
    else hi = mid;
  }
  const end = deliveryTime(lo, random.int(0, 180) * MINUTE);
  return { ...cycle, end };
}

const cycleCache = new Map<string, Cycle[]>();

/**
 * The end of each cycle, by profile, as the demo's build worked them out (tower-history.ts): a
 * fresh browser's first answers then skip each cycle's search for when the truck comes, about 40
 * evaluations of the consumption per cycle over the model's three months and more (issue 33).
 */
let knownEnds = new Map<string, readonly number[]>();

/** The ends of the cycles worked out so far, by profile: what the build ships. */
export function cycleEnds(): Record<string, number[]> {
  return Object.fromEntries([...cycleCache].map(([id, cycles]) => [id, cycles.map((c) => c.end)]));
}

/** Takes the ends the build shipped (undefined: none, every cycle is searched). */
export function provideCycleEnds(ends: Record<string, number[]> | undefined): void {
  knownEnds = new Map(Object.entries(ends ?? {}));
}

/** Every cycle of the tower from the model's origin until `until` (memoised per profile). */
export function cyclesOf(profile: TowerProfile, until: number): Cycle[] {
  const id = `${profile.key}:${profile.capacityKg}:${profile.dailyKg}:${profile.sampleInterval}`;
  const ends = knownEnds.get(id);
  let cycles = cycleCache.get(id);
  if (!cycles) {
    const random = createRandom(profile.key);
    const first = ORIGIN + random.int(0, 48) * HOUR;
    cycles = [makeCycle(profile, 0, deliveryTime(first, 0), profile.capacityKg * 0.25, ends?.[0])];
    cycleCache.set(id, cycles);
  }
  for (let last = cycles[cycles.length - 1]; last.end <= until; last = cycles[cycles.length - 1]) {
    const index = cycles.length;
    cycles.push(makeCycle(profile, index, last.end, Math.max(0, afterFill(profile, last, last.end)), ends?.[index]));
  }
  return cycles;
}

/** The index of the cycle holding `t` (the first one for times before the origin). */
export function cycleIndexAt(cycles: readonly Cycle[], t: number): number {
  let lo = 0;
  let hi = cycles.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cycles[mid].start <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** What is really in the tower at `t`, kg. */
export function physicalWeight(profile: TowerProfile, cycle: Cycle, t: number): number {
  if (t < cycle.fillEnd) {
    const share = (t - cycle.start) / (cycle.fillEnd - cycle.start);
    return Math.max(0, cycle.startWeight + cycle.amount * Math.max(0, share) - consumed(profile, cycle.start, t));
  }
  return Math.max(0, afterFill(profile, cycle, t));
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function noisyReading(profile: TowerProfile, cycle: Cycle, t: number): number {
  const noise = (hash01(profile.key, Math.floor(t / 1000)) - 0.5) * 2 * NOISE_KG;
  return round(physicalWeight(profile, cycle, t) + noise, profile.digitCount);
}

/** What the indicator reports at `t` (noise, and the cycle's glitch if it is due). */
export function readingAt(profile: TowerProfile, cycle: Cycle, t: number): number {
  const glitch = cycle.glitch;
  if (!glitch || t < glitch.at) return noisyReading(profile, cycle, t);
  if (glitch.kind === 'spike' && t === glitch.at) {
    return round(physicalWeight(profile, cycle, t) - glitch.kg, profile.digitCount);
  }
  if (glitch.kind === 'range' && t < glitch.until) {
    // 0xFFFF where it exceeds the scale; a broken signal wire reads far below zero otherwise.
    const overflow = OVERFLOW_RAW / 10 ** profile.digitCount;
    return overflow > profile.maxWeightKg ? overflow : -0.1 * profile.capacityKg;
  }
  if (glitch.kind === 'stuck' && t <= glitch.until) return noisyReading(profile, cycle, glitch.at);
  return noisyReading(profile, cycle, t);
}

const outageCache = new Map<string, Outage[]>();

/**
 * When a gateway was (or will be) unreachable: a long outage every few weeks, or, on a flaky link
 * (NB-IoT), a short one every day or two.
 */
export function outagesOf(gateway: string, until: number, flaky = false): Outage[] {
  const id = `${gateway}:${flaky}`;
  let outages = outageCache.get(id);
  if (!outages) {
    outages = [];
    outageCache.set(id, outages);
  }
  if ((outages.at(-1)?.start ?? ORIGIN) <= until) {
    // Regrown from the origin: the generator's state is not kept between calls.
    const random = createRandom(hashString(gateway));
    outages.length = 0;
    for (let t = ORIGIN; t <= until + 90 * DAY;) {
      t += flaky ? random.int(12, 72) * HOUR : random.int(12, 60) * DAY;
      const length = flaky ? random.int(30, 300) * MINUTE : random.int(25, 480) * MINUTE;
      outages.push({ start: t, end: t + length });
      t += length;
    }
  }
  return outages;
}

export function outageAt(outages: readonly Outage[], t: number): Outage | undefined {
  return outages.find((o) => o.start <= t && t < o.end);
}

/** The readings the gateway delivered in [from, to]: one per sample interval, none while it was offline. */
export function samplesOf(profile: TowerProfile, from: number, to: number): WeightSample[] {
  const cycles = cyclesOf(profile, to);
  const outages = outagesOf(profile.gateway, to);
  const step = profile.sampleInterval * 1000;
  const samples: WeightSample[] = [];
  let c = cycleIndexAt(cycles, from);
  let o = 0;
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) {
    while (c + 1 < cycles.length && cycles[c + 1].start <= t) c++;
    while (o < outages.length && outages[o].end <= t) o++;
    if (o < outages.length && outages[o].start <= t) continue;
    samples.push({ time: t, weight: readingAt(profile, cycles[c], t) });
  }
  return samples;
}
