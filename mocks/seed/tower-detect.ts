import { detect, type TowerEvent } from '@/lib/tower/detection';
import { defineTable, nextId, touch } from '../db';
import { formatTime } from '../lib/random';
import {
  eventRows,
  hasHistory,
  towerHistoryPart,
  towerDetectionParams,
  towerExceptions,
  towerProfile,
  towerRecords,
  towers,
  type TowerExceptionRow,
  type TowerInfoRow,
  type TowerRecordRow,
} from './tower';
import { DAY, HISTORY_END, HOUR, samplesOf } from './tower-sim';

/*
 * The record tables after the seed: the seeded 90 days end at HISTORY_END (reproducible), and the
 * span from there to now is run through the same `detect` on demand, a tower at a time, and
 * appended, as a backend that detects on arrival would have stored it. Each tower keeps where its
 * detection stands (`tower_detect_state`); a call only detects what arrived since, from a few
 * hours before it (so a refill, a flat run or a drop window under way is seen whole).
 */

export interface TowerDetectState {
  towerId: string;
  /** The next run starts `WARM_UP` before this (the last sample, or the start of an event still open). */
  resumeAt: number;
  /** When it last ran (runs are at most one a minute). */
  checkedAt: number;
}

/** Re-read before `resumeAt`: longer than a STUCK window (4 h), a refill and a sudden-drop window. */
const WARM_UP = 6 * HOUR;
/** Each tower is looked at again at most this often. */
const RECHECK_MS = 60_000;
/** One run catches up at most this much. */
const STEP_MS = 4 * DAY;
/**
 * What one request spends catching up at most, seeding the record tables included (a tower's step
 * is not cut short); after a call that ran out of it, calls in the next `PAUSE_MS` do nothing.
 */
const SYNC_BUDGET_MS = 1500;
const PAUSE_MS = 1000;
let pausedUntil = 0;

export const towerDetectState = defineTable<TowerDetectState>(
  'tower_detect_state',
  () => towerHistoryPart('states') ?? [],
);

/** The last id given out per record table, so that an id deleted is never given to another record. */
interface IssuedId {
  table: 'tower_record' | 'tower_exception_record';
  last: number;
}
export const issuedIds = defineTable<IssuedId>('tower_record_ids', () => towerHistoryPart('ids') ?? []);

/** Notes an id a record got (a record added by hand through the list, or one the detection appended). */
export function noteRecordId(table: IssuedId['table'], id: number): void {
  const rows = issuedIds();
  const row = rows.find((r) => r.table === table);
  if (row) row.last = Math.max(row.last, id);
  else rows.push({ table, last: id });
  touch('tower_record_ids');
}

function nextRecordId(table: IssuedId['table'], rows: readonly object[]): number {
  const last = issuedIds().find((r) => r.table === table)?.last ?? 0;
  const id = Math.max(nextId(rows, 'id'), last + 1);
  noteRecordId(table, id);
  return id;
}

const parse = (text: string) => {
  const [date, clock = '00:00:00'] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = clock.split(':').map(Number);
  return new Date(y, mo - 1, d, h, mi, s).getTime();
};

/** Where a tower without a state starts: the end of its seeded history, or when it was added. */
function initialResume(tower: TowerInfoRow): number {
  if (hasHistory(tower.towerId)) return HISTORY_END;
  const created = parse(tower.createTime ?? '');
  return Number.isFinite(created) ? Math.max(HISTORY_END, created) : HISTORY_END;
}

/** Whether more samples could still change the event (it is then detected again by the next run). */
function isOpen(event: TowerEvent, lastSample: number, mergeGapMs: number): boolean {
  if (event.ongoing) return true;
  if (event.type === 'REFILL') return lastSample - event.end <= mergeGapMs;
  if (event.type === 'OUT_OF_RANGE') return event.end >= lastSample;
  return false;
}

/** The detected records of one tower, in time order; the last refill's balance before `t`, less the drops since. */
function balanceBefore(refills: TowerRecordRow[], drops: TowerExceptionRow[], t: number): number | undefined {
  let last: TowerRecordRow | undefined;
  for (const row of refills)
    if (parse(row.endDatetime) <= t && (!last || row.endDatetime > last.endDatetime)) last = row;
  if (!last) return undefined;
  const since = last.endDatetime;
  const lost = drops
    .filter((d) => d.startDatetime >= since && parse(d.startDatetime) < t)
    .reduce((sum, d) => sum + (Number(d.consumeWeight) || 0), 0);
  return last.balanceWeight - lost;
}

/**
 * Detects what arrived since each tower's last run and appends its refills and exceptions to the
 * record tables. Cheap once caught up (a few hours of samples per tower, at most once a minute).
 * Catching up the weeks since HISTORY_END (about 35 ms per tower-day) goes in steps of a few days,
 * the tower furthest behind first, until `budgetMs` is spent; the next call goes on from there, so
 * no request waits for all of it.
 */
export function syncTowerDetection(now = Date.now(), budgetMs = SYNC_BUDGET_MS): void {
  const started = performance.now();
  // Another read in the same request (a list reads its table more than once) does not spend it again.
  if (Number.isFinite(budgetMs) && started < pausedUntil) return;
  const states = towerDetectState();
  const byTower = new Map(states.map((s) => [s.towerId, s]));
  const all = towers();
  const due = all.filter((t) => {
    const state = byTower.get(t.towerId);
    return !state || now - state.checkedAt >= RECHECK_MS;
  });
  if (due.length === 0) return;

  const records = towerRecords();
  const exceptions = towerExceptions();
  const dueIds = new Set(due.map((t) => t.towerId));
  const refillsOf = new Map<string, TowerRecordRow[]>();
  const exceptionsOf = new Map<string, TowerExceptionRow[]>();
  const add = <T>(map: Map<string, T[]>, key: string, row: T) => {
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  };
  for (const row of records) if (dueIds.has(row.towerId)) add(refillsOf, row.towerId, row);
  for (const row of exceptions) if (dueIds.has(row.towerId)) add(exceptionsOf, row.towerId, row);

  let appended = false;
  const queue = due.map((tower) => {
    let state = byTower.get(tower.towerId);
    if (!state) {
      state = { towerId: tower.towerId, resumeAt: initialResume(tower), checkedAt: 0 };
      states.push(state);
    }
    return { tower, state };
  });
  while (queue.length > 0 && performance.now() - started < budgetMs) {
    // The tower furthest behind goes first: all of them move on together.
    queue.sort((x, y) => x.state.resumeAt - y.state.resumeAt);
    const { tower, state } = queue[0];
    const until = Math.min(now, state.resumeAt + STEP_MS);
    const refills = refillsOf.get(tower.towerId) ?? [];
    const others = exceptionsOf.get(tower.towerId) ?? [];
    const found = detectSpan(tower, state, until, now, refills, others);
    for (const row of found.refills) {
      const stored = { ...row, id: nextRecordId('tower_record', records) };
      records.push(stored);
      refills.push(stored);
    }
    for (const row of found.exceptions) {
      const stored = { ...row, id: nextRecordId('tower_exception_record', exceptions) };
      exceptions.push(stored);
      others.push(stored);
    }
    if (!refillsOf.has(tower.towerId)) refillsOf.set(tower.towerId, refills);
    if (!exceptionsOf.has(tower.towerId)) exceptionsOf.set(tower.towerId, others);
    appended ||= found.refills.length + found.exceptions.length > 0;
    if (until >= now) {
      state.checkedAt = now;
      queue.shift();
    }
  }
  if (queue.length > 0) pausedUntil = performance.now() + PAUSE_MS;
  touch('tower_detect_state');
  if (appended) {
    touch('tower_record');
    touch('tower_exception_record');
  }
}

/**
 * Runs already made in this page's life, by their inputs: the same seed caught up again (a reset
 * database, a test's fresh one) costs nothing. The runs are pure functions of these inputs.
 */
const runs = new Map<string, { events: TowerEvent[]; lastSample: number | undefined }>();
const MAX_RUNS = 4000;

/** One run of `detect` from `WARM_UP` before the tower's `resumeAt` to `until`; moves `resumeAt` on. */
function detectSpan(
  tower: TowerInfoRow,
  state: TowerDetectState,
  until: number,
  now: number,
  refills: readonly TowerRecordRow[],
  exceptions: readonly TowerExceptionRow[],
): { refills: TowerRecordRow[]; exceptions: TowerExceptionRow[] } {
  const none = { refills: [], exceptions: [] };
  const from = state.resumeAt - WARM_UP;
  const profile = towerProfile(tower);
  const params = towerDetectionParams(tower, profile);
  const previousRefillBalance = balanceBefore(
    refills.filter((r) => r.source === 'AUTO'),
    exceptions.filter((e) => e.type === 'SUDDEN_DROP'),
    from,
  );
  const key = JSON.stringify([tower.towerId, params, profile, from, until, previousRefillBalance]);
  let run = runs.get(key);
  if (!run) {
    const samples = samplesOf(profile, from, until);
    run = { events: detect(samples, params, { previousRefillBalance }).events, lastSample: samples.at(-1)?.time };
    // Only steps of a catch-up can come again (after a reset); a run up to now never does.
    if (until < now) {
      if (runs.size >= MAX_RUNS) runs.clear();
      runs.set(key, run);
    }
  }
  const { events, lastSample } = run;
  if (lastSample === undefined || lastSample <= state.resumeAt) {
    // Nothing new (the gateway is silent): only the clock moves on.
    if (until - state.resumeAt > STEP_MS / 2) state.resumeAt = Math.max(state.resumeAt, until - WARM_UP);
    return none;
  }
  // Events starting before the end of one already recorded (or as one) were recorded by an earlier run.
  let recordedEnd = Number.NEGATIVE_INFINITY;
  const recorded = new Set<string>();
  for (const row of [...refills, ...exceptions]) {
    if (row.createBy !== 'system') continue;
    recordedEnd = Math.max(recordedEnd, parse(row.endDatetime));
    recorded.add(`${'type' in row ? row.type : 'REFILL'} ${row.startDatetime}`);
  }
  const isNew = (e: TowerEvent) =>
    e.start >= recordedEnd && !recorded.has(`${e.type} ${formatTime(new Date(e.start))}`);
  const mergeGap = params.refillMergeGap * 1000;
  // Nothing after an event that may still change is kept: the next run sees it whole.
  const open = events.filter(
    (e) => isOpen(e, lastSample, mergeGap) && e.type !== 'LOW_LEVEL' && e.type !== 'HIGH_LEVEL',
  );
  const horizon = Math.min(lastSample, ...open.map((e) => e.start));
  const final = events.filter((e) => isNew(e) && e.start < horizon && !isOpen(e, lastSample, mergeGap));
  // Back to the start of an event still open (a STUCK run), so that the next run sees it whole.
  state.resumeAt = horizon;
  return eventRows(tower, final);
}

/** Up to when the tower's records are complete (after it, a refill under way may not be recorded yet). */
export function detectedUntilOf(towerId: string): number {
  return towerDetectState().find((s) => s.towerId === towerId)?.resumeAt ?? HISTORY_END;
}
