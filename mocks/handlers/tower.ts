import { http, type RequestHandler } from 'msw';
import { crudHandlers } from '../lib/crud';
import { API, guarded, MockHttpError, ok, param, readJson, say } from '../lib/http';
import { formatTime } from '../lib/random';
import { towerExceptions, towerRecords, towers } from '../seed/tower';

const msg = (zh: string, en: string) => ({ zh, en });

/** A deterministic, slowly moving weight for the live monitor (one day's drain, then a refill). */
function liveWeight(capacity: number, seed: number, at: number): number {
  const cycle = 36 * 3600_000;
  const phase = ((at + seed * 7_919_000) % cycle) / cycle;
  return Number((capacity * (0.85 - 0.7 * phase)).toFixed(2));
}

/** Material towers: master data, refill and exception records, statistics and the live monitor. */
export const towerHandlers: RequestHandler[] = [
  http.get(
    `${API}/tower/TowerInfo/emqx/onnet/snList`,
    guarded('tower:info:list', () =>
      ok([
        ...new Set(
          towers()
            .filter((t) => t.selectStatus === '0')
            .map((t) => t.sn),
        ),
      ]),
    ),
  ),
  http.get(
    `${API}/tower/TowerInfo/monitor/:id`,
    guarded('tower:info:query', ({ params, request }) => {
      const tower = towers().find((t) => t.id === Number(param(params, 'id')));
      if (!tower) throw new MockHttpError(500, say(request, '料塔不存在', 'The tower does not exist'));
      const now = Date.now();
      const weight = liveWeight(tower.capacity, tower.id, now);
      const series = Array.from({ length: 24 }, (_, i) => {
        const at = now - (23 - i) * 3600_000;
        return { time: formatTime(new Date(at)), weight: liveWeight(tower.capacity, tower.id, at) };
      });
      return ok({
        towerId: tower.towerId,
        weight,
        fillPercent: Math.round((weight / tower.capacity) * 100),
        updatedAt: formatTime(new Date(now)),
        online: tower.selectStatus === '0',
        alarm: weight >= tower.highWarning ? 'high' : weight <= tower.lowWarning ? 'low' : 'normal',
        series,
      });
    }),
  ),
  http.get(
    `${API}/tower/TowerInfo/list/:depId`,
    guarded('tower:info:list', ({ params }) => ok(towers().filter((t) => t.depId === Number(param(params, 'depId'))))),
  ),
  http.post(
    `${API}/tower/TowerRecord/getStatistics`,
    guarded('tower:record:list', async ({ request }) => {
      const body = await readJson<{
        towerId: string;
        depId: number;
        beginTime: string;
        endTime: string;
        granularity: string;
      }>(request);
      const depTowers = body.depId
        ? new Set(
            towers()
              .filter((t) => t.depId === Number(body.depId))
              .map((t) => t.towerId),
          )
        : undefined;
      const size = body.granularity === 'month' ? 7 : 10;
      const periods = new Map<
        string,
        { period: string; consumeWeight: number; refillCount: number; refillWeight: number }
      >();
      for (const row of towerRecords()) {
        if (body.towerId && row.towerId !== body.towerId) continue;
        if (depTowers && !depTowers.has(row.towerId)) continue;
        if (body.beginTime && row.startDatetime < body.beginTime) continue;
        if (body.endTime && row.startDatetime > body.endTime) continue;
        const period = row.startDatetime.slice(0, size);
        const entry = periods.get(period) ?? { period, consumeWeight: 0, refillCount: 0, refillWeight: 0 };
        entry.consumeWeight = Number((entry.consumeWeight + row.consumeWeight).toFixed(2));
        entry.refillCount += 1;
        entry.refillWeight = Number((entry.refillWeight + (row.balanceWeight - row.firstWeight)).toFixed(2));
        periods.set(period, entry);
      }
      return ok([...periods.values()].sort((a, b) => a.period.localeCompare(b.period)));
    }),
  ),
  ...crudHandlers({
    path: 'tower/TowerInfo',
    rows: towers,
    tableName: 'tower_info',
    idKey: 'id',
    perm: 'tower:info',
    filters: { towerId: 'like', location: 'like', depId: 'eq', selectStatus: 'eq' },
    defaultSort: { field: 'id', order: 'asc' },
    required: [
      { field: 'towerId', message: msg('料塔编号不能为空', 'The tower id is required') },
      { field: 'capacity', message: msg('容量不能为空', 'The capacity is required') },
    ],
    unique: [{ fields: ['towerId'], message: msg('料塔编号“{value}”已存在', 'Tower id "{value}" already exists') }],
    valid: true,
    exportColumns: [
      { key: 'towerId', title: msg('料塔编号', 'Tower') },
      { key: 'location', title: msg('位置', 'Location') },
      { key: 'type', title: msg('物料', 'Material') },
      { key: 'capacity', title: msg('容量(t)', 'Capacity (t)') },
      { key: 'depName', title: msg('部门', 'Department') },
    ],
    exportName: msg('料塔信息', 'Towers'),
  }),
  ...crudHandlers({
    path: 'tower/TowerRecord',
    rows: towerRecords,
    tableName: 'tower_record',
    idKey: 'id',
    perm: 'tower:record',
    filters: { towerId: 'like', location: 'like' },
    timeField: 'startDatetime',
    defaultSort: { field: 'startDatetime', order: 'desc' },
    exportColumns: [
      { key: 'towerId', title: msg('料塔编号', 'Tower') },
      { key: 'startDatetime', title: msg('开始时间', 'Start') },
      { key: 'firstWeight', title: msg('加料前(t)', 'Before (t)') },
      { key: 'balanceWeight', title: msg('加料后(t)', 'After (t)') },
    ],
    exportName: msg('加料记录', 'Refill records'),
  }),
  ...crudHandlers({
    path: 'tower/TowerExceptionRecord',
    rows: towerExceptions,
    tableName: 'tower_exception_record',
    idKey: 'id',
    perm: 'tower:exception',
    filters: { towerId: 'like', reason: 'eq' },
    timeField: 'startDatetime',
    defaultSort: { field: 'startDatetime', order: 'desc' },
    exportColumns: [
      { key: 'towerId', title: msg('料塔编号', 'Tower') },
      { key: 'startDatetime', title: msg('时间', 'Time') },
      { key: 'reason', title: msg('原因', 'Reason') },
    ],
    exportName: msg('异常记录', 'Exception records'),
  }),
];
