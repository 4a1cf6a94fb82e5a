import { api } from '../../client';
import { optionsOf, standardResource, type CallOptions } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';
import { toDictItems, type ListClass } from '../system/dict';
import { segment } from '../system/tree';

/**
 * The warehouse's own dictionaries (`wms/dict`, `wms/dictitems`): same shapes as the system
 * dictionaries, for product enums (accuracy class, IP rating, material, signal type, …).
 */
export interface WmsDictType extends Audited {
  dictId?: number;
  dictName?: string;
  /** Required and unique, e.g. `wms_accuracy_class`. */
  dictType?: string;
  status?: Status;
}

export interface WmsDictTypeQuery extends PageQuery {
  dictName?: string;
  dictType?: string;
  status?: Status;
}

export interface WmsDictItem extends Audited {
  dictCode?: number;
  dictType?: string;
  dictLabel?: string;
  dictValue?: string;
  listClass?: ListClass;
  sort?: number;
  status?: Status;
}

export interface WmsDictItemQuery extends PageQuery {
  dictType?: string;
  dictLabel?: string;
  status?: Status;
}

const TYPE_PATH = 'wms/dict';
const ITEM_PATH = 'wms/dictitems';

export const wmsDictApi = {
  ...standardResource<WmsDictType, WmsDictTypeQuery>(TYPE_PATH),
  /** `GET wms/dict/options`: `{ label: dictName, value: dictType }` of every enabled dictionary. */
  ...optionsOf(TYPE_PATH),
  /** `POST wms/dict/refresh`: the server drops its dictionary cache. */
  refresh: () => api.post<void>(`${TYPE_PATH}/refresh`),
};

export const wmsDictItemApi = {
  ...standardResource<WmsDictItem, WmsDictItemQuery>(ITEM_PATH),
  /** `GET wms/dictitems/type/{type}`: the enabled items of one dictionary, by `sort`. */
  byType: async (dictType: string, options?: CallOptions): Promise<WmsDictItem[]> =>
    toDictItems<WmsDictItem>(await api.get<unknown>(`${ITEM_PATH}/type/${segment(dictType)}`, undefined, options)),
};
