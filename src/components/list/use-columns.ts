import { useCallback, useState } from 'react';

const PREFIX = 'columns:';

function read(pageKey: string): string[] | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(PREFIX + pageKey) ?? 'null');
    return Array.isArray(saved) ? saved.filter((k): k is string => typeof k === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hidden column keys of one page, remembered per page (a display preference in localStorage; no
 * server data). `pageKey` is usually the route path.
 */
export function useColumnVisibility(pageKey: string, defaultHidden: readonly string[] = []) {
  const [hidden, setHiddenState] = useState<string[]>(() => read(pageKey) ?? [...defaultHidden]);
  const setHidden = useCallback(
    (next: string[]) => {
      setHiddenState(next);
      try {
        localStorage.setItem(PREFIX + pageKey, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit.
      }
    },
    [pageKey],
  );
  return [hidden, setHidden] as const;
}
