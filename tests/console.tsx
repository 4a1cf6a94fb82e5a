import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/router/app-routes';
import { createAppMemoryHistory } from '@/router/history';
import { VisitRouter } from '@/router/visit-router';

/** A history that starts at `path` and tells its listeners of every visit, as the browser's does. */
export const consoleHistory = (path: string) => createAppMemoryHistory({ initialEntries: [path] });

/** The whole console (providers, routes, the router on its history) on `history`; `children` render before the routes. */
export function renderConsole(history: ReturnType<typeof consoleHistory>, children?: ReactNode) {
  return render(
    <Providers>
      <VisitRouter history={history}>
        {children}
        <AppRoutes />
      </VisitRouter>
    </Providers>,
  );
}
