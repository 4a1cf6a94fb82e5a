import { resetDb } from '../db';
import { localZone, towerExceptions, towerRecords, type TowerHistory } from './tower';
import { issuedIds, syncTowerDetection, towerDetectState } from './tower-detect';
import { cycleEnds, HISTORY_END } from './tower-sim';

/**
 * What the demo build ships for the record tables (vite.config.ts, `virtual:tower-history`): the
 * seed's 90 days and the span from there to `until`, detected as a browser would have, through the
 * same `syncTowerDetection`. A browser then only detects what arrived since the build.
 * Runs in Node, on a memory store.
 */
export function buildTowerHistory(until: number): TowerHistory {
  resetDb();
  syncTowerDetection(until, Number.POSITIVE_INFINITY);
  const history: TowerHistory = {
    zone: localZone(),
    historyEnd: HISTORY_END,
    until,
    records: towerRecords(),
    exceptions: towerExceptions(),
    states: towerDetectState(),
    ids: issuedIds(),
    cycleEnds: cycleEnds(),
  };
  resetDb();
  return history;
}
