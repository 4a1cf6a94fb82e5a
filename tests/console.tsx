import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { AppRouterProvider } from '@/router/app-router';
import { AppRoutes } from '@/router/app-routes';
import { createTestHistory, type TestHistory } from './memory-router';

/**
 * The whole console (providers, routes, its router in memory) arriving at `path`; `children` render
 * before the routes. Returns the router's history: navigations through it are the user's.
 */
export function renderConsole(path: string, children?: ReactNode): TestHistory {
  const history = createTestHistory(
    <>
      {children}
      <AppRoutes />
    </>,
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <AppRouterProvider router={history.router} />
    </Providers>,
  );
  return history;
}
