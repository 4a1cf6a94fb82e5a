import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import {
  parsePath,
  RouterProvider,
  useLocation,
  type createBrowserRouter,
  type Path,
  type RouteObject,
} from 'react-router-dom';
import { RouterLocationContext } from './page-location';
import type { Pending } from '@/lib/query/read';

/** The console's data router: react-router's browser router in the app, a memory one in tests. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Asks for a visit's page code and first data, set by ProtectedApp while someone is signed in
 * (`useNavigationPlan`). Nothing to wait for (a kept page, or code, texts and rows all in): no loader. Never rejects.
 * A click, `shouldRevalidate` and the loader each call it: the later calls share the first one's requests.
 */
export type NavigationPlan = (visit: Path) => Pending;

let plan: NavigationPlan | undefined;

export function setNavigationPlan(next: NavigationPlan): () => void {
  plan = next;
  return () => {
    if (plan === next) plan = undefined;
  };
}

const visitOf = ({ pathname, search, hash }: URL): Path => ({ pathname, search, hash });

/** The location on screen, as a context `usePageLocation` may read conditionally. */
function RouterLocation({ children }: { children: ReactNode }) {
  return <RouterLocationContext value={useLocation()}>{children}</RouterLocationContext>;
}

const APP_ROUTE = 'app';

/**
 * The console's one data route; below it are `<Routes>`. Its loader is the one place a navigation
 * asks for its page's code and first data, whatever started it; the router holds the old page meanwhile.
 */
export function appRoutes(element: ReactNode): RouteObject[] {
  return [
    {
      id: APP_ROUTE,
      path: '*',
      element: <RouterLocation>{element}</RouterLocation>,
      loader: async ({ request }) => {
        await plan?.(visitOf(new URL(request.url)));
        return null;
      },
      shouldRevalidate: ({ nextUrl }) => plan?.(visitOf(nextUrl)) !== undefined,
    },
  ];
}

/** The arrival runs no loader: the menus that say which page it is come after it. */
export const APP_HYDRATION = { loaderData: { [APP_ROUTE]: null } };

const RouterContext = createContext<AppRouter | null>(null);

export function AppRouterProvider({ router }: { router: AppRouter }) {
  return (
    <RouterContext value={router}>
      {/* Outside a transition: a visit whose loader ran renders at once, not in slices frames later (the loader held the old page). */}
      <RouterProvider router={router} useTransitions={false} />
    </RouterContext>
  );
}

export function useAppRouter(): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('the console needs an AppRouterProvider above it');
  return router;
}

/** Where the router is going, else where it is: ahead of the page on screen. */
export const newestOf = (router: AppRouter): Path => router.state.navigation.location ?? router.state.location;

/** A visit with nothing to load renders in the click's own update; any other once its loader is done. */
export function navigateTo(router: AppRouter, to: string, options?: { replace?: boolean }): void {
  const { pathname = '/', search = '', hash = '' } = parsePath(to);
  const flushSync = plan !== undefined && plan({ pathname, search, hash }) === undefined;
  void router.navigate(to, { replace: options?.replace, flushSync });
}

/**
 * The location being gone to, else the router's: React may still be rendering it in a transition,
 * and useLocation is the one on screen. `read` gives it at call time, for event handlers.
 */
export function useNewestLocation(): { location: Path; read: () => Path } {
  const router = useAppRouter();
  // Stable across visits: memoised tags take it.
  const read = useCallback((): Path => newestOf(router), [router]);
  return { location: useSyncExternalStore(router.subscribe, read), read };
}

/** `useNavigate` without reading the route: a `useNavigate` caller re-renders on every navigation. */
export function usePathNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const router = useAppRouter();
  return useCallback((to: string, options?: { replace?: boolean }) => navigateTo(router, to, options), [router]);
}
