import { whenIdle } from '@/lib/hooks/when-idle';
import { hasStoredTables, table } from './db';
import { COUNT_TABLES } from './handlers/content';
import { syncSessions } from './handlers/device-sessions';
import { presentTower } from './handlers/tower-live';
import { gateways } from './seed/device';
import { towerExceptions, towerRecords, towers } from './seed/tower';
import { syncTowerDetection } from './seed/tower-detect';

/**
 * What a fresh browser's first dashboard asks the mock for, worked out while the browser is idle
 * after the mock starts (the sign-in page, or the wait for a page's code), one step per idle moment,
 * so that those first answers do not wait for it (issue 33): each tower's simulated cycles and
 * gateway outages up to now (the tower list's live columns), the detection's catch-up since the
 * demo was built, the gateways' broker sessions since the seed, and the tables the dashboard counts.
 *
 * Every step is what the first request would do anyway, through the same functions: the answers
 * are the same as without it, only sooner. A request that comes first does the work itself, and the
 * step then finds it done.
 */
function* steps(historyProvided: boolean): Generator<() => void, void, void> {
  yield () => towers();
  for (const tower of towers()) yield () => presentTower(tower);
  yield () => gateways();
  // Without the build's history the catch-up is the seed's 90 days (seconds): left to the requests.
  if (historyProvided) {
    yield () => towerRecords();
    yield () => towerExceptions();
    yield () => syncTowerDetection();
  }
  yield () => syncSessions();
  for (const name of Object.values(COUNT_TABLES)) yield () => table(name);
}

/**
 * Starts the warm-up in a fresh browser (no table stored yet: a first visit, which opens on the
 * sign-in page); returns a function that stops it (it also ends on its own once done). A browser
 * that has used the mock keeps its tables, and its pages ask only for what they show: warming up the
 * dashboard's work there would only add to other pages' loads.
 */
export function warmUpMock(historyProvided: boolean): () => void {
  if (hasStoredTables()) return () => {};
  const queue = steps(historyProvided);
  let cancel = () => {};
  const next = () => {
    cancel = whenIdle(() => {
      const step = queue.next();
      if (step.done) return;
      step.value();
      next();
    });
  };
  next();
  return () => cancel();
}
