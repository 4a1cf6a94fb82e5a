import { useEffect, useState } from 'react';
import { fileClassApi, type FileClass } from '@/api/modules/system/file';

export type UsableFileClass = FileClass & { clsId: number; key: string; name: string };

/** The enabled file classes, by sort: the files page lists one class at a time. */
export function useFileClasses(): { classes: UsableFileClass[] | undefined; failed: boolean } {
  const [state, setState] = useState<{ classes: UsableFileClass[] | undefined; failed: boolean }>({
    classes: undefined,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    fileClassApi.page({ page: 1, limit: 1000, status: '0' }, { signal: controller.signal }).then(
      (answer) =>
        setState({
          failed: false,
          classes: answer.list.filter(
            (c): c is UsableFileClass =>
              typeof c.clsId === 'number' && typeof c.key === 'string' && c.key !== '' && typeof c.name === 'string',
          ),
        }),
      () => {
        if (!controller.signal.aborted) setState({ classes: [], failed: true });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
