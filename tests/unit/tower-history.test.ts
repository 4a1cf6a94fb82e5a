import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from '@mocks/db';
import { formatTime } from '@mocks/lib/random';
import { provideTowerHistory, towerExceptions, towerRecords } from '@mocks/seed/tower';
import { syncTowerDetection, towerDetectState } from '@mocks/seed/tower-detect';
import { buildTowerHistory } from '@mocks/seed/tower-history';
import { DAY, HISTORY_END, HOUR } from '@mocks/seed/tower-sim';

/**
 * The records by tower and time, without their ids: a catch-up gives ids in the order it detects,
 * which follows how it was cut into steps (by each request's budget in a browser), never the same twice.
 */
const byTowerAndTime = <T extends { id: number; towerId: string; startDatetime: string }>(rows: T[]) =>
  rows
    .map((row) => ({ ...row, id: 0 }))
    .sort((a, b) => a.towerId.localeCompare(b.towerId) || a.startDatetime.localeCompare(b.startDatetime));

/** The record tables and where each tower's detection stands, after catching up to `now`. */
function caughtUp(now: number) {
  syncTowerDetection(now, Number.POSITIVE_INFINITY);
  const ids = [...towerRecords(), ...towerExceptions()].map((row) => `${'type' in row ? 'e' : 'r'}${row.id}`);
  expect(new Set(ids).size).toBe(ids.length);
  return {
    records: byTowerAndTime(towerRecords()),
    exceptions: byTowerAndTime(towerExceptions()),
    resumeAt: Object.fromEntries(towerDetectState().map((s) => [s.towerId, s.resumeAt])),
  };
}

afterEach(() => {
  provideTowerHistory(undefined);
  resetDb();
});

describe('the tower history built with the demo (issue 33)', () => {
  it('seeds the records and detection state that detecting in the browser gives', () => {
    const built = HISTORY_END + 12 * DAY + 7 * HOUR;
    const now = built + 2 * DAY + 3 * HOUR;

    resetDb();
    const inBrowser = caughtUp(now);

    expect(provideTowerHistory(JSON.stringify(buildTowerHistory(built)))).toBe(true);
    resetDb();
    // Seeded as of the build: nothing after it yet.
    const seeded = structuredClone(towerRecords());
    expect(seeded.length).toBeGreaterThan(1000);
    expect(seeded.every((row) => row.endDatetime <= formatTime(new Date(built)))).toBe(true);
    expect(seeded.length).toBeLessThan(inBrowser.records.length);
    const fromHistory = caughtUp(now);

    expect(fromHistory.records).toEqual(inBrowser.records);
    expect(fromHistory.exceptions).toEqual(inBrowser.exceptions);
    expect(fromHistory.resumeAt).toEqual(inBrowser.resumeAt);
  });

  it('is seeded again after a reset, unchanged by what was written before it', () => {
    provideTowerHistory(JSON.stringify(buildTowerHistory(HISTORY_END + DAY)));
    resetDb();
    const first = structuredClone(towerRecords());
    towerRecords().splice(0, 10);
    resetDb();
    expect(towerRecords()).toEqual(first);
  });

  it('is left aside in another time zone (its times are local), and the records are simulated', () => {
    const history = buildTowerHistory(HISTORY_END + DAY);
    expect(provideTowerHistory(JSON.stringify({ ...history, zone: 'Pacific/Chatham' }))).toBe(false);
    expect(provideTowerHistory(JSON.stringify({ ...history, historyEnd: HISTORY_END - HOUR }))).toBe(false);
    resetDb();
    expect(towerRecords().length).toBeGreaterThan(1000);
    expect(towerDetectState()).toEqual([]);
  });

  it("ships each tower's cycle ends, and cycles built on them are the ones the model searches for", async () => {
    const built = HISTORY_END + 12 * DAY;
    const later = built + 20 * DAY;
    const history = buildTowerHistory(built);
    const { seededTowers } = await import('@mocks/seed/tower');
    const { cyclesOf } = await import('@mocks/seed/tower-sim');
    const profiles = [...seededTowers().profiles.values()];
    expect(Object.keys(history.cycleEnds ?? {})).toHaveLength(profiles.length);
    const searched = structuredClone(profiles.map((profile) => cyclesOf(profile, later)));

    // A fresh page (new modules, no cycles yet) that takes the build's history: past the build the
    // cycles are searched for again, before it they are built on the shipped ends.
    vi.resetModules();
    const fresh = await import('@mocks/seed/tower');
    const freshSim = await import('@mocks/seed/tower-sim');
    expect(fresh.provideTowerHistory(JSON.stringify(history))).toBe(true);
    const shipped = freshSim.cycleEnds();
    expect(shipped).toEqual({});
    expect(profiles.map((profile) => freshSim.cyclesOf(profile, later))).toEqual(searched);
    fresh.provideTowerHistory(undefined);
  });
});
