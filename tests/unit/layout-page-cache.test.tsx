import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
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

vi.mock('@/router/registry', async (importOriginal) => {
  const original = await importOriginal<typeof registryModule>();
  const { usePageLocation } = await import('@/router/page-location');
  function Probe() {
    const { pathname } = usePageLocation();
    probeRenders.set(pathname, (probeRenders.get(pathname) ?? 0) + 1);
    return <p>{pathname}</p>;
  }
  return { pageRegistry: { ...original.pageRegistry, 'test/probe': () => Promise.resolve({ default: Probe }) } };
});

const PROBES: PageRoute[] = ['/probe1', '/probe2', '/probe3', '/probe4'].map((path) => ({
  path,
  component: 'test/probe',
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
  const [meta] = useState({ pages: [...PAGES, ...PROBES], menu: [] });
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
    const kept = mounted();
    expect(kept).toHaveLength(PAGE_CACHE_LIMIT);
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
