import { useEffect, useState } from 'react';
import { fileClassApi, type FileClass } from '@/api/modules/system/file';
import { fileClassRoleApi } from '@/api/modules/system/file-class-role';

export type UsableFileClass = FileClass & { clsId: number; key: string; name: string };

/**
 * The file classes the signed-in user may use, in the order the server gives them: the files page
 * lists one class at a time. Which ones is the server's answer to `file/clsmaprole/optionsKey` (the
 * classes assigned to the user's roles; every class for admin); `files/cls` adds what the page needs
 * of each (its id). A class the server does not list for the user is neither shown nor uploaded to.
 */
export function useFileClasses(): { classes: UsableFileClass[] | undefined; failed: boolean } {
  const [state, setState] = useState<{ classes: UsableFileClass[] | undefined; failed: boolean }>({
    classes: undefined,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      fileClassRoleApi.optionsKey({ signal }),
      fileClassApi.page({ page: 1, limit: 1000, status: '0' }, { signal }),
    ]).then(
      ([allowed, answer]) => {
        const byKey = new Map(
          answer.list
            .filter(
              (c): c is UsableFileClass =>
                typeof c.clsId === 'number' && typeof c.key === 'string' && c.key !== '' && typeof c.name === 'string',
            )
            .map((c) => [c.key, c]),
        );
        const classes = allowed.flatMap((option) => {
          const found = byKey.get(String(option.value));
          return found ? [found] : [];
        });
        setState({ failed: false, classes });
      },
      () => {
        if (!signal.aborted) setState({ classes: [], failed: true });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
