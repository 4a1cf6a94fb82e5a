import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictItemApi, type DictItem } from '@/api/modules/system/dict';
import { wmsDictItemApi } from '@/api/modules/wms/wms-dict';
import { onSessionCleared } from '@/stores/session';
import { dictItemsIn, loadDictLabels } from './dict-label';

/** A module (warehouse) dictionary is named `wms:<type>`; its items come from `wms/dictitems`. */
export const WMS_DICT_PREFIX = 'wms:';

/** The name under which a field or tag asks for the module dictionary `type`. */
export const wmsDict = (type: string) => `${WMS_DICT_PREFIX}${type}`;

function fetchItems(type: string): Promise<DictItem[]> {
  return type.startsWith(WMS_DICT_PREFIX)
    ? wmsDictItemApi.byType(type.slice(WMS_DICT_PREFIX.length), { silent: true })
    : dictItemApi.byType(type, { silent: true });
}

/**
 * The one dictionary cache (§9 "dictionary lists cached per type"): one request per type however
 * many components ask at once; a failed request is forgotten so the next use retries. Dropped when
 * the session ends and on `clearDictCache()` (after the server's cache refresh).
 */
const cache = new Map<string, { promise: Promise<DictItem[]>; items?: DictItem[] }>();
const listeners = new Set<() => void>();

function load(type: string): Promise<DictItem[]> {
  const cached = cache.get(type);
  if (cached) return cached.promise;
  const entry: { promise: Promise<DictItem[]>; items?: DictItem[] } = {
    // The labels' table comes with the first dictionary, so no tag shows the server's Chinese first.
    promise: Promise.all([fetchItems(type), loadDictLabels()]).then(
      ([items]) => {
        entry.items = items;
        return items;
      },
      () => {
        if (cache.get(type) === entry) cache.delete(type);
        return [];
      },
    ),
  };
  cache.set(type, entry);
  return entry.promise;
}

/** Whether the items of `type` are in the cache already (a page can show them in its first render). */
export function dictLoaded(type: string): boolean {
  return cache.get(type)?.items !== undefined;
}

/** Items of one dictionary type, loaded once and shared. */
export function getDict(type: string): Promise<DictItem[]> {
  return load(type);
}

export function clearDictCache(): void {
  cache.clear();
  listeners.forEach((listener) => listener());
}

onSessionCleared(clearDictCache);

const NONE: DictItem[] = [];

/**
 * The items of `type` (empty until loaded, and for no type), labelled in the user's language: the one
 * place dictionary items become labels, options and tags. Re-renders after the cache is cleared.
 */
export function useDict(type: string | undefined): DictItem[] {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Already in the cache (a page's dictionaries come with its data): no second render on mount.
  const [state, setState] = useState<{ type?: string; items: DictItem[] }>(() => {
    const items = type ? cache.get(type)?.items : undefined;
    return items ? { type, items } : { items: NONE };
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((v) => v + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    if (!type) return;
    let active = true;
    void load(type).then((items) => {
      if (active) setState((shown) => (shown.type === type && shown.items === items ? shown : { type, items }));
    });
    return () => {
      active = false;
    };
  }, [type, version]);
  if (!type) return NONE;
  if (state.type === type) return dictItemsIn(language, type, state.items);
  return dictItemsIn(language, type, cache.get(type)?.items ?? NONE);
}
