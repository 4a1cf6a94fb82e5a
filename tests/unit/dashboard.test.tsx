import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayApi } from '@/api/modules/device/gateway';
import type { TowerInfo } from '@/api/modules/tower/tower-info';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { Providers } from '@/app/providers';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { OFFLINE_LISTED } from '@/features/dashboard/gateway-panel';
import { GROUPS_PER_PAGE, TOWERS_PER_GROUP } from '@/features/dashboard/tower-panel';
import { i18n } from '@/lib/i18n';
import { MONITOR_REFRESH_MS } from '@/lib/tower/monitor';
import { FIXED_PAGES, RoutesContext } from '@/router/route-meta';
import type { PageRoute } from '@/router/menu-routes';
import { useSession } from '@/stores/session';
import { formatMeasure } from '@/utils/number';
import { formatTime } from '@/utils/time';
import { mockControl, server } from '@mocks/node';
import { toasts } from '../feedback-recorder';
import { ADMIN, OPERATOR, signIn } from '../helpers';

// jsdom has no canvas: the catalogue chart draws on a stand-in.
vi.mock('echarts/core', () => ({
  init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }),
  use: () => undefined,
}));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

/** The dashboard as a signed-in user sees it: panels by permission, each loading and failing on its own. */

/** The first tower answer seeds the mock's refill history (seconds on a busy machine). */
const LOAD = { timeout: 20_000 };

const LIST_PATHS = ['/tower/info', '/tower/record', '/tower/exception', '/device/gateway', '/device/connect'];
const PAGES: PageRoute[] = [
  ...FIXED_PAGES,
  ...LIST_PATHS.map((path) => ({
    path,
    component: path.slice(1),
    known: true,
    title: path,
    hidden: false,
    parents: [],
  })),
];

/** Requests the dashboard made, by path below /api. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname.replace(/^\/api\/(admin|content)\//, ''));
};

async function renderDashboard(account: { username: string; password: string } = ADMIN) {
  await signIn(account);
  await useSession.getState().loadUser();
  asked = [];
  server.events.on('request:start', record);
  render(
    <Providers>
      <RoutesContext.Provider value={{ pages: PAGES, menu: [] }}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </RoutesContext.Provider>
    </Providers>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

afterEach(() => {
  vi.useRealTimers();
  server.events.removeListener('request:start', record);
  useSession.setState({ user: undefined, menus: undefined });
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  fireEvent(document, new Event('visibilitychange'));
}

const panel = (name: string) => screen.getByRole('region', { name });
const tiles = () => screen.queryAllByTestId('tower-tile');
const tileNames = () => tiles().map((tile) => tile.querySelector('span')?.textContent);

/** A tower row as the list sends it (capacity and levels in t, weight in kg). */
function tower(id: number, patch: Partial<TowerInfo>): TowerInfo {
  return {
    id,
    towerId: `T-${String(id).padStart(3, '0')}`,
    location: `栋 ${id}`,
    sn: `SN${id}`,
    depName: '一分场',
    capacity: 20,
    highWarning: 18,
    lowWarning: 3.5,
    lastWeight: 10_000,
    alarm: 'normal',
    daysRemaining: 5,
    selectStatus: '0',
    lastReportTime: '2026-11-27 10:00:00',
    ...patch,
  };
}

/** Serves these towers as the whole list, and these gateway serials as online. */
function serveTowers(rows: TowerInfo[], online = rows.map((r) => r.sn)) {
  server.use(
    mswHttp.get('*/api/admin/tower/TowerInfo/page', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: { list: rows, total: rows.length } }),
    ),
    mswHttp.get('*/api/admin/tower/TowerInfo/emqx/onnet/snList', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: online }),
    ),
  );
}

/** Serves these gateway rows as the whole gateway list (the mock's own list is slower to build). */
function serveGateways(rows: unknown[]) {
  server.use(
    mswHttp.get('*/api/admin/device/gateway/page', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: { list: rows, total: rows.length } }),
    ),
  );
}

/** Today's records answered at once (the mock's own catch-up of detection is not under test here). */
function serveToday() {
  const page = (list: unknown[]) => HttpResponse.json({ code: 200, msg: 'ok', data: { list, total: 9 } });
  server.use(
    mswHttp.get('*/api/admin/tower/TowerRecord/page', () =>
      page([
        {
          id: 71,
          towerId: 'LT-A-01',
          startDatetime: '2026-11-27 08:10:00',
          endDatetime: '2026-11-27 08:40:00',
          refillWeight: 12107,
        },
      ]),
    ),
    mswHttp.get('*/api/admin/tower/TowerExceptionRecord/page', () =>
      page([
        {
          id: 81,
          towerId: 'LT-A-03',
          type: 'SUDDEN_DROP',
          reason: '短时骤降 588 kg / 300 s',
          startDatetime: '2026-11-27 08:50:00',
          endDatetime: '2026-11-27 08:55:00',
        },
      ]),
    ),
  );
}

describe('towers', () => {
  it('puts the towers needing attention first: low, high, offline, running out, normal, then not monitored', async () => {
    serveToday();
    serveTowers(
      [
        tower(1, { lastWeight: 10_000, daysRemaining: 8 }),
        tower(2, { selectStatus: '1', lastWeight: 500, alarm: 'low' }),
        tower(3, { lastWeight: 19_000, alarm: 'high', daysRemaining: 20 }),
        tower(4, { lastWeight: 5_000, daysRemaining: 0.6 }),
        tower(5, { lastWeight: 3_000, alarm: 'low', daysRemaining: 0.4 }),
        tower(6, { lastWeight: 9_000, daysRemaining: 2 }),
        tower(7, { lastWeight: 12_000, daysRemaining: 4 }),
      ],
      ['SN1', 'SN2', 'SN3', 'SN4', 'SN5', 'SN6'],
    );
    await renderDashboard();
    await waitFor(() => expect(tiles()).toHaveLength(7), LOAD);
    expect(tileNames()).toEqual(['T-005', 'T-003', 'T-007', 'T-004', 'T-006', 'T-001', 'T-002']);
    const [low, high, offline, runningOut] = tiles();
    expect(low).toHaveTextContent('低位');
    expect(high).toHaveTextContent('高位');
    expect(offline).toHaveTextContent('离线');
    expect(runningOut).toHaveTextContent('即将用完');
    expect(tiles()[6]).toHaveTextContent('未监控');
    expect(within(panel('料塔')).getByTestId('tower-summary')).toHaveTextContent('共 7 座低位 1高位 1离线 1即将用完 1');
    // Colour from the tower's own levels: orange at low, red at high, the theme's otherwise.
    expect(low.querySelector('[style*="--ant-color-warning"]')).not.toBeNull();
    expect(high.querySelector('[style*="--ant-color-error"]')).not.toBeNull();
    expect(tiles()[4].querySelector('[style*="--ant-color-warning"], [style*="--ant-color-error"]')).toBeNull();
  });

  it('shows weight in t of the capacity in t, the fill in %, and the days the content lasts at the 7-day average', async () => {
    serveToday();
    serveTowers([
      tower(1, { lastWeight: 14_589, capacity: 20, daysRemaining: 6.08 }),
      tower(2, { lastWeight: 800, capacity: 8, lowWarning: 1.6, alarm: 'low', daysRemaining: null }),
    ]);
    await renderDashboard();
    await waitFor(() => expect(tiles()).toHaveLength(2), LOAD);
    const [empty, full] = tiles();
    expect(full).toHaveTextContent('72.9%');
    expect(within(full).getByTestId('tower-weight')).toHaveTextContent('14.59 / 20 t');
    expect(within(full).getByTestId('tower-days')).toHaveTextContent('约剩 6.1 天');
    expect(within(empty).getByTestId('tower-days')).toHaveTextContent('7 天内无消耗');

    await act(() => i18n.changeLanguage('en'));
    expect(within(full).getByTestId('tower-days')).toHaveTextContent('6.1 d left');
    expect(full).toHaveAccessibleName(/Open live monitor: T-001.*72\.9%, 14\.59 \/ 20 t, 6\.1 d left/);
    // Label in name (WCAG 2.5.3): the name holds the tile's words in the order they show, kept apart.
    const words = (text: string | null) =>
      (text ?? '')
        .split(/[\s,:]+/)
        .filter(Boolean)
        .join(' ');
    for (const tile of tiles()) expect(words(tile.getAttribute('aria-label'))).toContain(words(tile.textContent));
  });

  it("shows what the tower's live monitor shows, and a click opens that monitor", async () => {
    // The live reading moves every 30 s: the clock stands still so the page and the check read the same one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    serveToday();
    const user = await renderDashboard();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0), LOAD);
    const first = tiles()[0];
    const towerId = first.querySelector('span')?.textContent ?? '';
    const monitor = await towerInfoApi.monitor(towerId);
    expect(within(first).getByTestId('tower-weight')).toHaveTextContent(
      `${formatMeasure(monitor.weight / 1000, 'zh-CN', 2)} / ${monitor.capacity} t`,
    );
    if (monitor.daysRemaining !== null)
      expect(within(first).getByTestId('tower-days')).toHaveTextContent(
        `约剩 ${formatMeasure(monitor.daysRemaining, 'zh-CN', 1)} 天`,
      );
    await user.click(first);
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent(`${towerId} 实时监控`);
    expect(await within(drawer).findByTestId('monitor-weight', {}, LOAD)).toHaveTextContent('kg');
  });

  it('works with 500 towers: grouped by department, a page of departments and of towers at a time', async () => {
    serveToday();
    const rows = Array.from({ length: 500 }, (_, i) =>
      tower(i + 1, {
        depName: `养殖场 ${String(Math.floor(i / 20) + 1).padStart(2, '0')}`,
        lastWeight: ((i * 7919) % 1000) * 20,
        alarm: undefined,
        daysRemaining: ((i * 31) % 90) / 10,
      }),
    );
    serveTowers(rows);
    const user = await renderDashboard();
    const towers = await screen.findByRole('region', { name: '料塔' }, LOAD);
    await waitFor(() => expect(within(towers).getByTestId('tower-summary')).toHaveTextContent('共 500 座'), LOAD);
    const groups = within(towers).getAllByTestId('tower-group');
    expect(groups).toHaveLength(GROUPS_PER_PAGE);
    expect(tiles()).toHaveLength(GROUPS_PER_PAGE * TOWERS_PER_GROUP);
    // 25 departments of 20: departments with a low tower come first, each its most urgent first.
    expect(within(groups[0]).getAllByTestId('tower-tile')[0]).toHaveTextContent('低位');

    await user.click(within(towers).getByRole('combobox', { name: '部门' }));
    await user.click(await screen.findByTitle('养殖场 25 (20)'));
    expect(within(towers).getAllByTestId('tower-group')).toHaveLength(1);
    expect(within(towers).getByRole('region', { name: '养殖场 25' })).toBeInTheDocument();
    expect(tiles()).toHaveLength(TOWERS_PER_GROUP);
    // The department's own pager: its next page is in the Tab order on the first page too.
    const pager = within(towers).getByRole('list', { name: '养殖场 25：料塔分页' });
    expect(within(pager).getByTitle('下一页')).toHaveAttribute('tabindex', '0');
  });

  it('falls back to all departments when the chosen one is gone after a refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveToday();
    serveGateways([]);
    const inDepartment = (id: number, depName: string) => tower(id, { depName });
    serveTowers([inDepartment(1, '一分场'), inDepartment(2, '二分场'), inDepartment(3, '三分场')]);
    const user = await renderDashboard();
    const towers = await screen.findByRole('region', { name: '料塔' }, LOAD);
    await waitFor(() => expect(tiles()).toHaveLength(3), LOAD);
    const departmentSelect = () => within(towers).getByRole('combobox', { name: '部门' });
    const refresh = async (rows: TowerInfo[]) => {
      serveTowers(rows);
      await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS));
    };

    await user.click(departmentSelect());
    await user.click(await screen.findByTitle('三分场 (1)'));
    expect(tileNames()).toEqual(['T-003']);
    // Its towers moved away: every department shows again, and the Select says so.
    await refresh([inDepartment(1, '一分场'), inDepartment(2, '二分场')]);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(departmentSelect().closest('.ant-select')).toHaveTextContent('全部部门');

    await user.click(departmentSelect());
    await user.click(await screen.findByTitle('二分场 (1)'));
    expect(tileNames()).toEqual(['T-002']);
    // One department left: no Select to reset, and its towers show rather than nothing.
    await refresh([inDepartment(1, '一分场')]);
    await waitFor(() => expect(tileNames()).toEqual(['T-001']));
    expect(within(towers).queryByRole('combobox', { name: '部门' })).toBeNull();
  });
});

describe('gateways, today, catalogue', () => {
  it('counts the seeded gateways online, offline and never connected as the gateway list reports them', async () => {
    serveToday();
    await renderDashboard();
    const all = await gatewayApi.page({ page: 1, limit: 500 });
    const online = all.list.filter((g) => g.online === true).length;
    const never = all.list.filter((g) => g.online === false && !g.lastOnlineTime).length;
    const counts = await within(await screen.findByRole('region', { name: '网关' })).findByTestId(
      'gateway-counts',
      {},
      LOAD,
    );
    expect(counts).toHaveTextContent(`在线${online}离线${all.total - online - never}从未连接${never}`);
  });

  it('lists the offline gateways, the last to drop first, with when each was last seen', async () => {
    serveToday();
    const ago = (minutes: number) => formatTime(Date.now() - minutes * 60_000);
    const offline = (id: number, minutes: number) => ({
      id,
      name: `网关 ${id}`,
      identifier: `GW${id}`,
      status: '0',
      online: false,
      lastOnlineTime: ago(minutes),
    });
    const rows = [
      { id: 1, name: '在线网关', identifier: 'GW1', status: '0', online: true, lastOnlineTime: ago(0) },
      { id: 2, name: '新网关', identifier: 'GW2', status: '0', online: false, lastOnlineTime: '' },
      { id: 3, name: '旧网关', identifier: 'GW3', status: '0' },
      // A server's null is "never connected" too; an offline row without the time is offline.
      { id: 4, name: '未上线网关', identifier: 'GW4', status: '0', online: false, lastOnlineTime: null },
      { id: 5, name: '未报时间网关', identifier: 'GW5', status: '0', online: false },
      offline(10, 90),
      offline(11, 30),
      ...[20, 21, 22, 23, 24].map((id) => offline(id, 60 * 24 * 3 + id)),
    ];
    serveGateways(rows);
    await renderDashboard();
    const gateways = await screen.findByRole('region', { name: '网关' });
    const counts = await within(gateways).findByTestId('gateway-counts', {}, LOAD);
    // A row without the online fields is of unknown state, not offline.
    expect(counts).toHaveTextContent('在线1离线8从未连接2未知1');
    const listed = within(within(gateways).getByTestId('gateway-offline')).getAllByRole('listitem');
    expect(listed).toHaveLength(OFFLINE_LISTED);
    expect(listed[0]).toHaveTextContent(/^网关 11最后在线 3\d分钟前$/);
    expect(listed[1]).toHaveTextContent('网关 10最后在线 2小时前');
    expect(within(listed[0]).getByRole('link', { name: '网关 11' })).toHaveAttribute(
      'href',
      '/device/connect?deviceIdentifier=GW11',
    );
    expect(gateways).toHaveTextContent('另有 2 个离线');
  });

  it("shows today's refills and exceptions: how many, the latest, each opening its record on the tower's trend", async () => {
    serveToday();
    const user = await renderDashboard();
    const refills = await screen.findByRole('region', { name: '今日加料' });
    await waitFor(() => expect(within(refills).getByTestId('panel-refills-count')).toHaveTextContent('9'), LOAD);
    expect(within(refills).getByTestId('panel-refills-latest')).toHaveTextContent('LT-A-01+12,107 kg08:40');
    const exceptions = panel('今日异常');
    await waitFor(() =>
      expect(within(exceptions).getByTestId('panel-exceptions-latest')).toHaveTextContent('短时骤降'),
    );
    await user.click(within(exceptions).getByRole('button', { name: 'LT-A-03' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('LT-A-03');
  });

  it('keeps the catalogue counts below for admins, in k…E with the exact number on hover', async () => {
    serveToday();
    server.use(
      mswHttp.get('*/api/content/wms/count', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: { sensor: 200, towerRecord: 2_384_000, user: 1500 } }),
      ),
    );
    const user = await renderDashboard();
    const catalogue = await screen.findByRole('region', { name: '数据量对比' });
    const records = await within(catalogue).findByTestId('count-towerRecord', {}, LOAD);
    await waitFor(() => expect(records).toHaveTextContent('2.38M'));
    expect(within(catalogue).getByTestId('count-user')).toHaveTextContent('1.5k');
    expect(within(catalogue).getByTestId('count-sensor')).toHaveTextContent('200');
    // The exact figure is the value's accessible name too, not only a tooltip.
    const exact = within(records).getByLabelText('2,384,000');
    await user.hover(exact);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2,384,000');
    expect(within(catalogue).getByRole('link', { name: '加料记录 – 查看列表' })).toHaveAttribute(
      'href',
      '/tower/record',
    );
  });
});

describe('permissions and failures', () => {
  it('operator: towers and today, no gateways, no catalogue, nothing refused', async () => {
    serveToday();
    await renderDashboard(OPERATOR);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0), LOAD);
    expect(screen.getByRole('region', { name: '今日加料' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '网关' })).toBeNull();
    expect(screen.queryByRole('region', { name: '数据量对比' })).toBeNull();
    expect(asked.filter((path) => /device\/|wms\/count/.test(path))).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a user without tower permission sees no tower panel and is never refused (no call, no toast)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderDashboard(ADMIN);
    act(() => {
      const user = useSession.getState().user;
      if (user) useSession.setState({ user: { ...user, roles: ['device'], permissions: ['device:gateway:list'] } });
    });
    await screen.findByRole('region', { name: '网关' });
    asked = [];
    await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS));
    await waitFor(() => expect(asked.some((path) => path.startsWith('device/gateway'))).toBe(true));
    expect(screen.queryByRole('region', { name: '料塔' })).toBeNull();
    expect(screen.queryByRole('region', { name: '今日加料' })).toBeNull();
    expect(screen.queryByRole('region', { name: '数据量对比' })).toBeNull();
    expect(asked.filter((path) => path.startsWith('tower/'))).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a panel that fails shows a retry inside itself, silently; the others still show; retry loads it', async () => {
    serveToday();
    serveTowers([tower(1, {})]);
    mockControl.fault({ path: 'device/gateway/page', code: 500, msg: 'boom', times: 1 });
    const user = await renderDashboard();
    const gateways = await screen.findByRole('region', { name: '网关' });
    const failed = await within(gateways).findByTestId('panel-gateways-failed', {}, LOAD);
    expect(failed).toHaveTextContent('此项加载失败');
    await waitFor(() => expect(tiles()).toHaveLength(1));
    await waitFor(() => expect(within(panel('今日加料')).getByTestId('panel-refills-count')).toHaveTextContent('9'));
    expect(toasts).toEqual([]);

    await user.click(within(failed).getByRole('button', { name: /重\s*试/ }));
    expect(await within(gateways).findByTestId('gateway-counts', {}, LOAD)).toHaveTextContent('在线');
  });

  it('a refresh that fails keeps the towers on screen, says since when, and offers a retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveToday();
    serveTowers([tower(1, {})]);
    serveGateways([]);
    const user = await renderDashboard();
    await waitFor(() => expect(tiles()).toHaveLength(1), LOAD);
    server.use(mswHttp.get('*/api/admin/tower/TowerInfo/page', () => HttpResponse.json({ code: 500, msg: 'boom' })));
    await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS));
    const stale = await within(panel('料塔')).findByTestId('panel-towers-stale');
    expect(stale).toHaveTextContent(/数据停留在 \d{2}:\d{2}:\d{2}/);
    expect(tiles()).toHaveLength(1);
    expect(toasts).toEqual([]);

    serveTowers([tower(1, {})]);
    await user.click(within(stale).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(within(panel('料塔')).queryByTestId('panel-towers-stale')).toBeNull());
    expect(tiles()).toHaveLength(1);
  });

  it('refreshes on the monitor interval while visible, and stops while the tab is hidden', async () => {
    // The clock runs (requests and renders go on), and the test moves it over the intervals itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveToday();
    serveTowers([tower(1, {})]);
    serveGateways([]);
    await renderDashboard();
    await waitFor(() => expect(tiles()).toHaveLength(1), LOAD);
    const towerCalls = () => asked.filter((path) => path === 'tower/TowerInfo/page').length;
    expect(towerCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(MONITOR_REFRESH_MS));
    await waitFor(() => expect(towerCalls()).toBe(2));

    act(() => setVisibility('hidden'));
    const hiddenAt = towerCalls();
    await act(() => vi.advanceTimersByTimeAsync(3 * MONITOR_REFRESH_MS));
    expect(towerCalls()).toBe(hiddenAt);

    // Shown again, it asks at once, without waiting for an interval.
    act(() => setVisibility('visible'));
    await waitFor(() => expect(towerCalls()).toBe(hiddenAt + 1));
  });
});
