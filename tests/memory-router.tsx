import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, type Path } from 'react-router-dom';
import { APP_HYDRATION, AppRouterProvider, appRoutes, navigateTo, newestOf, type AppRouter } from '@/router/app-router';

/** A test's handle on the router: where it is going, and navigations as the user makes them. */
export interface TestHistory {
  readonly router: AppRouter;
  /** The newest visit (where a navigation is going while its page loads). */
  readonly location: Path;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
}

/** The console's data router in memory, with `element` as everything below its one route. */
export function createTestHistory(
  element: ReactNode,
  { initialEntries = ['/'], initialIndex }: { initialEntries?: string[]; initialIndex?: number } = {},
): TestHistory {
  const router = createMemoryRouter(appRoutes(element), { initialEntries, initialIndex, hydrationData: APP_HYDRATION });
  return {
    router,
    get location() {
      return newestOf(router);
    },
    push: (to) => navigateTo(router, to),
    replace: (to) => navigateTo(router, to, { replace: true }),
    go: (delta) => void router.navigate(delta),
  };
}

const Children = createContext<ReactNode>(null);

function Rendered() {
  return use(Children);
}

/**
 * The console's router on a history in memory: what react-router's MemoryRouter was to these tests,
 * with the newest location, usePathNavigate and usePageLocation the console's components need.
 * `onRouter` hands the test its router.
 */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  onRouter,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  onRouter?: (history: TestHistory) => void;
  children?: ReactNode;
}) {
  const [history] = useState(() => {
    const made = createTestHistory(<Rendered />, { initialEntries, initialIndex });
    onRouter?.(made);
    return made;
  });
  return (
    <Children value={children}>
      <AppRouterProvider router={history.router} />
    </Children>
  );
}
