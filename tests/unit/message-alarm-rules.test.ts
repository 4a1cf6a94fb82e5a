import { describe, expect, it } from 'vitest';
import {
  HYSTERESIS_SHARE,
  nextLevelAlarms,
  nextOfflineAlarm,
  OFFLINE_AFTER_MS,
  transition,
  type LevelAlarms,
} from '@mocks/lib/alarm-rules';

/** A 30 t tower, low at 5 t, high at 27 t: the hysteresis band is 2 % of 30 t = 600 kg. */
const LEVELS = { lowKg: 5_000, highKg: 27_000, capacityKg: 30_000 };
const BAND = HYSTERESIS_SHARE * LEVELS.capacityKg;
const NONE: LevelAlarms = { low: false, high: false };

/** Runs readings through the rule; returns the state after each and the raises/clears seen. */
function run(readings: number[], levels = LEVELS, start = NONE) {
  let state = start;
  const events: string[] = [];
  for (const reading of readings) {
    const next = nextLevelAlarms(state, reading, levels);
    for (const kind of ['low', 'high'] as const) {
      const change = transition(state[kind], next[kind]);
      if (change) events.push(`${change} ${kind} at ${reading}`);
    }
    state = next;
  }
  return { state, events };
}

describe('alarm rules: level alarms with 2 % hysteresis', () => {
  it('the band is 600 kg on a 30 t tower', () => {
    expect(BAND).toBe(600);
  });

  it('a reading exactly at the low level raises the alarm (as the live monitor shows it)', () => {
    expect(run([5_000]).events).toEqual(['raise low at 5000']);
    expect(run([5_000.1]).events).toEqual([]);
  });

  it('a reading exactly at the high level raises the high alarm', () => {
    expect(run([27_000]).events).toEqual(['raise high at 27000']);
    expect(run([26_999.9]).events).toEqual([]);
  });

  it('readings bouncing around the low level inside the band raise once and never clear', () => {
    const bouncing = [5_100, 4_990, 5_010, 4_950, 5_300, 5_599, 5_000, 5_600];
    const { events, state } = run(bouncing);
    expect(events).toEqual(['raise low at 4990']);
    expect(state.low).toBe(true);
  });

  it('clears only once a reading is past the level by more than 2 % of the capacity', () => {
    expect(run([4_000, 5_600]).state.low).toBe(true); // exactly at level + band: still active
    expect(run([4_000, 5_601]).events).toEqual(['raise low at 4000', 'clear low at 5601']);
    expect(run([28_000, 26_400]).state.high).toBe(true);
    expect(run([28_000, 26_399]).events).toEqual(['raise high at 28000', 'clear high at 26399']);
  });

  it('after clearing, the next fall to the level raises again (one alarm per excursion)', () => {
    expect(run([4_900, 6_000, 5_200, 5_000]).events).toEqual([
      'raise low at 4900',
      'clear low at 6000',
      'raise low at 5000',
    ]);
  });

  it('a change of the levels takes effect at the next reading', () => {
    // The admin raises the low level from 5 t to 8 t with the tower at 7 t: the next reading raises.
    const before = run([7_000]);
    expect(before.events).toEqual([]);
    const raised = nextLevelAlarms(before.state, 7_000, { ...LEVELS, lowKg: 8_000 });
    expect(raised.low).toBe(true);
    // The level goes back down to 5 t: 7 t is more than 600 kg above it, so the next reading clears.
    expect(nextLevelAlarms(raised, 7_000, LEVELS).low).toBe(false);
    // Back down to 6.5 t instead: 7 t is within the band above it, the alarm stays.
    expect(nextLevelAlarms(raised, 7_000, { ...LEVELS, lowKg: 6_500 }).low).toBe(true);
  });

  it('an unset level (0) raises nothing; an unusable reading changes nothing', () => {
    expect(run([0, 10], { ...LEVELS, lowKg: 0 }).events).toEqual([]);
    const active = { low: true, high: false };
    expect(nextLevelAlarms(active, Number.NaN, LEVELS)).toEqual(active);
  });
});

describe('alarm rules: gateway offline', () => {
  const since = 1_000_000;
  it('raises only after more than 5 minutes of silence, clears as soon as it is back', () => {
    expect(nextOfflineAlarm(false, since, since + OFFLINE_AFTER_MS)).toBe(false);
    expect(nextOfflineAlarm(false, since, since + OFFLINE_AFTER_MS + 1)).toBe(true);
    expect(nextOfflineAlarm(true, since, since + OFFLINE_AFTER_MS + 60_000)).toBe(true);
    expect(nextOfflineAlarm(true, undefined, since + OFFLINE_AFTER_MS + 60_000)).toBe(false);
    expect(nextOfflineAlarm(false, undefined, since)).toBe(false);
  });
});
