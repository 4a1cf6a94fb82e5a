/**
 * When the mock raises and clears alarms (CONTRACT.md, "Messages and alarms"): pure functions of
 * the state before a reading and the reading, so the rules are tested without the live data.
 */

/** An active level alarm clears only once the reading is this share of the capacity past its level. */
export const HYSTERESIS_SHARE = 0.02;
/** A gateway silent for longer than this raises its offline alarm. */
export const OFFLINE_AFTER_MS = 5 * 60_000;

/** A tower's levels as they stand at the reading (kg); a level of 0 or less is not set. */
export interface TowerLevels {
  lowKg: number;
  highKg: number;
  capacityKg: number;
}

export interface LevelAlarms {
  low: boolean;
  high: boolean;
}

const isSet = (level: number) => Number.isFinite(level) && level > 0;

/**
 * The tower's level alarms after one reading, from those active before it. A reading at or below
 * the low level raises the low alarm (at the line counts, as the live monitor shows it); an active
 * low alarm clears only when a reading lies more than 2 % of the capacity above the level, so a
 * reading bouncing around the line raises it once. The high alarm mirrors it. The levels are those
 * of this reading: a changed level takes effect at the next reading after the change.
 */
export function nextLevelAlarms(before: LevelAlarms, readingKg: number, levels: TowerLevels): LevelAlarms {
  const band = HYSTERESIS_SHARE * (Number.isFinite(levels.capacityKg) && levels.capacityKg > 0 ? levels.capacityKg : 0);
  if (!Number.isFinite(readingKg)) return before;
  const low = isSet(levels.lowKg) && (before.low ? readingKg <= levels.lowKg + band : readingKg <= levels.lowKg);
  const high = isSet(levels.highKg) && (before.high ? readingKg >= levels.highKg - band : readingKg >= levels.highKg);
  return { low, high };
}

/**
 * A gateway's offline alarm after a look at it: raised once it has been silent for more than five
 * minutes (`offlineSince` is when it went silent, undefined while it is online), cleared as soon as
 * it is back.
 */
export function nextOfflineAlarm(active: boolean, offlineSince: number | undefined, now: number): boolean {
  if (offlineSince === undefined) return false;
  return active || now - offlineSince > OFFLINE_AFTER_MS;
}

/** What changed between two states of a flag: raised, cleared, or nothing. */
export function transition(before: boolean, after: boolean): 'raise' | 'clear' | undefined {
  return before === after ? undefined : after ? 'raise' : 'clear';
}
