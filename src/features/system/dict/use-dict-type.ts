import { useEffect, useState } from 'react';
import { dictTypeApi, type DictType } from '@/api/modules/system/dict';

export type DictTypeState =
  { status: 'loading' } | { status: 'ready'; dict: DictType & { dictType: string } } | { status: 'missing' };

/** The dictionary of the items route (`/system/dictitem/index/:dictId`). */
export function useDictType(dictId: string | undefined): DictTypeState {
  const [state, setState] = useState<{ id?: string; value: DictTypeState }>({ value: { status: 'loading' } });
  useEffect(() => {
    if (!dictId) return;
    const controller = new AbortController();
    dictTypeApi.get(dictId, { signal: controller.signal }).then(
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
  }, [dictId]);
  if (!dictId) return { status: 'missing' };
  return state.id === dictId ? state.value : { status: 'loading' };
}
