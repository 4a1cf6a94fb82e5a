import type { PageQuery } from '@/api/types';
import { listQuery, prefetchList } from '@/components/crud/list-prefetch';
import { DEFAULT_PAGE_SIZE } from '@/components/list/pagination';
import { prefetchRead, readData } from '@/lib/query/read';
import { filesResourceFor } from '@/resources/files/files.resource';
import type { DataPlan } from '@/lib/page-plan';
import { fileClassesRead } from './use-file-classes';

/** The first query of a class's files, as the page's list asks it (the class is its fixed filter). */
const firstFiles = (clsId: number) => listQuery<PageQuery>({}, { clsId }, 1, DEFAULT_PAGE_SIZE);

/**
 * The files page's first data, asked at navigation beside its code: the classes the user may use,
 * then the first class's files. The page shows both in its first render.
 */
export const filesPlan: DataPlan = {
  key: 'files',
  prefetch() {
    const files = () => {
      const first = readData(fileClassesRead)?.[0];
      return first ? prefetchList(filesResourceFor(first.key).api, firstFiles(first.clsId)) : undefined;
    };
    const classes = prefetchRead(fileClassesRead);
    return classes ? classes.then(files) : files();
  },
};
