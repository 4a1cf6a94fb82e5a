import { fileClassApi, type FileClass } from '@/api/modules/system/file';
import { fileClassRoleApi } from '@/api/modules/system/file-class-role';
import { prefetchable } from '@/api/prefetchable';
import type { CallOptions } from '@/api/resource';
import { useAsked } from '@/lib/hooks/use-asked';

export type UsableFileClass = FileClass & { clsId: number; key: string; name: string };

/**
 * The file classes the signed-in user may use, in the order the server gives them: the files page
 * lists one class at a time. Which ones is the server's answer to `file/clsmaprole/optionsKey` (the
 * classes assigned to the user's roles; every class for admin); `files/cls` adds what the page needs
 * of each (its id). A class the server does not list for the user is neither shown nor uploaded to.
 */
export async function loadFileClasses(options?: CallOptions): Promise<UsableFileClass[]> {
  const [allowed, answer] = await Promise.all([
    fileClassRoleApi.optionsKey(options),
    fileClassApi.page({ page: 1, limit: 1000, status: '0' }, options),
  ]);
  const byKey = new Map(
    answer.list
      .filter(
        (c): c is UsableFileClass =>
          typeof c.clsId === 'number' && typeof c.key === 'string' && c.key !== '' && typeof c.name === 'string',
      )
      .map((c) => [c.key, c]),
  );
  return allowed.flatMap((option) => {
    const found = byKey.get(String(option.value));
    return found ? [found] : [];
  });
}

/** The classes, asked at navigation with the first one's files (see `filesPlan`). */
export const fileClassesCall = prefetchable((_: 'all', options) => loadFileClasses(options));

/** The classes of the files page; none and `failed` when the server could not say. */
export function useFileClasses(): { classes: UsableFileClass[] | undefined; failed: boolean } {
  const classes = useAsked(fileClassesCall, 'all', 'all', (signal) => loadFileClasses({ signal }));
  if (classes.status === 'ready') return { classes: classes.value, failed: false };
  return { classes: classes.status === 'failed' ? [] : undefined, failed: classes.status === 'failed' };
}
