import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { Route, Routes, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TagRecorder, TagsView } from '@/layout/tags-view';
import { setNavigationPlan } from '@/router/app-router';
import type { PageRoute } from '@/router/menu-routes';
import { FIXED_PAGES, RoutesContext } from '@/router/route-meta';
import { MemoryRouter, type TestHistory } from '../memory-router';
import { useTags } from '@/stores/tags';

const PAGES: PageRoute[] = [
  ...FIXED_PAGES,
  ...Array.from({ length: 8 }, (_, i) => ({
    path: `/menu${i + 1}`,
    component: `menu${i + 1}`,
    known: true,
    title: `menu${i + 1}`,
    hidden: false,
    parents: [],
  })),
];

/** Each page's code "loads" until the test lets it: the route's loader holds the old page meanwhile, as the console's does. */
const loads = new Map<string, { promise: Promise<void>; resolve: () => void }>();
function loadOf(name: string) {
  let entry = loads.get(name);
  if (!entry) {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    entry = { promise, resolve };
    loads.set(name, entry);
  }
  return entry;
}

function SlowPage() {
  const { name = '' } = useParams();
  use(loadOf(name).promise);
  return <h1>{name}</h1>;
}

const handle: { navigate: NavigateFunction } = { navigate: () => undefined };

let unsetPlan = () => undefined as void;
beforeEach(() => {
  unsetPlan = setNavigationPlan(({ pathname }) =>
    pathname === '/dashboard' ? Promise.resolve() : loadOf(pathname.slice(1)).promise,
  );
});
afterEach(() => unsetPlan());

function Layout() {
  const navigate = useNavigate();
  useEffect(() => {
    handle.navigate = navigate;
  }, [navigate]);
  const [meta] = useState({ pages: PAGES, menu: [] });
  return (
    <RoutesContext.Provider value={meta}>
      <TagRecorder />
      <TagsView />
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/dashboard" element={<h1>dashboard</h1>} />
          <Route path="/:name" element={<SlowPage />} />
        </Routes>
      </Suspense>
    </RoutesContext.Provider>
  );
}

const keys = () => useTags.getState().tags.map((t) => t.key);

/** The layout under a memory history, showing the dashboard. */
async function mountOnDashboard() {
  let history: TestHistory | undefined;
  render(
    <MemoryRouter initialEntries={['/dashboard']} onRouter={(made) => (history = made)}>
      <Layout />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'dashboard' });
  if (!history) throw new Error('no router');
  return history;
}

/** Opens /menu1 and lets its code arrive. */
async function openMenu1() {
  await act(async () => {
    void handle.navigate('/menu1');
    loadOf('menu1').resolve();
    await Promise.resolve();
  });
  await screen.findByRole('heading', { name: 'menu1' });
}

describe('tag recorder', () => {
  beforeEach(() => {
    useTags.getState().reset();
    loads.clear();
  });

  it('tags every page opened, in order, even those superseded before they rendered', async () => {
    await mountOnDashboard();

    // Eight menu entries clicked, each before the previous page's code has loaded.
    for (let i = 1; i <= 8; i += 1) {
      await act(async () => {
        void handle.navigate(`/menu${i}`);
      });
    }
    // The router is still showing the dashboard: none of them has rendered yet.
    expect(screen.getByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(keys()).toEqual(['/dashboard', ...Array.from({ length: 8 }, (_, i) => `/menu${i + 1}`)]);

    await act(async () => {
      loads.forEach((load) => load.resolve());
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'menu8' })).toBeTruthy();
    expect(keys()).toHaveLength(9);
  });

  it('a closed active tag does not come back while the router moves to its neighbour', async () => {
    await mountOnDashboard();
    await openMenu1();
    expect(keys()).toEqual(['/dashboard', '/menu1']);
    await act(async () => {
      useTags.getState().close('/menu1');
      void handle.navigate('/dashboard');
    });
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(keys()).toEqual(['/dashboard']);
  });

  it('drops a visit replaced before it was recorded, as the history does', async () => {
    const history = await mountOnDashboard();
    await act(async () => {
      history.push('/menu1');
      history.replace('/menu2');
      await Promise.resolve();
    });
    expect(keys()).toEqual(['/dashboard', '/menu2']);
  });
});

/**
 * The tab bar's actions while a page is still opening: its tag is there as soon as the visit is
 * logged, but the router shows the previous page until the new one has rendered. "Active" is the
 * page the user is going to, so acting on it never leaves the address on a closed page.
 */
describe('tags view while a page is opening', () => {
  beforeEach(() => {
    useTags.getState().reset();
    loads.clear();
  });

  /** Shows /menu1, then opens /menu2, whose code is still loading: the router keeps showing menu1. */
  async function openMenu2WhileMenu1Shows() {
    const history = await mountOnDashboard();
    await openMenu1();
    await act(async () => {
      void handle.navigate('/menu2');
    });
    expect(screen.getByRole('heading', { name: 'menu1' })).toBeTruthy();
    expect(keys()).toEqual(['/dashboard', '/menu1', '/menu2']);
    return history;
  }

  const tagOf = (title: string) => screen.getAllByTestId('tag').find((el) => el.textContent === title);
  /** The tag's own button marks the page the user is on or going to. */
  const currentOf = (title: string) => screen.getByRole('button', { name: title }).getAttribute('aria-current');

  /** A click, awaited: it may navigate to a page that suspends. */
  const click = (element: Element) =>
    act(async () => {
      fireEvent.click(element);
    });

  /** Opens a tag's context menu and picks an action. */
  async function tagAction(title: string, action: string) {
    const tag = tagOf(title);
    if (!tag) throw new Error(`no ${title} tag`);
    await act(async () => {
      fireEvent.contextMenu(tag);
    });
    await click(await screen.findByRole('menuitem', { name: action }));
  }

  /** Lets the pending page's code arrive: whatever the history points at renders. */
  async function finishLoading() {
    await act(async () => {
      loads.forEach((load) => load.resolve());
      await Promise.resolve();
    });
  }

  it('marks the tag of the page being opened as the selected one', async () => {
    await openMenu2WhileMenu1Shows();
    expect(currentOf('menu2')).toBe('page');
    expect(currentOf('menu1')).toBeNull();
  });

  it('closing the just-opened tag with its button moves to its neighbour, and the page never shows', async () => {
    const history = await openMenu2WhileMenu1Shows();
    const menu2 = tagOf('menu2');
    if (!menu2) throw new Error('no menu2 tag');
    await click(within(menu2).getByRole('button', { name: '关闭 menu2' }));
    expect(history.location.pathname).toBe('/menu1');
    await finishLoading();
    expect(await screen.findByRole('heading', { name: 'menu1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'menu2' })).toBeNull();
    expect(keys()).toEqual(['/dashboard', '/menu1']);
    expect(currentOf('menu1')).toBe('page');
  });

  it('closing the just-opened tag from its context menu moves to its neighbour', async () => {
    const history = await openMenu2WhileMenu1Shows();
    await tagAction('menu2', '关闭当前');
    expect(history.location.pathname).toBe('/menu1');
    expect(keys()).toEqual(['/dashboard', '/menu1']);
  });

  it('"close others" on the page on screen goes back to it, not to the closed page being opened', async () => {
    const history = await openMenu2WhileMenu1Shows();
    await tagAction('menu1', '关闭其他');
    expect(keys()).toEqual(['/dashboard', '/menu1']);
    expect(history.location.pathname).toBe('/menu1');
    await finishLoading();
    expect(screen.queryByRole('heading', { name: 'menu2' })).toBeNull();
    expect(keys()).toEqual(['/dashboard', '/menu1']);
  });

  it('"close right" of the page on screen, while the next one opens, stays on the page on screen', async () => {
    const history = await openMenu2WhileMenu1Shows();
    await tagAction('menu1', '关闭右侧');
    expect(keys()).toEqual(['/dashboard', '/menu1']);
    expect(history.location.pathname).toBe('/menu1');
    await finishLoading();
    expect(screen.queryByRole('heading', { name: 'menu2' })).toBeNull();
  });

  it('"close all" while a page is opening ends on the dashboard', async () => {
    const history = await openMenu2WhileMenu1Shows();
    await tagAction('menu1', '全部关闭');
    expect(keys()).toEqual(['/dashboard']);
    expect(history.location.pathname).toBe('/dashboard');
    await finishLoading();
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(keys()).toEqual(['/dashboard']);
  });
});
