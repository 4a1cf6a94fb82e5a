import { useEffect, useState } from 'react';
import type { DictType } from '@/api/modules/system/dict';
import type { CallOptions } from '@/api/resource';

export type DictTypeState =
  { status: 'loading' } | { status: 'ready'; dict: DictType & { dictType: string } } | { status: 'missing' };

/** Reads one dictionary type: `dictTypeApi.get` or `wmsDictApi.get`. */
export type GetDictType = (dictId: string, options?: CallOptions) => Promise<DictType>;

/** The dictionary of an items route (`/system/dictitem/index/:dictId`, `/wms/dictitems/index/:dictId`). */
export function useDictType(dictId: string | undefined, get: GetDictType): DictTypeState {
  const [state, setState] = useState<{ id?: string; value: DictTypeState }>({ value: { status: 'loading' } });
  useEffect(() => {
    if (!dictId) return;
    const controller = new AbortController();
    get(dictId, { signal: controller.signal }).then(
      (dict) =>
        setState({
          id: dictId,
          value:
            dict && typeof dict.dictType === 'string' && dict.dictType !== ''
              ? { status: 'ready', dict: { ...dict, dictType: dict.dictType } }
              : { status: 'missing' },
        }),
      () => {
        if (!controller.signal.aborted) setState({ id: dictId, value: { status: 'missing' } });
      },
    );
    return () => controller.abort();
  }, [dictId, get]);
  if (!dictId) return { status: 'missing' };
  return state.id === dictId ? state.value : { status: 'loading' };
}
