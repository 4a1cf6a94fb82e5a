import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  useNavigate,
  useParams,
  type NavigateFunction,
} from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TagRecorder } from '@/layout/tags-view';
import type { PageRoute } from '@/router/menu-routes';
import { FIXED_PAGES, RoutesContext } from '@/router/route-meta';
import { VisitRouter } from '@/router/visit-router';
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

/** Each page's code "loads" until the test lets it: a navigation to it suspends meanwhile. */
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

function Layout() {
  const navigate = useNavigate();
  useEffect(() => {
    handle.navigate = navigate;
  }, [navigate]);
  const [meta] = useState({ pages: PAGES, menu: [] });
  return (
    <RoutesContext.Provider value={meta}>
      <TagRecorder />
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

describe('tag recorder', () => {
  beforeEach(() => {
    useTags.getState().reset();
    loads.clear();
  });

  it('tags every page opened, in order, even those superseded before they rendered', async () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true });
    render(
      <VisitRouter history={history}>
        <Layout />
      </VisitRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();

    // Eight menu entries clicked, each before the previous page's code has loaded.
    for (let i = 1; i <= 8; i += 1) {
      await act(async () => {
        await handle.navigate(`/menu${i}`);
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
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true });
    render(
      <VisitRouter history={history}>
        <Layout />
      </VisitRouter>,
    );
    await screen.findByRole('heading', { name: 'dashboard' });
    await act(async () => {
      await handle.navigate('/menu1');
      loadOf('menu1').resolve();
      await Promise.resolve();
    });
    await screen.findByRole('heading', { name: 'menu1' });
    expect(keys()).toEqual(['/dashboard', '/menu1']);
    await act(async () => {
      useTags.getState().close('/menu1');
      await handle.navigate('/dashboard');
    });
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(keys()).toEqual(['/dashboard']);
  });

  it('drops a visit replaced before it was recorded, as the history does', async () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/dashboard'], v5Compat: true });
    render(
      <VisitRouter history={history}>
        <Layout />
      </VisitRouter>,
    );
    await screen.findByRole('heading', { name: 'dashboard' });
    await act(async () => {
      history.push('/menu1');
      history.replace('/menu2');
      await Promise.resolve();
    });
    expect(keys()).toEqual(['/dashboard', '/menu2']);
  });
});
