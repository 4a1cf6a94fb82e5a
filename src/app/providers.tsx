import type { ReactNode } from 'react';
import { ConsoleApp } from './console-app';
import { CoreProviders } from './core-providers';

export { CoreProviders };

/**
 * CoreProviders plus ConsoleApp. The running console adds ConsoleApp in protected-app.tsx so
 * /login stays light; tests and isolated renders use this.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <CoreProviders>
      <ConsoleApp>{children}</ConsoleApp>
    </CoreProviders>
  );
}
