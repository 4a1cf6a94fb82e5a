import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { matchRoutes, renderMatches, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { whenIdle } from '@/lib/hooks/when-idle';
import { PageHost, setKeptPages } from '@/router/page-host';
import { PageLocationContext, PageShownContext } from '@/router/page-location';
import { findPage, useRoutesMeta } from '@/router/route-meta';
import { onSessionCleared } from '@/stores/session';
import { useTags } from '@/stores/tags';
import styles from './page-cache.module.css';

/**
 * At most this many pages stay mounted; the least recently shown is dropped first, once the browser
 * is idle after the navigation that made it one too many (see PageCache).
 */
export const PAGE_CACHE_LIMIT = 12;

interface Entry {
  key: string;
  location: Location;
  /** The tag's close count when this page was mounted (see TagsState.closes). */
  closes: number;
  /** When it was mounted (a count): pages render in this order, whichever was shown last. */
  opened: number;
}

let mounts = 0;

/**
 * The same address (a tag clicked again pushes a new location object for it): the kept page is
 * handed the location it has, so its memoised host renders nothing on the switch.
 */
const sameAddress = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state == null && b.state == null;

/** Routes here sit below the entry's `*` route, so their paths are relative. */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * One page at its own URL: hooks inside (usePageLocation, useParams, useLocation) see that URL even
 * while hidden. Memoised: a navigation re-renders only the page it shows, not every kept page (a
 * hidden page's location stays the same object), which made each tag switch re-render up to twelve pages.
 * Its routes hold only the page found for the URL (`findPage`, remembered): with every page's route,
 * each mount ranked and matched them all, compiling each pattern again (about 10 ms of a revisit).
 *
 * The page's `<Routes location>` hangs under a root route of its own (`renderMatches` of a `*` route
 * matched against the page's URL), not under the layout's route: so its paths match the whole URL, and
 * the route context above it changes only with this page's address, where the layout's changes on every
 * navigation and would re-render each kept page's routes.
 */
const CachedPage = memo(function CachedPage({ location }: { location: Location }) {
  const { pages } = useRoutesMeta();
  const page = findPage(pages, location.pathname);
  const routes = useMemo(
    () =>
      renderMatches(
        matchRoutes(
          [
            {
              path: '*',
              element: (
                <Routes location={location}>
                  {page && <Route key={page.path} path={relative(page.path)} element={<PageHost page={page} />} />}
                </Routes>
              ),
            },
          ],
          location,
        ),
      ),
    [page, location],
  );
  return <PageLocationContext value={location}>{routes}</PageLocationContext>;
});

/**
 * Keeps each visited page mounted so switching tags keeps its state; a tag's refresh remounts only
 * that page and closing a tag drops it (§2).
 *
 * A kept page is hidden with CSS (`hidden`, styled `content-visibility: hidden`), not React's
 * Activity: the browser keeps its style and layout, and React neither re-runs its effects nor
 * re-measures its tables when it shows again, so a tag switch costs the tags' and menu's render
 * and a paint: a median of about 40 ms on the 2-core machine, against 60-65 with Activity, whose
 * `display: none` threw the page's layout away. What Activity did besides, stopping a hidden page's
 * effects and hiding its portals, pages do themselves where it matters, through `usePageShown()`:
 * polling and clocks stop, dialogs and drawers close (`usePageOverlay`) and open again as typed.
 */
export function PageCache({ activeKey, enabled }: { activeKey: string; enabled: boolean }) {
  const location = useLocation();
  const tags = useTags((s) => s.tags);
  const refreshes = useTags((s) => s.refreshes);
  const closes = useTags((s) => s.closes);
  const [entries, setEntries] = useState<Entry[]>([]);
  const scrolls = useRef(new Map<string, number>());

  // Most recently shown first; the current page is always present.
  const [seen, setSeen] = useState<{ key: string; location: Location } | undefined>(undefined);
  if (seen?.key !== activeKey || seen.location !== location) {
    setSeen({ key: activeKey, location });
    setEntries((list) => {
      const shown = list.find((e) => e.key === activeKey);
      const entry = {
        key: activeKey,
        location: shown && sameAddress(shown.location, location) ? shown.location : location,
        closes: shown?.closes ?? closes[activeKey] ?? 0,
        opened: shown?.opened ?? ++mounts,
      };
      // One page over the limit waits for the idle moment below: unmounting it (its whole tree's
      // cleanups and DOM) in the navigation's own commit delayed the page being opened.
      return [entry, ...list.filter((e) => e !== shown)].slice(0, enabled ? PAGE_CACHE_LIMIT + 1 : 1);
    });
  }
  useEffect(() => {
    if (entries.length <= PAGE_CACHE_LIMIT) return;
    return whenIdle(
      () =>
        startTransition(() =>
          setEntries((list) => (list.length > PAGE_CACHE_LIMIT ? list.slice(0, PAGE_CACHE_LIMIT) : list)),
        ),
      { timeoutMs: 1000 },
    );
  }, [entries]);

  // Closing a tag drops its page. The page on screen stays until the router shows another; if its
  // tag is opened again before that (the neighbour was never rendered), it is a new page all the same.
  const open = useMemo(() => new Set(tags.map((t) => t.key)), [tags]);
  const kept = entries.flatMap((e): Entry[] => {
    if (!open.has(e.key)) return e.key === activeKey ? [e] : [];
    const count = closes[e.key] ?? 0;
    return e.closes === count ? [e] : [{ ...e, closes: count }];
  });
  if (kept.length !== entries.length || kept.some((e, i) => e !== entries[i])) setEntries(kept);

  useEffect(() => onSessionCleared(() => setEntries([])), []);

  // A visit to a kept page shows it as it is, with no loader; any other asks for its code and data as
  // the navigation starts (the router's loader), not once React has rendered the layout around it.
  useEffect(() => setKeptPages(new Set((enabled ? entries : []).map((e) => e.key))), [entries, enabled]);
  useEffect(() => () => setKeptPages(new Set()), []);

  // Per-tag scroll position: tracked while shown, restored when the tag is shown again.
  useLayoutEffect(() => {
    const positions = scrolls.current;
    const saved = positions.get(activeKey);
    window.scrollTo(0, saved ?? 0);
    const onScroll = () => positions.set(activeKey, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [activeKey]);

  // In the order they were mounted: moving the shown page to the front moved its whole DOM tree.
  const shown = useMemo(
    () => [...(enabled ? entries : entries.filter((e) => e.key === activeKey))].sort((a, b) => a.opened - b.opened),
    [entries, enabled, activeKey],
  );
  return (
    <>
      {shown.map((entry) => {
        const active = entry.key === activeKey;
        return (
          <div
            key={`${entry.key}#${refreshes[entry.key] ?? 0}#${entry.closes}`}
            className={styles.page}
            hidden={!active}
          >
            <PageShownContext value={active}>
              <CachedPage location={entry.location} />
            </PageShownContext>
          </div>
        );
      })}
    </>
  );
}
