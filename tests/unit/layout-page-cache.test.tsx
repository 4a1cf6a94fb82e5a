import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { MemoryRouter } from '../memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as registryModule from '@/router/registry';
import { Providers } from '@/app/providers';
import { PAGE_CACHE_LIMIT, PageCache } from '@/layout/page-cache';
import type { PageRoute } from '@/router/menu-routes';
import { RoutesContext } from '@/router/route-meta';
import { useTags } from '@/stores/tags';

/** Pages whose component is not in the registry: each renders the light 'page missing' panel naming it. */
const PAGES: PageRoute[] = Array.from({ length: PAGE_CACHE_LIMIT + 3 }, (_, i) => ({
  path: `/bay${i + 1}`,
  component: `nowhere/bay${i + 1}`,
  known: false,
  title: `bay${i + 1}`,
  hidden: false,
  parents: [],
}));

/** Renders of the probe page, by the address it read (a page that reads where it is, as lists do to keep their columns). */
const probeRenders = vi.hoisted(() => new Map<string, number>());
/** What the watch page's effects did: `set up /watch1`, `cleaned up /watch1`. */
const watchEffects = vi.hoisted(() => [] as string[]);

vi.mock('@/router/registry', async (importOriginal) => {
  const original = await importOriginal<typeof registryModule>();
  const { usePageLocation, usePageShown } = await import('@/router/page-location');
  const { useEffect: useWatchEffect } = await import('react');
  /** A page with an effect (a subscription, a timer), saying whether it is the page on screen. */
  function Watch() {
    const { pathname } = usePageLocation();
    const shown = usePageShown();
    useWatchEffect(() => {
      watchEffects.push(`set up ${pathname}`);
      return () => void watchEffects.push(`cleaned up ${pathname}`);
    }, [pathname]);
    return (
      <label>
        <input type="checkbox" />
        {`${pathname} ${shown ? 'on screen' : 'behind'}`}
      </label>
    );
  }
  function Probe() {
    const { pathname } = usePageLocation();
    probeRenders.set(pathname, (probeRenders.get(pathname) ?? 0) + 1);
    return <p>{pathname}</p>;
  }
  return {
    pageRegistry: {
      ...original.pageRegistry,
      'test/probe': () => Promise.resolve({ default: Probe }),
      'test/watch': () => Promise.resolve({ default: Watch }),
    },
  };
});

const PROBES: PageRoute[] = ['/probe1', '/probe2', '/probe3', '/probe4'].map((path) => ({
  path,
  component: 'test/probe',
  known: true,
  title: path.slice(1),
  hidden: false,
  parents: [],
}));

const WATCHES: PageRoute[] = ['/watch1', '/watch2'].map((path) => ({
  path,
  component: 'test/watch',
  known: true,
  title: path.slice(1),
  hidden: false,
  parents: [],
}));

const handle: { navigate: NavigateFunction } = { navigate: () => undefined };

function Harness() {
  const navigateTo = useNavigate();
  useEffect(() => {
    handle.navigate = navigateTo;
  }, [navigateTo]);
  const { pathname } = useLocation();
  const [meta] = useState({ pages: [...PAGES, ...PROBES, ...WATCHES], menu: [] });
  return (
    <RoutesContext.Provider value={meta}>
      <PageCache activeKey={pathname} enabled />
    </RoutesContext.Provider>
  );
}

/** The pages mounted right now, shown or kept hidden. */
const mounted = () =>
  [...document.body.querySelectorAll('.ant-result-subtitle')].map((el) => /“(bay\d+)”/.exec(el.textContent ?? '')?.[1]);

/** The mounted page panel naming this page (a remounted page has a new one). */
const panelOf = (name: string) =>
  [...document.body.querySelectorAll('.ant-result-subtitle')].find((el) => el.textContent?.includes(`“${name}”`));

async function visit(path: string) {
  useTags.getState().add({ key: path, path, title: path.slice(1) });
  await act(async () => {
    await handle.navigate(path);
  });
}

/** The page cache under a memory router, showing bay1. */
function renderOnBay1() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/bay1']}>
        <Harness />
      </MemoryRouter>
    </Providers>,
  );
}

describe('tab page cache (invariant 11)', () => {
  beforeEach(() => useTags.getState().reset());

  it(`keeps at most ${PAGE_CACHE_LIMIT} pages, dropping the least recently shown, and drops a page whose tag closes`, async () => {
    renderOnBay1();
    for (const page of PAGES) await visit(page.path);
    // The page pushed out goes once the browser is idle, not in the navigation that pushed it out.
    expect(mounted()).toHaveLength(PAGE_CACHE_LIMIT + 1);
    await waitFor(() => expect(mounted()).toHaveLength(PAGE_CACHE_LIMIT));
    const kept = mounted();
    expect(kept).not.toContain('bay1');
    expect(kept).toContain(`bay${PAGES.length}`);

    // Showing an older page again makes it the most recent; closing a tag releases its page.
    await visit('/bay5');
    await act(async () => {
      useTags.getState().close('/bay7');
    });
    expect(mounted()).not.toContain('bay7');
    expect(mounted()).toContain('bay5');
    expect(mounted()).toHaveLength(PAGE_CACHE_LIMIT - 1);
  });

  it('a tag closed and opened again before the router showed its neighbour gets a fresh page', async () => {
    renderOnBay1();
    await visit('/bay2');
    await visit('/bay3');
    const before = panelOf('bay3');
    expect(before).toBeTruthy();
    // bay3's tag is closed while bay3 is on screen, and the user opens bay3 again before the router
    // has rendered the neighbour it was sent to: the router shows bay3 all along.
    await act(async () => {
      useTags.getState().close('/bay3');
    });
    await visit('/bay3');
    // A new page (its state gone, as after any close), not the one whose tag was closed.
    const after = panelOf('bay3');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(mounted().filter((name) => name === 'bay3')).toHaveLength(1);
  });
});

describe('a page kept by the tab cache', () => {
  beforeEach(() => useTags.getState().reset());

  it('renders nothing while the user goes elsewhere: neither to a new page nor to another kept one', async () => {
    renderOnBay1();
    for (const path of ['/probe1', '/probe2', '/probe3']) await visit(path);
    expect(document.body.textContent).toContain('/probe3');
    probeRenders.clear();
    await visit('/probe4');
    await visit('/probe2');
    await visit('/bay2');
    // probe1 and probe3 stayed hidden all along; probe2 was shown again as it was, with nothing to render.
    expect(Object.fromEntries(probeRenders)).toEqual({ '/probe4': expect.any(Number) as number });
  });
});

describe('a kept page behind another tag', () => {
  beforeEach(() => {
    useTags.getState().reset();
    watchEffects.length = 0;
  });

  it('is hidden, out of reach, and shown again as it was, its effects never re-run', async () => {
    renderOnBay1();
    // Under this bare memory router the first visit stays suspended (the app's visit router is not here);
    // the visits after it show.
    await visit('/probe1');
    await visit('/watch1');
    const own = await screen.findByRole('checkbox', { name: '/watch1 on screen' });
    await userEvent.click(own);
    await visit('/watch2');

    expect(await screen.findByRole('checkbox', { name: '/watch2 on screen' })).toBeInTheDocument();
    // Hidden (the browser keeps its layout: see page-cache.module.css), so neither found nor reachable.
    expect(screen.queryByRole('checkbox', { name: /watch1/ })).toBeNull();
    expect(screen.getByText('/watch1 behind').closest('[hidden]')).not.toBeNull();

    await visit('/watch1');
    // The same element, still ticked: nothing was remounted, and no effect ran again on the way.
    expect(screen.getByRole('checkbox', { name: '/watch1 on screen' })).toBe(own);
    expect(own).toBeChecked();
    expect(watchEffects).toEqual(['set up /watch1', 'set up /watch2']);
  });
});
