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
    toList<DictItem>(await api.get<unknown>(`${ITEM_PATH}/type/${segment(dictType)}`, undefined, options)),
};
