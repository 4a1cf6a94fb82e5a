import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictItemApi, type DictItem } from '@/api/modules/system/dict';
import { wmsDictItemApi } from '@/api/modules/wms/wms-dict';
import { queryClient } from '@/lib/query/client';
import { queryKeys } from '@/lib/query/keys';
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
 * The one dictionary cache (§9 "dictionary lists cached per type"), as queries: one request per type
 * however many components ask at once, kept until `clearDictCache()` (after the server's cache
 * refresh) or the session ends; a failed request leaves nothing, so the next use asks again.
 */
const dictQuery = (type: string) => ({
  queryKey: queryKeys.dict(type),
  // The labels' table comes with the first dictionary, so no tag shows the server's Chinese first.
  queryFn: () => Promise.all([fetchItems(type), loadDictLabels()]).then(([items]) => items),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Whether the items of `type` are in the cache already (a page can show them in its first render). */
export const dictLoaded = (type: string): boolean => queryClient.getQueryData(queryKeys.dict(type)) !== undefined;

/** Items of one dictionary type, loaded once and shared; none when they cannot be read. */
export const getDict = (type: string): Promise<DictItem[]> =>
  queryClient.ensureQueryData(dictQuery(type)).catch(() => []);

/** Asks every dictionary again (the ones on screen at once, the others when next shown). */
export function clearDictCache(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.all('dict') });
}

const NONE: DictItem[] = [];

/**
 * The items of `type` (empty until loaded, and for no type), labelled in the user's language: the one
 * place dictionary items become labels, options and tags. An answer already in shows in the first render.
 */
export function useDict(type: string | undefined): DictItem[] {
  const { i18n } = useTranslation();
  const { data } = useQuery({ ...dictQuery(type ?? ''), enabled: type !== undefined && type !== '' }, queryClient);
  return type ? dictItemsIn(i18n.language, type, data ?? NONE) : NONE;
}
