import { useEffect, useRef } from 'react';

/**
 * Asks for a list again each time its cached page is shown again (the tab cache re-runs effects):
 * the modular list's counts and defaults change on the assignment pages.
 */
export function RefetchWhenShown({ refetch }: { refetch: () => void }) {
  const shownBefore = useRef(false);
  useEffect(() => {
    if (shownBefore.current) refetch();
    shownBefore.current = true;
  }, [refetch]);
  return null;
}
