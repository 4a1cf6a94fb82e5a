import { api } from '../../client';
import { cleanQuery, toOptions, toPage, type CallOptions } from '../../resource';
import type { Id, Option, PageQuery, PageResult } from '../../types';
import type { FileClass } from './file';
import { joinIds } from './tree';

/** File classes granted to a role (`file/clsmaprole`): allocation lists, cancel, cancelAll, selectAll, optionsKey. */
export interface RoleFileClassQuery extends PageQuery {
  roleId: Id;
  /** File class name, substring. */
  name?: string;
}

const PATH = 'file/clsmaprole';

export const fileClassRoleApi = {
  /** `GET file/clsmaprole/allocatedList`: classes the role may use. */
  allocatedList: async (query: RoleFileClassQuery, options?: CallOptions): Promise<PageResult<FileClass>> =>
    toPage<FileClass>(await api.get<unknown>(`${PATH}/allocatedList`, cleanQuery(query), options)),
  /** `GET file/clsmaprole/unallocatedList`. */
  unallocatedList: async (query: RoleFileClassQuery, options?: CallOptions): Promise<PageResult<FileClass>> =>
    toPage<FileClass>(await api.get<unknown>(`${PATH}/unallocatedList`, cleanQuery(query), options)),
  /** `PUT file/clsmaprole/alloccated/cancel` (the spec's spelling). */
  cancel: (body: { roleId: Id; clsId: Id }) => api.put<void>(`${PATH}/alloccated/cancel`, body),
  /** `PUT file/clsmaprole/cancelAll?roleId=&clsIds=`. */
  cancelAll: (roleId: Id, clsIds: readonly Id[]) =>
    api.put<void>(`${PATH}/cancelAll`, undefined, { params: { roleId, clsIds: joinIds(clsIds) } }),
  /** `PUT file/clsmaprole/selectAll?roleId=&clsIds=`. */
  selectAll: (roleId: Id, clsIds: readonly Id[]) =>
    api.put<void>(`${PATH}/selectAll`, undefined, { params: { roleId, clsIds: joinIds(clsIds) } }),
  /** `GET file/clsmaprole/optionsKey`: the classes the signed-in user may use, `{ label: name, value: key }`. */
  optionsKey: async (options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.get<unknown>(`${PATH}/optionsKey`, undefined, options)),
};
