import { useState, type ReactNode } from 'react';
import { createAppMemoryHistory } from '@/router/history';
import { VisitRouter } from '@/router/visit-router';

/**
 * The console's router on a history in memory: what react-router's MemoryRouter was to these tests,
 * with the newest location, usePathNavigate and usePageLocation the console's components need.
 */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createAppMemoryHistory({ initialEntries, initialIndex }));
  return <VisitRouter history={history}>{children}</VisitRouter>;
}
