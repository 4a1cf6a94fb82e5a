import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageQuery } from '@/api/types';

/**
 * Excel export through the module's `exportExcel` (the one download helper: loading mask, error
 * envelope, file-saver). Sends the list's filters without paging; one export at a time.
 */
export function useExport(exportExcel: ((query?: PageQuery) => Promise<boolean>) | undefined) {
  const [exporting, setExporting] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (query: PageQuery): Promise<boolean> => {
      if (!exportExcel || running.current) return false;
      running.current = true;
      setExporting(true);
      try {
        const { page: _page, limit: _limit, ...filters } = query;
        return await exportExcel(filters);
      } finally {
        running.current = false;
        if (mounted.current) setExporting(false);
      }
    },
    [exportExcel],
  );

  return { exporting, run, available: Boolean(exportExcel) };
}
