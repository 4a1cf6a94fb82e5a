import { gatewayApi, type Gateway } from '@/api/modules/device/gateway';
import { towerExceptionApi, type TowerExceptionRecord } from '@/api/modules/tower/tower-exception';
import { towerInfoApi, type TowerInfo } from '@/api/modules/tower/tower-info';
import { towerRecordApi, type TowerRecord } from '@/api/modules/tower/tower-record';
import type { PageQuery, PageResult } from '@/api/types';
import { onlineStateOf, type OnlineState } from '@/lib/device/online';
import { addDateRange } from '@/utils/date-range';
import { toDate } from '@/utils/time';
import { groupByDepartment, toGauge, type TowerGauge, type TowerGroup } from './tower-gauges';

/** Rows asked for per page when the dashboard needs a whole list (towers, gateways). */
const WHOLE_LIST_PAGE = 500;
/** A list longer than this many pages is not read further (a server that ignores `page`). */
const MAX_PAGES = 20;
/** How many of today's records a panel lists. */
export const LATEST_COUNT = 5;

/** Every row of a list, page by page, silently (a panel shows its own failure). */
async function wholeList<T>(
  page: (query: PageQuery, options: { signal: AbortSignal; silent: true }) => Promise<PageResult<T>>,
  signal: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let n = 1; n <= MAX_PAGES; n++) {
    const answer = await page({ page: n, limit: WHOLE_LIST_PAGE }, { signal, silent: true });
    rows.push(...answer.list);
    // A short page, or a server that sent every row at once, ends the list.
    if (answer.list.length < WHOLE_LIST_PAGE || rows.length >= answer.total) break;
  }
  return rows;
}

export interface TowersData {
  gauges: TowerGauge[];
  groups: TowerGroup[];
}

/** Every tower the user may see with its latest reading, and whether its gateway is online. */
export async function loadTowers(signal: AbortSignal): Promise<TowersData> {
  const [rows, serials] = await Promise.all([
    wholeList<TowerInfo>(towerInfoApi.page, signal),
    // The online badges are extra: without them the gauges still show.
    towerInfoApi.onlineSerials({ signal, silent: true }).catch(() => undefined),
  ]);
  const online = Array.isArray(serials) ? new Set(serials.filter((s) => typeof s === 'string')) : undefined;
  const gauges = rows.flatMap((row) => toGauge(row, online) ?? []);
  return { gauges, groups: groupByDepartment(gauges) };
}

export interface GatewaySummary {
  counts: Record<OnlineState, number>;
  /** Offline ones, the most recently seen first (those that just dropped). */
  offline: Gateway[];
}

const lastSeen = (gateway: Gateway) => toDate(gateway.lastOnlineTime)?.getTime() ?? 0;

export async function loadGateways(signal: AbortSignal): Promise<GatewaySummary> {
  const gateways = await wholeList<Gateway>(gatewayApi.page, signal);
  const counts: Record<OnlineState, number> = { online: 0, offline: 0, never: 0, unknown: 0 };
  const offline: Gateway[] = [];
  for (const gateway of gateways) {
    const state = onlineStateOf(gateway);
    counts[state] += 1;
    if (state === 'offline') offline.push(gateway);
  }
  offline.sort((a, b) => lastSeen(b) - lastSeen(a));
  return { counts, offline };
}

/** Today's records: how many, and the latest few. */
export interface TodayData<T> {
  total: number;
  latest: T[];
}

const todayQuery = (): PageQuery => {
  const now = new Date();
  return addDateRange({ page: 1, limit: LATEST_COUNT, orderBy: 'startDatetime', order: 'desc' }, [now, now]);
};

export async function loadTodayRefills(signal: AbortSignal): Promise<TodayData<TowerRecord>> {
  const page = await towerRecordApi.page(todayQuery(), { signal, silent: true });
  return { total: page.total, latest: page.list.slice(0, LATEST_COUNT) };
}

export async function loadTodayExceptions(signal: AbortSignal): Promise<TodayData<TowerExceptionRecord>> {
  const page = await towerExceptionApi.page(todayQuery(), { signal, silent: true });
  return { total: page.total, latest: page.list.slice(0, LATEST_COUNT) };
}
