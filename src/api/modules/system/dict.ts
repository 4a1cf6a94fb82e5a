import { api } from '../../client';
import { exportOf, optionsOf, standardResource, validOf, type CallOptions } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';
import { segment, toList } from './tree';

/** Dictionaries: types (`dicts`: options, refresh, valid, exportExcel) and items (`dicts/items`: byType + standard family). */
export interface DictType extends Audited {
  dictId?: number;
  dictName?: string;
  /** e.g. `sys_normal_disable`; lower-case letters, digits and `_`, starting with a letter; unique. */
  dictType?: string;
  status?: Status;
}

export interface DictTypeQuery extends PageQuery {
  dictName?: string;
  dictType?: string;
  status?: Status;
  beginTime?: string;
  endTime?: string;
}

/** Tag colours a dictionary item may use (invariant 7: anything else renders as `default`). */
export type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | '';

export interface DictItem extends Audited {
  dictCode?: number;
  dictType?: string;
  dictLabel?: string;
  dictValue?: string;
  sort?: number;
  listClass?: ListClass;
  /** Y: the value a form preselects. */
  isDefault?: 'Y' | 'N';
  status?: Status;
}

export interface DictItemQuery extends PageQuery {
  dictType?: string;
  dictLabel?: string;
  status?: Status;
}

/** A dictionary value as the text rows are compared with: a string, or a finite number as its digits. */
export function dictValueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The items of a dictionary answer that can be shown (invariant 10): records with a usable
 * `dictValue` (a number becomes its text, so `1` and `"1"` are one value), the first of any
 * repeated value, and a `dictLabel` that is text (a number becomes its text; anything else is dropped
 * and the value shows instead).
 */
export function toDictItems<T extends { dictValue?: string; dictLabel?: string }>(data: unknown): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const raw of toList<Record<string, unknown>>(data)) {
    const value = dictValueText(raw.dictValue);
    if (value === undefined || seen.has(value)) continue;
    seen.add(value);
    const label = dictValueText(raw.dictLabel);
    items.push({ ...raw, dictValue: value, dictLabel: label } as T);
  }
  return items;
}

const TYPE_PATH = 'dicts';
const ITEM_PATH = 'dicts/items';

export const dictTypeApi = {
  ...standardResource<DictType, DictTypeQuery>(TYPE_PATH),
  ...exportOf(TYPE_PATH, 'dict_type'),
  ...validOf<DictType>(TYPE_PATH),
  /** `GET dicts/options`: `{ label: dictName, value: dictType }` of every dictionary. */
  ...optionsOf(TYPE_PATH),
  /** `POST dicts/refresh`: the server drops its dictionary cache (the console drops its own too). */
  refresh: () => api.post<void>(`${TYPE_PATH}/refresh`),
};

export const dictItemApi = {
  ...standardResource<DictItem, DictItemQuery>(ITEM_PATH),
  ...exportOf(ITEM_PATH, 'dict_item'),
  ...validOf<DictItem>(ITEM_PATH),
  /** `GET dicts/items/type/{type}`: the enabled items of one dictionary, by `sort`. */
  byType: async (dictType: string, options?: CallOptions): Promise<DictItem[]> =>
    toDictItems<DictItem>(await api.get<unknown>(`${ITEM_PATH}/type/${segment(dictType)}`, undefined, options)),
};
