import { api } from './client';
import { cleanQuery, toPage, type CallOptions } from './resource';
import type { Id, PageQuery, PageResult } from './types';
import { joinIds } from './modules/system/tree';

/**
 * The allocation family of CONTRACT.md for one owner (a role, a modular, …) and one kind of item:
 * `GET {path}/allocatedList` and `unallocatedList` (query: owner key, paging, filters),
 * `PUT {path}/cancel` (body: owner key + item key), `PUT {path}/cancelAll` and `selectAll`
 * (query: owner key + `{itemKey}s` joined by `,`).
 *
 * `allocationOf<Sensor, SensorQuery>()('wms/modular/authSensor', 'modularId', 'sensorId')`.
 */
export function allocationOf<T, Q extends PageQuery = PageQuery>() {
  return <O extends string, I extends string>(path: string, ownerKey: O, itemKey: I) => {
    type ListQuery = Q & Record<O, Id>;
    const many = (ownerId: Id, itemIds: readonly Id[]) => ({
      params: { [ownerKey]: ownerId, [`${itemKey}s`]: joinIds(itemIds) },
    });
    return {
      /** `GET {path}/allocatedList`: the items the owner has. */
      allocatedList: async (query: ListQuery, options?: CallOptions): Promise<PageResult<T>> =>
        toPage<T>(await api.get<unknown>(`${path}/allocatedList`, cleanQuery(query), options)),
      /** `GET {path}/unallocatedList`: the items it could get. */
      unallocatedList: async (query: ListQuery, options?: CallOptions): Promise<PageResult<T>> =>
        toPage<T>(await api.get<unknown>(`${path}/unallocatedList`, cleanQuery(query), options)),
      /** `PUT {path}/cancel`: takes one item away. */
      cancel: (body: Record<O, Id> & Record<I, Id>) => api.put<void>(`${path}/cancel`, body),
      /** `PUT {path}/cancelAll?{ownerKey}=&{itemKey}s=`. */
      cancelAll: (ownerId: Id, itemIds: readonly Id[]) =>
        api.put<void>(`${path}/cancelAll`, undefined, many(ownerId, itemIds)),
      /** `PUT {path}/selectAll?{ownerKey}=&{itemKey}s=`: assigns the items. */
      selectAll: (ownerId: Id, itemIds: readonly Id[]) =>
        api.put<void>(`${path}/selectAll`, undefined, many(ownerId, itemIds)),
    };
  };
}
