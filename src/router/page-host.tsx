import { Result, Spin } from 'antd';
import { memo, Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, type Path } from 'react-router-dom';
import { CrashPanel } from '@/components/feedback/crash-panel';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { canSeeRoute, type Subject } from '@/lib/access/permission';
import { namespacesOfPage, preloadNamespaces } from '@/lib/i18n';
import { useSubject } from '@/lib/access/access';
import { paramsAreDigits } from './hidden-routes';
import { usePageLocation } from './page-location';
import { lazySlot, type LazySlot } from '@/lib/lazy-slot';
import type { PageRoute } from './menu-routes';
import { loadPagePlan, pageDataReady, prefetchPageData } from './page-data';
import { pageRegistry } from './registry';
import { useRouteTitle } from './use-route-title';

/** One slot per registry entry; nothing loads until a page renders it. A page's texts load with its chunk. */
const pageSlots: Record<string, LazySlot> = Object.fromEntries(
  Object.entries(pageRegistry).map(([component, load]) => [
    component,
    lazySlot(() => Promise.all([load(), preloadNamespaces(namespacesOfPage(component))]).then(([module]) => module)),
  ]),
);

/** The registry entry's slot, if the registry has the component. */
const slotOf = (component: string): LazySlot | undefined =>
  Object.prototype.hasOwnProperty.call(pageSlots, component) ? pageSlots[component] : undefined;

/**
 * Starts loading a page's code and reads its data plan (a sidebar entry hovered or in view), if the
 * registry has it; a click on the entry then asks for the data at once.
 */
export function preloadPage(component: string): void {
  const slot = slotOf(component);
  if (!slot) return;
  void slot.preload();
  void loadPagePlan(component);
}

/**
 * How long at most a navigation keeps the old page on screen while the new one's code and first
 * data load; after that the new page shows with its own loading state.
 */
export const PAGE_HOLD_MS = 800;
/** A gate nobody mounted (the navigation went elsewhere) is reused for a new visit this long. */
const GATE_REUSE_MS = 10_000;

/**
 * Resolves when the page may show. `settled` says so synchronously: a gate settled before any render
 * waited on it is never `use`d (React's `use` of a promise it has not tracked suspends for a tick,
 * even a settled one), and the page renders at once. Once a render has `use`d it (`used`), every
 * render does, as React requires of a render that suspended on it; React has tracked it by then, so
 * it reads at once.
 */
interface Gate {
  promise: Promise<void>;
  settled: boolean;
  used: boolean;
}

const gates = new Map<string, { gate: Gate; at: number }>();

/**
 * The page's code and its first list page with dictionaries, started together at navigation (the
 * first render of the route, before the page's chunk is in) and settled when both are in or after
 * PAGE_HOLD_MS. One per route being opened; the page's first mount closes it.
 */
function openGate(key: string, slot: LazySlot, component: string, search: string): Gate {
  const known = gates.get(key);
  if (known && performance.now() - known.at < GATE_REUSE_MS) return known.gate;
  if (slot.loaded && pageDataReady(component, search)) {
    // Nothing to wait for: the page shows in this render, and asks for its rows anew meanwhile.
    void prefetchPageData(component, search);
    const gate: Gate = { promise: Promise.resolve(), settled: true, used: false };
    gates.set(key, { gate, at: performance.now() });
    return gate;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gate: Gate = {
    settled: false,
    used: false,
    promise: Promise.race([
      Promise.all([slot.preload(), prefetchPageData(component, search)]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PAGE_HOLD_MS);
      }),
    ]).then(() => {
      clearTimeout(timer);
      gate.settled = true;
    }),
  };
  gates.set(key, { gate, at: performance.now() });
  return gate;
}

/**
 * Whether a visit can show in the click's own render, with no transition: the page's code and texts
 * are in and so is its first data (`pageDataReady`), and the subject may open it.
 */
export function pageReadyNow({ search }: Pick<Path, 'search'>, page: PageRoute, subject: Subject): boolean {
  const slot = slotOf(page.component);
  return slot?.loaded !== undefined && canSeeRoute(subject, page) && pageDataReady(page.component, search);
}

/**
 * Starts a page's code and first data as the visit happens (the history's push, before React renders
 * anything), for a route the subject may open; the route's first render then takes the same gate.
 */
export function preparePage(
  { pathname, search }: Pick<Path, 'pathname' | 'search'>,
  page: PageRoute,
  subject: Subject,
): void {
  const slot = slotOf(page.component);
  if (slot && canSeeRoute(subject, page)) void openGate(pathname, slot, page.component, search);
}

/** The gate's promise for a render to `use`, or undefined when the page may render at once (see Gate). */
function pendingOf(gate: Gate): Promise<void> | undefined {
  if (gate.settled && !gate.used) return undefined;
  gate.used = true;
  return gate.promise;
}

function closeGate(key: string, gate: Gate): void {
  if (gates.get(key)?.gate === gate) gates.delete(key);
}

/**
 * A route being opened: suspends (above the page's own Suspense boundary) until its code and first
 * data are in, so the navigation's transition keeps the old page on screen and the new one commits
 * with its rows, instead of a fresh boundary's spinner that React then holds for ~300 ms.
 * Memoised: the host above renders again on every navigation (it reads the route's params); the
 * page below must not.
 */
const PreparedPage = memo(function PreparedPage({
  slot,
  component,
  resetKey,
  search,
}: {
  slot: LazySlot;
  component: string;
  resetKey: string;
  search: string;
}) {
  const [gate] = useState(() => openGate(resetKey, slot, component, search));
  useEffect(() => closeGate(resetKey, gate), [resetKey, gate]);
  // Suspends only while something is pending; a gate that settled before anyone waited renders the page in this render.
  const pending = pendingOf(gate);
  if (pending) use(pending);
  // With its code in, the page renders inside the boundary already on screen: whatever it still
  // suspends on (texts of a namespace it shares) keeps the old page a moment longer, rather than
  // showing a spinner of its own that React would then keep for at least 300 ms. Its code still
  // missing (the hold ran out), it shows its own spinner meanwhile.
  return <LazyHost slot={slot} resetKey={resetKey} boundary={!slot.loaded} />;
});

export function PageLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/**
 * A lazy component behind a loading spinner and an error boundary: a crash or a chunk that fails
 * to load shows the crash panel, whose retry imports the chunk again (or reloads the document when
 * the browser keeps the failed import; see `lazySlot`).
 */
export function LazyHost({
  slot,
  resetKey,
  boundary = true,
}: {
  slot: LazySlot;
  resetKey?: string;
  /** Its own loading spinner (default); without, whatever it suspends on waits in the boundary above. */
  boundary?: boolean;
}) {
  const [, setAttempt] = useState(0);
  // Loaded before this mount: rendered directly (chosen once, so a re-render never swaps the type).
  const [loaded] = useState<ComponentType | undefined>(() => slot.loaded);
  const Component = loaded ?? slot.current;
  // Chosen once too: a boundary appearing or going away would remount the page.
  const [ownBoundary] = useState(boundary);
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <CrashPanel
          onRetry={async () => {
            const outcome = await slot.retry();
            if (outcome === 'ready') retry();
            return outcome !== 'offline';
          }}
        />
      )}
    >
      {ownBoundary ? (
        <Suspense fallback={<PageLoading />}>
          <Component />
        </Suspense>
      ) : (
        <Component />
      )}
    </ErrorBoundary>
  );
}

/** A menu component the registry lacks: a clear panel instead of a crash. */
export function PageMissing({ page }: { page: PageRoute }) {
  const { t } = useTranslation();
  const title = useRouteTitle(page.title);
  return (
    <Result
      status="warning"
      title={t('errorPage.pageMissingTitle')}
      subTitle={t('errorPage.pageMissing', { title, component: page.component || '—' })}
    />
  );
}

/** Renders one page route: access check, digit-only params, lazy chunk, error boundary. */
export function PageHost({ page }: { page: PageRoute }) {
  const subject = useSubject();
  const params = useParams();
  const { pathname, search } = usePageLocation();
  if (!paramsAreDigits(params)) return <Navigate to="/404" replace />;
  if (!canSeeRoute(subject, page)) return <Navigate to="/401" replace />;
  const slot = slotOf(page.component);
  if (!slot) return <PageMissing page={page} />;
  return <PreparedPage slot={slot} component={page.component} resetKey={pathname} search={search} />;
}
