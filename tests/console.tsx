import { render } from '@testing-library/react';
import type { Path } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { AppRouterProvider } from '@/router/app-router';
import { AppRoutes } from '@/router/app-routes';
import { createTestHistory, type TestHistory } from './memory-router';

/** Where the console starts, and the user's navigations once `renderConsole` has made its router. */
export class ConsoleHistory {
  #made: TestHistory | undefined;

  constructor(readonly start: string) {}

  /** The router of the whole console (the routes, with `children` before them). */
  make(children?: ReactNode): TestHistory {
    this.#made = createTestHistory(
      <>
        {children}
        <AppRoutes />
      </>,
      { initialEntries: [this.start] },
    );
    return this.#made;
  }

  #router(): TestHistory {
    if (!this.#made) throw new Error('render the console first (renderConsole)');
    return this.#made;
  }

  get location(): Path {
    return this.#router().location;
  }

  push(to: string): void {
    this.#router().push(to);
  }

  replace(to: string): void {
    this.#router().replace(to);
  }

  go(delta: number): void {
    this.#router().go(delta);
  }
}

/** A history that starts at `path`, as the browser's does on arrival. */
export const consoleHistory = (path: string) => new ConsoleHistory(path);

/** The whole console (providers, routes, the router on its history) on `history`; `children` render before the routes. */
export function renderConsole(history: ConsoleHistory, children?: ReactNode) {
  return render(
    <Providers>
      <AppRouterProvider router={history.make(children).router} />
    </Providers>,
  );
}
