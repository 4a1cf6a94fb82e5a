import { fileClassApi, type FileClass } from '@/api/modules/system/file';
import { fileClassRoleApi } from '@/api/modules/system/file-class-role';
import type { CallOptions } from '@/api/resource';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { useRead, type Read } from '@/lib/query/read';

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
export const fileClassesRead: Read<UsableFileClass[]> = {
  queryKey: queryKeys.other(resourceOf(fileClassApi), 'usable'),
  ask: loadFileClasses,
};

/** The classes of the files page; none and `failed` when the server could not say. */
export function useFileClasses(): { classes: UsableFileClass[] | undefined; failed: boolean } {
  const { data, isError } = useRead(fileClassesRead);
  if (data !== undefined) return { classes: data, failed: false };
  return { classes: isError ? [] : undefined, failed: isError };
}
