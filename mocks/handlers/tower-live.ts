import { http, type RequestHandler } from 'msw';
import type { TowerFault, TowerMonitor } from '@/api/modules/tower/tower-info';
import { API, guarded, ok, param } from '../lib/http';
import { formatTime } from '../lib/random';
import { gatewayOnline, gateways } from '../seed/device';
import { depts } from '../seed/system';
import { SEED_TUNING, towerProfile, towers, type TowerInfoRow } from '../seed/tower';
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

/** The live side of the towers: monitor, online gateways, towers of a department. */

/** How often the live reading refreshes (the history keeps one reading per sample interval). */
const LIVE_CADENCE_MS = 30_000;

export const presentTower = (row: TowerInfoRow) => ({
  ...row,
  depName: depts().find((d) => d.deptId === row.depId)?.deptName ?? '',
});

const round1 = (value: number) => Math.round(value * 10) / 10;

export function findTower(key: string): TowerInfoRow | undefined {
  return /^\d+$/.test(key) ? towers().find((t) => t.id === Number(key)) : towers().find((t) => t.towerId === key);
}

/** The tower as a gateway would report it at `now`. */
export function monitorOf(tower: TowerInfoRow, now: number): TowerMonitor {
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

  const lastFilled = [...cycles].reverse().find((c) => c.fillEnd <= reportAt);
  const series = samplesOf(profile, reportAt - DAY, reportAt)
    .filter((s) => s.weight <= profile.maxWeightKg && s.weight >= -0.02 * profile.capacityKg)
    .map((s) => ({ time: formatTime(new Date(s.time)), weight: round1(s.weight) }));
  const alarm = weight >= tower.highWarning * 1000 ? 'high' : weight <= tower.lowWarning * 1000 ? 'low' : 'normal';
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
    daysRemaining: profile.dailyKg > 0 ? Math.round((weight / profile.dailyKg) * 100) / 100 : null,
    lastRefillTime: lastFilled ? formatTime(new Date(Math.ceil(lastFilled.fillEnd / 1000) * 1000)) : null,
    lastRefillWeight: lastFilled ? lastFilled.amount : null,
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
      return ok(monitorOf(tower, Date.now()));
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
