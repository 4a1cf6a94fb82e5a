import { useCallback, useEffect, useRef, useState } from 'react';
import { exportFileName, type ExportOptions } from '@/api/resource';
import type { PageQuery } from '@/api/types';

/**
 * Excel export through the module's `exportExcel` (the one download helper: loading mask, error
 * envelope, file-saver). Sends the list's filters without paging and the columns it shows; the file
 * is named after the list (`listName`, translated) and the day. One export at a time.
 */
export function useExport(
  exportExcel: ((query?: PageQuery, options?: ExportOptions) => Promise<boolean>) | undefined,
  listName?: string,
) {
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
    async (query: PageQuery, columns?: readonly string[]): Promise<boolean> => {
      if (!exportExcel || running.current) return false;
      running.current = true;
      setExporting(true);
      try {
        const { page: _page, limit: _limit, ...filters } = query;
        return await exportExcel(filters, {
          filename: listName ? exportFileName(listName) : undefined,
          columns,
        });
      } finally {
        running.current = false;
        if (mounted.current) setExporting(false);
      }
    },
    [exportExcel, listName],
  );

  return { exporting, run, available: Boolean(exportExcel) };
}
