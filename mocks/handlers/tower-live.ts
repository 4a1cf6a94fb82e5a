import { http, type RequestHandler } from 'msw';
import type { TowerAlarm, TowerFault, TowerMonitor } from '@/api/modules/tower/tower-info';
import { API, guarded, ok, param, queryOf } from '../lib/http';
import { formatTime } from '../lib/random';
import { gatewayOnline, gateways } from '../seed/device';
import { depts } from '../seed/system';
import { SEED_TUNING, towerProfile, towerRecords, towers, type TowerInfoRow, type TowerRecordRow } from '../seed/tower';
import { detectedUntilOf, syncTowerDetection } from '../seed/tower-detect';
import {
  cycleIndexAt,
  cyclesOf,
  DAY,
  outageAt,
  outagesOf,
  physicalWeight,
  readingAt,
  samplesOf,
} from '../seed/tower-sim';
import { refuse } from './system-shared';
import { deptSubtree } from './tower-rules';
import { averageDailyConsumption } from './tower-statistics';

/** The live side of the towers: monitor, online gateways, towers of a department. */

/** How often the live reading refreshes (the history keeps one reading per sample interval). */
const LIVE_CADENCE_MS = 30_000;

/**
 * Joined into every tower row the server sends: department name, the latest reading and the days it
 * lasts at the 7-day average use, as the monitor computes them (domain.md §2.2).
 */
export const presentTower = (row: TowerInfoRow) => {
  const live = liveOf(row, Date.now());
  return {
    ...row,
    depName: depts().find((d) => d.deptId === row.depId)?.deptName ?? '',
    lastWeight: live.weight,
    lastReportTime: formatTime(new Date(live.reportAt)),
    alarm: live.alarm,
    daysRemaining: daysRemainingOf(row, live.weight, live.reportAt),
  };
};

/** The fields the server joins in; never stored. */
export const JOINED_TOWER_FIELDS = ['depName', 'lastWeight', 'lastReportTime', 'alarm', 'daysRemaining'] as const;

/** How long `weight` (kg) lasts at the tower's average use of the last 7 days; null when nothing is used. */
function daysRemainingOf(tower: TowerInfoRow, weight: number, at: number): number | null {
  const average = averageDailyConsumption(tower, at);
  return average !== undefined && average > 0 ? Math.round((weight / average) * 100) / 100 : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** `YYYY-MM-DD HH:mm:ss` in local time. */
function parseLocalTime(value: string | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(String(value ?? '').trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const time = new Date(y, mo - 1, d, h, mi, s).getTime();
  return Number.isNaN(time) ? undefined : time;
}

export function findTower(key: string): TowerInfoRow | undefined {
  return /^\d+$/.test(key) ? towers().find((t) => t.id === Number(key)) : towers().find((t) => t.towerId === key);
}

/** The latest reading at `now`: its time, weight, level alarm and what is wrong with it. */
export function liveOf(tower: TowerInfoRow, now: number) {
  const profile = towerProfile(tower);
  const gateway = gateways().find((g) => g.identifier === tower.sn);
  const outages = outagesOf(profile.gateway, now);
  const outage = outageAt(outages, now);
  const online = gateway ? gatewayOnline(gateway, now) : !outage;
  const step = profile.sampleInterval * 1000;
  // Offline: the last reading is the last one before the link went down.
  const silentSince = outage?.start ?? (gateway && !online ? now - step : undefined);
  const reportAt =
    silentSince === undefined
      ? Math.floor(now / LIVE_CADENCE_MS) * LIVE_CADENCE_MS
      : Math.floor((silentSince - 1) / step) * step;
  const cycles = cyclesOf(profile, now + DAY);
  const cycle = cycles[cycleIndexAt(cycles, reportAt)];
  const raw = readingAt(profile, cycle, reportAt);
  const outOfRange = raw > profile.maxWeightKg || raw < -0.02 * profile.capacityKg;
  const weight = round1(outOfRange ? physicalWeight(profile, cycle, reportAt) : raw);
  const glitch = cycle.glitch;
  let fault: TowerFault | null = null;
  if (!online) fault = 'OFFLINE';
  else if (outOfRange) fault = 'OUT_OF_RANGE';
  else if (
    glitch?.kind === 'stuck' &&
    reportAt >= glitch.at + SEED_TUNING.stuckDuration * 1000 &&
    reportAt <= glitch.until
  )
    fault = 'STUCK';
  const alarm: TowerAlarm =
    weight >= tower.highWarning * 1000 ? 'high' : weight <= tower.lowWarning * 1000 ? 'low' : 'normal';
  return { profile, cycles, reportAt, weight, online, fault, alarm };
}

/** The monitor asks every few seconds: it spends less on catching up the records than a list does. */
const MONITOR_SYNC_BUDGET_MS = 400;

/** At most this much history in one monitor answer (the threshold preview asks for 7 days). */
const MAX_SERIES_MS = 8 * DAY;

/**
 * The tower as a gateway would report it at `now`. The series covers the last 24 h, or
 * [from, to] when asked (clipped to `now`, at most 8 days).
 */
export function monitorOf(tower: TowerInfoRow, now: number, range?: { from: number; to: number }): TowerMonitor {
  const { profile, cycles, reportAt, weight, online, fault, alarm } = liveOf(tower, now);
  const to = range ? Math.min(range.to, reportAt) : reportAt;
  const from = range ? Math.max(range.from, to - MAX_SERIES_MS) : reportAt - DAY;
  // What the detection recorded (synced up to now), as the records page shows it.
  syncTowerDetection(now, MONITOR_SYNC_BUDGET_MS);
  const reported = formatTime(new Date(reportAt));
  let lastFilled: TowerRecordRow | undefined;
  for (const row of towerRecords()) {
    if (row.towerId !== tower.towerId || row.endDatetime > reported) continue;
    if (!lastFilled || row.endDatetime > lastFilled.endDatetime) lastFilled = row;
  }
  // While a fresh browser's detection still catches up, a refill after where it stands is the model's.
  const modelFill = [...cycles]
    .reverse()
    .find((c) => c.fillEnd <= reportAt && c.fillEnd >= detectedUntilOf(tower.towerId));
  const lastRefill = modelFill
    ? { time: formatTime(new Date(Math.ceil(modelFill.fillEnd / 1000) * 1000)), weight: modelFill.amount }
    : lastFilled && { time: lastFilled.endDatetime, weight: lastFilled.refillWeight };
  const series = samplesOf(profile, from, to)
    .filter((s) => s.weight <= profile.maxWeightKg && s.weight >= -0.02 * profile.capacityKg)
    .map((s) => ({ time: formatTime(new Date(s.time)), weight: round1(s.weight) }));
  return {
    id: tower.id,
    towerId: tower.towerId,
    location: tower.location,
    weight,
    fillPercent: round1((weight / (Number(tower.capacity) * 1000 || profile.capacityKg)) * 100),
    capacity: tower.capacity,
    highWarning: tower.highWarning,
    lowWarning: tower.lowWarning,
    alarm,
    fault,
    online,
    enabled: tower.selectStatus === '0',
    updatedAt: formatTime(new Date(reportAt)),
    daysRemaining: daysRemainingOf(tower, weight, reportAt),
    lastRefillTime: lastRefill?.time ?? null,
    lastRefillWeight: lastRefill?.weight ?? null,
    series,
  };
}

export const towerLiveHandlers: RequestHandler[] = [
  http.get(
    `${API}/tower/TowerInfo/emqx/onnet/snList`,
    guarded('tower:info:list', () => {
      const now = Date.now();
      return ok(
        gateways()
          .filter((g) => gatewayOnline(g, now))
          .map((g) => g.identifier)
          .sort(),
      );
    }),
  ),
  http.get(
    `${API}/tower/TowerInfo/monitor/:id`,
    guarded('tower:info:query', (ctx) => {
      const tower = findTower(param(ctx.params, 'id'));
      if (!tower) refuse(ctx, '料塔不存在', 'The tower does not exist');
      const query = queryOf(ctx.url);
      if (!query.beginTime && !query.endTime) return ok(monitorOf(tower, Date.now()));
      const from = parseLocalTime(query.beginTime);
      const to = query.endTime ? parseLocalTime(query.endTime) : Date.now();
      if (from === undefined || to === undefined || to <= from) {
        refuse(
          ctx,
          '开始时间和结束时间格式应为 yyyy-MM-dd HH:mm:ss，且结束晚于开始',
          'Begin and end must look like yyyy-MM-dd HH:mm:ss, the end after the begin',
        );
      }
      return ok(monitorOf(tower, Date.now(), { from, to }));
    }),
  ),
  http.get(
    `${API}/tower/TowerInfo/list/:depId`,
    guarded('tower:info:list', (ctx) => {
      const depId = Number(param(ctx.params, 'depId'));
      if (!depts().some((d) => d.deptId === depId)) refuse(ctx, '部门不存在', 'The department does not exist');
      const scope = deptSubtree(depId);
      return ok(
        towers()
          .filter((t) => scope.has(t.depId))
          .sort((a, b) => a.towerId.localeCompare(b.towerId))
          .map(presentTower),
      );
    }),
  ),
];
