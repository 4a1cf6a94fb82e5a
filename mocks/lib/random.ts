/** Deterministic pseudo-random numbers: the same seed gives the same data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    bool: (probability = 0.5) => next() < probability,
    decimal: (min: number, max: number, digits = 2) => Number((min + next() * (max - min)).toFixed(digits)),
  };
}

export type Random = ReturnType<typeof createRandom>;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in local time (CONTRACT.md). */
export function formatTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** Seeds are anchored to a fixed date so they do not drift between runs. */
export const SEED_EPOCH = new Date(2026, 9, 1, 8, 0, 0).getTime();

export function seedTime(random: Random, daysBack = 365): string {
  return formatTime(new Date(SEED_EPOCH - random.int(0, daysBack * 24 * 3600) * 1000));
}

export function now(): string {
  return formatTime(new Date());
}
