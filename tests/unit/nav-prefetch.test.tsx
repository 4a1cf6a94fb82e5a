import { act, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { MemoryRouter, type TestHistory } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@/api/modules/auth';
import { postApi } from '@/api/modules/system/post';
import { towerRecordApi } from '@/api/modules/tower/tower-record';
import { Providers } from '@/app/providers';
import type { CallOptions } from '@/api/resource';
import type { PageQuery, PageResult } from '@/api/types';
import { useCrudList } from '@/components/crud';
import { listKey, listQuery, prefetchList, type ListSource } from '@/components/crud/list-prefetch';
import { DEFAULT_PAGE_SIZE } from '@/components/list/pagination';
import { queryClient } from '@/lib/query/client';
import { PREFETCH_FRESH_MS } from '@/lib/query/read';
import { AppRoutes } from '@/router/app-routes';
import { menuToRoutes } from '@/router/menu-routes';
import type { ListPlan } from '@/lib/page-plan';
import { isDataPlan, PAGE_PLANS, prefetchPageData } from '@/router/page-data';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useTags } from '@/stores/tags';
import { mockControl, server } from '@mocks/node';
import { renderConsole } from '../console';
import { toasts } from '../feedback-recorder';
import { OPERATOR, signIn } from '../helpers';

// jsdom has no canvas: the statistics chart draws on a stand-in.
vi.mock('echarts/core', () => ({
  init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }),
  use: () => undefined,
}));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

interface Row {
  id: number;
}

/** A list source whose answers the test releases by hand. */
function manualSource() {
  const calls: {
    query: PageQuery;
    options?: CallOptions;
    resolve: (page: PageResult<Row>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const page = vi.fn(
    (query: PageQuery, options?: CallOptions) =>
      new Promise<PageResult<Row>>((resolve, reject) => calls.push({ query, options, resolve, reject })),
  );
  const source = { page } satisfies ListSource;
  return { source, page, calls };
}

function List({ source }: { source: ReturnType<typeof manualSource>['source'] }) {
  const list = useCrudList<Row>({ fetch: (query, options) => source.page(query, options), source });
  return (
    <div>
      <span data-testid="rows">{list.rows.map((r) => r.id).join(',')}</span>
      <span data-testid="loading">{String(list.loading)}</span>
      <button type="button" onClick={() => list.search({ name: 'b' })}>
        search
      </button>
    </div>
  );
}

const rows = () => screen.getByTestId('rows').textContent;
const firstQuery = () => listQuery<PageQuery>({}, undefined, 1, 20);

describe('a list asked for at navigation (issue 22)', () => {
  it('is adopted by the page: one request, not two, and rows on the first render once answered', async () => {
    const { source, page, calls } = manualSource();
    const answered = prefetchList(source, firstQuery());
    expect(calls[0].options).toMatchObject({ silent: true, skipAuthGate: true });
    calls[0].resolve({ list: [{ id: 7 }], total: 1 });
    await answered;
    render(<List source={source} />);
    // No spinner, no second request: the answer was in before the page rendered.
    expect(rows()).toBe('7');
    expect(screen.getByTestId('loading').textContent).toBe('false');
    await act(async () => undefined);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('is adopted while still on its way, without a second request', async () => {
    const { source, page, calls } = manualSource();
    void prefetchList(source, firstQuery());
    render(<List source={source} />);
    expect(screen.getByTestId('loading').textContent).toBe('true');
    await act(async () => calls[0].resolve({ list: [{ id: 3 }], total: 1 }));
    expect(rows()).toBe('3');
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('never replaces a newer answer: a slow prefetch lands after the search that superseded it', async () => {
    const { source, calls } = manualSource();
    void prefetchList(source, firstQuery());
    render(<List source={source} />);
    act(() => screen.getByText('search').click());
    expect(calls).toHaveLength(2);
    expect(calls[1].query).toMatchObject({ name: 'b', page: 1 });
    await act(async () => calls[1].resolve({ list: [{ id: 2 }], total: 1 }));
    await act(async () => calls[0].resolve({ list: [{ id: 1 }], total: 1 }));
    expect(rows()).toBe('2');
    // The superseded prefetch was cancelled.
    expect(calls[0].options?.signal?.aborted).toBe(true);
  });

  it('asks only once however often the same navigation starts it', async () => {
    const { source, page } = manualSource();
    void prefetchList(source, firstQuery());
    void prefetchList(source, firstQuery());
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('fails silently; the page then asks itself and reports the failure as it always did', async () => {
    const { source, page, calls } = manualSource();
    void prefetchList(source, firstQuery());
    render(<List source={source} />);
    await act(async () => calls[0].reject(new Error('boom')));
    // The page's own request, not silent.
    expect(page).toHaveBeenCalledTimes(2);
    expect(calls[1].options?.silent).toBeUndefined();
    await act(async () => calls[1].resolve({ list: [{ id: 5 }], total: 1 }));
    expect(rows()).toBe('5');
  });
});

const countRequests = (pathPart: string) => {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes(pathPart)) seen.push(request.url);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
};

describe('a page prefetch against the backend', () => {
  it('asks for the list and its dictionaries, and shows no toast for a refusal or a server error', async () => {
    await signIn();
    const lists = countRequests('deposts/page');
    const dicts = countRequests('dicts/items/type/sys_normal_disable');
    mockControl.fault({ method: 'GET', path: 'deposts/page', status: 403, times: 1 });
    await prefetchPageData('system/post/index');
    mockControl.fault({ method: 'GET', path: 'deposts/page', code: 500, msg: 'boom', times: 1 });
    await prefetchPageData('system/post/index');
    lists.stop();
    dicts.stop();
    expect(lists.seen).toHaveLength(2);
    // The dictionary is cached per type: asked once.
    expect(dicts.seen).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('is adopted by the page, which still reports a failure of its own request', async () => {
    await signIn();
    mockControl.fault({ method: 'GET', path: 'deposts/page', code: 500, msg: 'boom' });
    await prefetchPageData('system/post/index');
    expect(toasts).toEqual([]);
    const spy = vi.spyOn(postApi, 'page');
    function Posts() {
      const list = useCrudList({ fetch: (q, o) => postApi.page(q, o), source: postApi });
      return <span data-testid="failed">{String(list.failed)}</span>;
    }
    render(<Posts />);
    await waitFor(() => expect(screen.getByTestId('failed').textContent).toBe('true'));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(toasts.map((t) => t.content)).toEqual(['boom']);
    spy.mockRestore();
  });
});

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function openConsoleAt(path: string, account?: { username: string; password: string }) {
  const token = await signIn(account);
  useSession.setState({ token, user: undefined, menus: undefined });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}

/**
 * The console signed in on the parameters page (its rows shown), with a page's plan read (as when the
 * sidebar showed its entry); `rendered` lists every location a component rendered, in order.
 */
async function onParametersWithPlan(readPlan: () => Promise<unknown>) {
  const token = await signIn();
  useSession.setState({ token, user: undefined, menus: undefined });
  await readPlan();
  const rendered: string[] = [];
  function RenderProbe() {
    rendered.push(useLocation().pathname);
    return null;
  }
  const history = renderConsole('/system/config', <RenderProbe />);
  await waitFor(() => expect(document.querySelector('.ant-table-row')).not.toBeNull(), { timeout: 15000 });
  return { history, rendered };
}

describe('opening a list page through the router', () => {
  it('asks for its list once: the page adopts the request started at navigation', async () => {
    const lists = countRequests('deposts/page');
    await openConsoleAt('/system/post');
    expect(await screen.findByText('董事长', undefined, { timeout: 15000 })).toBeInTheDocument();
    await act(async () => new Promise((settle) => setTimeout(settle, 100)));
    lists.stop();
    expect(lists.seen).toHaveLength(1);
  });

  it('asks for its list as the visit happens, before React renders the new location', async () => {
    const { history, rendered } = await onParametersWithPlan(PAGE_PLANS['system/post/index']);
    const renderedWhenAsked: boolean[] = [];
    const lists = vi.spyOn(postApi, 'page').mockImplementation((...args) => {
      renderedWhenAsked.push(rendered.includes('/system/post'));
      lists.mockRestore();
      return postApi.page(...args);
    });
    // Outside act, which would render at once: React renders the visit in its own task, as in a browser.
    history.push('/system/post');
    expect(await screen.findByText('董事长', undefined, { timeout: 15000 })).toBeInTheDocument();
    // Asked once, before any component rendered the new location (it used to wait for the route's render).
    expect(renderedWhenAsked).toEqual([false]);
  });

  it('asks for its list as a Back navigation starts, before React renders the page again', async () => {
    const { history, rendered } = await onParametersWithPlan(PAGE_PLANS['system/post/index']);
    await act(async () => history.push('/system/post'));
    expect(await screen.findByText('董事长', undefined, { timeout: 15000 })).toBeInTheDocument();
    await act(async () => history.push('/system/config'));
    // The posts page is dropped with its tag, and its rows with the cache: Back has all to load again.
    await act(async () => {
      useTags.getState().close('/system/post');
    });
    await waitFor(() => expect(screen.queryByText('董事长')).toBeNull(), { timeout: 15000 });
    queryClient.removeQueries();
    rendered.length = 0;
    const renderedWhenAsked: boolean[] = [];
    const lists = vi.spyOn(postApi, 'page').mockImplementation((...args) => {
      renderedWhenAsked.push(rendered.includes('/system/post'));
      lists.mockRestore();
      return postApi.page(...args);
    });
    history.go(-1);
    expect(await screen.findByText('董事长', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(renderedWhenAsked).toEqual([false]);
    useTags.getState().reset();
  });

  it('shows the user list with its department tree in the same render, asking for the tree once', async () => {
    const trees = countRequests('dept/treeselect');
    // What the page showed the moment its first row appeared.
    const atFirstRow: { treeShown: boolean; spinning: boolean }[] = [];
    const observer = new MutationObserver(() => {
      if (atFirstRow.length > 0 || !document.querySelector('main .ant-table-row')) return;
      atFirstRow.push({
        treeShown: document.querySelector('main .ant-tree-treenode') !== null,
        spinning: document.querySelector('main .ant-spin-spinning') !== null,
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await openConsoleAt('/system/user');
    await waitFor(() => expect(atFirstRow).toHaveLength(1), { timeout: 15000 });
    observer.disconnect();
    await act(async () => new Promise((settle) => setTimeout(settle, 100)));
    trees.stop();
    expect(atFirstRow).toEqual([{ treeShown: true, spinning: false }]);
    expect(trees.seen).toHaveLength(1);
  });

  it('opened from a link with filters in its address, asks for the filtered list only (no unfiltered prefetch)', async () => {
    const lists = countRequests('device/connect/page');
    await openConsoleAt('/device/connect?deviceIdentifier=GW-0001');
    await waitFor(() => expect(lists.seen.length).toBeGreaterThan(0), { timeout: 15000 });
    await waitFor(() => expect(document.querySelector('main .ant-table')).not.toBeNull(), { timeout: 15000 });
    await act(async () => new Promise((settle) => setTimeout(settle, 100)));
    lists.stop();
    expect(lists.seen).toHaveLength(1);
    expect(new URL(lists.seen[0]).searchParams.get('deviceIdentifier')).toBe('GW-0001');
  });

  it('asks nothing for a page the user may not open (the operator on the posts page)', async () => {
    const lists = countRequests('deposts/page');
    await openConsoleAt('/system/post', OPERATOR);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/40[14]$/), { timeout: 15000 });
    await act(async () => new Promise((settle) => setTimeout(settle, 100)));
    lists.stop();
    expect(lists.seen).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

/** The admin sees every page; the menu says where each registry key is opened. */
const ADMIN_SUBJECT = { roles: ['admin'], permissions: ['*:*:*'] };

/** Whether the page on screen shows its table: a row, or the table's empty state. */
const tableShown = () => document.querySelector('main .ant-table-row, main .ant-table .ant-empty') != null;

describe('the pages whose list is prefetched', () => {
  afterEach(() => {
    useTags.getState().reset();
    useSettings.setState({ tagsView: true });
  });

  // One console, visited page after page as the sidebar does (a history push), rather than a console
  // rendered per page: the layout renders once, each page once (about 1 s per page less in jsdom).
  it('each, opened through the router, asks for its list once: the page takes the prefetched answer', async () => {
    const token = await signIn();
    const { pages } = menuToRoutes(await authApi.routes(), ADMIN_SUBJECT, () => true);
    // The pages whose data file names a list (the others have plans of their own, tested below).
    const listPlans = new Map<string, ListPlan>();
    for (const [component, load] of Object.entries(PAGE_PLANS)) {
      const plan = await load();
      if (!isDataPlan(plan)) listPlans.set(component, plan);
    }
    const components = [...listPlans.keys()];
    expect(components.length).toBeGreaterThan(30);
    const pathOf = (component: string) => pages.find((page) => page.component === component)?.path;
    for (const component of components) expect(pathOf(component), `no menu entry opens ${component}`).toBeDefined();
    // Without the tag bar only the page on screen is kept: the one table in <main> is the new page's.
    useSettings.setState({ tagsView: false });
    useSession.setState({ token, user: undefined, menus: undefined });
    // The first page is the arrival (sign-in, reload, link); each next one a visit.
    let history: TestHistory | undefined;

    for (const component of components) {
      const plan = listPlans.get(component);
      if (!plan) throw new Error(component);
      const lists = vi.spyOn(plan.api, 'page');
      try {
        const leaving = document.querySelector('main')?.firstElementChild;
        if (!history) history = renderConsole(pathOf(component) ?? '/');
        else history.push(pathOf(component) ?? '/');
        await waitFor(
          () => {
            expect(leaving?.isConnected ?? false, `${component} replaced the page before it`).toBe(false);
            expect(tableShown(), `${component} shows its table`).toBe(true);
          },
          { timeout: 45000 },
        );
        // A second request of the page's own would start right after its first render.
        await act(async () => new Promise((settle) => setTimeout(settle, 100)));
        // One request, the one started at navigation (silent, outside the session gate)...
        expect(lists, component).toHaveBeenCalledTimes(1);
        expect(lists.mock.calls[0][1], component).toMatchObject({ silent: true, skipAuthGate: true });
        // ...and the page shows that very answer: its list observes the prefetched query (none is
        // left waiting for a page that lists another resource).
        const firstQuery = listQuery<PageQuery>({ ...plan.defaultQuery }, undefined, 1, DEFAULT_PAGE_SIZE);
        const queryKey = listKey(plan.api, firstQuery);
        const prefetched = queryClient.getQueryCache().find({ queryKey, exact: true });
        expect(prefetched?.getObserversCount() ?? 0, component).toBeGreaterThan(0);
      } finally {
        lists.mockRestore();
      }
    }
    // Some 35 pages, each loading its code for the first time: minutes on a loaded machine (issue 33).
  }, 900_000);
});

describe('tower statistics opened through the router', () => {
  it('asks for both statistics as the visit happens, before React renders the new location, and the page takes them over', async () => {
    const { history, rendered } = await onParametersWithPlan(PAGE_PLANS['tower/statistics/index']);
    const renderedWhenAsked: boolean[] = [];
    const ask = towerRecordApi.statistics;
    const statistics = vi.spyOn(towerRecordApi, 'statistics').mockImplementation((...args) => {
      renderedWhenAsked.push(rendered.includes('/tower/statistics'));
      return ask(...args);
    });
    const trees = countRequests('dept/treeselect');
    // Outside act, which would render at once: React renders the visit in its own task, as in a browser.
    history.push('/tower/statistics');
    // Days remaining and the table need both answers.
    expect(await screen.findByTestId('days-remaining', undefined, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('main .ant-table-row').length).toBeGreaterThan(20));
    await act(async () => new Promise((settle) => setTimeout(settle, 100)));
    trees.stop();
    statistics.mockRestore();
    // The range's and the last 7 days', each asked once, before any component rendered the new location.
    expect(renderedWhenAsked).toEqual([false, false]);
    // The filters' tree: once for itself, once for the towers of each top department (as the page did).
    expect(trees.seen).toHaveLength(2);
  });
});

describe('tower statistics opened again later', () => {
  it('is not shown at once from answers for an earlier moment: past their freshness the page asks for now, so the visit waits for those', async () => {
    await signIn();
    const plan = await PAGE_PLANS['tower/statistics/index']();
    if (!isDataPlan(plan)) throw new Error('tower statistics has a plan of its own');
    // The page's clocks stand while the answers come (on a loaded machine they take seconds), and start
    // well past any earlier test's visit, so the first prefetch asks for a moment of its own.
    const start = performance.now() + 10 * PREFETCH_FRESH_MS;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(start);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await plan.prefetch();
      expect(plan.prefetch()).toBeUndefined();
      clock.mockReturnValue(start + PREFETCH_FRESH_MS);
      vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS);
      // The answers of the first moment are still cached, but they are not the page's: it waits for now's.
      const now = plan.prefetch();
      expect(now).toBeInstanceOf(Promise);
      await now;
      expect(plan.prefetch()).toBeUndefined();
    } finally {
      vi.useRealTimers();
      clock.mockRestore();
    }
  });
});

describe('the files page opened through the router', () => {
  it('asks for the classes and the first class’s files as the visit happens, and the page takes them over', async () => {
    const { history, rendered } = await onParametersWithPlan(PAGE_PLANS['system/files/index']);
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      const call = ['clsmaprole/optionsKey', 'files/cls/page', 'files/page'].find((part) => pathname.endsWith(part));
      if (call) asked.push(`${call} ${rendered.includes('/system/files') ? 'after' : 'before'} render`);
    };
    server.events.on('request:start', listener);
    try {
      history.push('/system/files');
      // The first class's menu entry and its files.
      await waitFor(() => expect(document.querySelector('main .ant-menu-item-selected')).not.toBeNull(), {
        timeout: 15000,
      });
      await waitFor(() => expect(document.querySelector('main .ant-table-row')).not.toBeNull(), { timeout: 15000 });
      await act(async () => new Promise((settle) => setTimeout(settle, 100)));
    } finally {
      server.events.removeListener('request:start', listener);
    }
    // Each asked once, before any component rendered the new location.
    expect(asked.sort()).toEqual([
      'clsmaprole/optionsKey before render',
      'files/cls/page before render',
      'files/page before render',
    ]);
  });
});

/**
 * Closes a page's tag (the page is dropped) and opens it again, outside act: returned once the
 * visit's microtasks have run, what a render in the click's own task shows. Counts the requests to
 * `requestPart` from the visit on.
 */
async function reopenAfterTagClosed(history: { push: (to: string) => void }, path: string, requestPart: string) {
  await act(async () => {
    useTags.getState().close(path);
  });
  const requests = countRequests(requestPart);
  history.push(path);
  await Promise.resolve();
  await Promise.resolve();
  return requests;
}

describe('a tag shown again', () => {
  afterEach(() => useTags.getState().reset());

  const postRow = () => screen.queryByRole('row', { name: /董事长/ });
  /** The console signed in on the posts page (its rows shown), then on the parameters page. */
  async function postsThenParameters() {
    const token = await signIn();
    useSession.setState({ token, user: undefined, menus: undefined });
    const history = renderConsole('/system/post');
    await waitFor(() => expect(postRow()).not.toBeNull(), { timeout: 15000 });
    await act(async () => history.push('/system/config'));
    await waitFor(() => expect(postRow()).toBeNull(), { timeout: 15000 });
    return history;
  }

  it('shows its kept page in the click’s own render, with no transition after it', async () => {
    const history = await postsThenParameters();

    // Outside act: a transition would wait for the scheduler's next task; the kept page is back
    // once the click's microtasks have run.
    history.push('/system/post');
    await Promise.resolve();
    await Promise.resolve();
    expect(postRow()).not.toBeNull();
  });

  it('a page opened again after its tag closed shows in the click’s own render, with the rows it had, and asks anew', async () => {
    const history = await postsThenParameters();
    const lists = await reopenAfterTagClosed(history, '/system/post', 'deposts/page');
    expect(postRow()).not.toBeNull();
    await waitFor(() => expect(lists.seen).toHaveLength(1));
    lists.stop();
  });
});

describe('a page with no plan of its own (the messages: its list waits for the unread count)', () => {
  afterEach(() => useTags.getState().reset());

  /** The rows of the page on screen, when it is the messages page (its content column). */
  const messageRows = () => {
    const shown = [...document.querySelectorAll('main .ant-table')].filter((table) => !table.closest('[hidden]'));
    const messages = shown.filter((table) =>
      [...table.querySelectorAll('th')].some((th) => th.textContent?.trim() === '内容'),
    );
    return messages.flatMap((table) => [...table.querySelectorAll('.ant-table-row')]);
  };

  it('opened again after its tag closed shows in the click’s own render, with the rows it had, and asks anew', async () => {
    const token = await signIn();
    useSession.setState({ token, user: undefined, menus: undefined });
    const history = renderConsole('/alarm/message');
    await waitFor(() => expect(messageRows().length).toBeGreaterThan(0), { timeout: 15000 });
    await act(async () => history.push('/system/config'));
    await waitFor(() => expect(messageRows()).toHaveLength(0), { timeout: 15000 });
    const lists = await reopenAfterTagClosed(history, '/alarm/message', '/message/page');
    // Nothing to wait for, so no loader: the router shows it as it does a kept tag.
    expect(messageRows().length).toBeGreaterThan(0);
    await waitFor(() => expect(lists.seen).toHaveLength(1));
    lists.stop();
  });
});

/** An entry of the shown device page's picker (a gateway, an instrument); a page kept behind another tag is hidden. */
const pickerEntry = () =>
  [...document.querySelectorAll('main ul[aria-label] button[aria-pressed]')].find((el) => !el.closest('[hidden]'));

describe('the device pages that open on a picker, opened through the router', () => {
  afterEach(() => useTags.getState().reset());

  it.each([
    ['device/command/index', '/device/command', 'device/gateway/page'],
    ['device/param/index', '/device/param', 'des/DeviceParam/page'],
    ['device/arith/index', '/device/arith', 'des/DeviceArith/page'],
  ])(
    '%s asks for its picker’s list as the visit happens, once: the page takes the answer over',
    async (component, path, call) => {
      const { history, rendered } = await onParametersWithPlan(PAGE_PLANS[component]);
      const asked: string[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith(call))
          asked.push(rendered.includes(path) ? 'after render' : 'before render');
      };
      server.events.on('request:start', listener);
      try {
        history.push(path);
        await waitFor(() => expect(pickerEntry()).toBeDefined(), { timeout: 15000 });
        await act(async () => new Promise((settle) => setTimeout(settle, 100)));
      } finally {
        server.events.removeListener('request:start', listener);
      }
      expect(asked).toEqual(['before render']);
    },
  );

  it('device parameters opened again after its tag closed list the instruments in the click’s own render, with no spinner, and ask anew once', async () => {
    const token = await signIn();
    useSession.setState({ token, user: undefined, menus: undefined });
    const history = renderConsole('/device/param');
    await waitFor(() => expect(pickerEntry()).toBeDefined(), { timeout: 15000 });
    await act(async () => history.push('/system/config'));
    await waitFor(() => expect(pickerEntry()).toBeUndefined(), { timeout: 15000 });
    const lists = await reopenAfterTagClosed(history, '/device/param', 'des/DeviceParam/page');
    expect(pickerEntry()).toBeDefined();
    expect(document.querySelector('main .ant-spin-spinning')).toBeNull();
    await waitFor(() => expect(lists.seen).toHaveLength(1));
    lists.stop();
  });
});
