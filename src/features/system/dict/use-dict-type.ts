import type { DictType } from '@/api/modules/system/dict';
import type { CallOptions } from '@/api/resource';
import { useRequiredRead } from '@/components/crud/use-required-read';

export type DictTypeState =
  | { status: 'loading' }
  | { status: 'ready'; dict: DictType & { dictType: string } }
  | { status: 'missing' }
  | { status: 'failed'; message?: string; retry: () => void };

/** Reads one dictionary type: `dictTypeApi.get` or `wmsDictApi.get`. */
export type GetDictType = (dictId: string, options?: CallOptions) => Promise<DictType>;

/**
 * The dictionary of an items route (`/system/dictitem/index/:dictId`, `/wms/dictitems/index/:dictId`):
 * its items are added to it, so a failed read is told apart from a missing dictionary and retried.
 */
export function useDictType(dictId: string | undefined, get: GetDictType): DictTypeState {
  const read = useRequiredRead(dictId ? (signal: AbortSignal) => get(dictId, { signal }) : undefined, String(dictId));
  if (!dictId) return { status: 'missing' };
  if (read.status === 'loading') return { status: 'loading' };
  if (read.status === 'failed') return { status: 'failed', message: read.message, retry: read.retry };
  const dict = read.data;
  return dict && typeof dict.dictType === 'string' && dict.dictType !== ''
    ? { status: 'ready', dict: { ...dict, dictType: dict.dictType } }
    : { status: 'missing' };
}
