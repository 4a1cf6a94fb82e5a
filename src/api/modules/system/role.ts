import { api } from '../../client';
import {
  changeStatusOf,
  cleanQuery,
  exportOf,
  optionsOf,
  standardResource,
  toPage,
  validOf,
  type CallOptions,
} from '../../resource';
import type { Audited, Id, PageQuery, PageResult, Status } from '../../types';
import { joinIds } from './tree';
import type { User } from './user';

/** Roles (`roles`): standard family + options, changeStatus, dataScope, authUser allocation lists, valid, exportExcel. */
export interface Role extends Audited {
  roleId?: number;
  roleName?: string;
  /** The permission string of the role, e.g. `admin`. */
  roleKey?: string;
  roleSort?: number;
  /** `sys_data_scope`: 1 all, 2 custom depts, 3 own dept, 4 own dept and below, 5 self only. */
  dataScope?: DataScope;
  /** Tree check linkage of the menu and dept trees (parent and children checked together). */
  menuCheckStrictly?: boolean;
  deptCheckStrictly?: boolean;
  status?: Status;
  /** Sent on create/update: the menu tree's checked and half-checked ids (replaces the role's menus). */
  menuIds?: number[];
  /** Sent with `dataScope: '2'`: the depts of a custom data scope. */
  deptIds?: number[];
}

export type DataScope = '1' | '2' | '3' | '4' | '5';

export interface RoleQuery extends PageQuery {
  roleName?: string;
  roleKey?: string;
  status?: Status;
  beginTime?: string;
  endTime?: string;
}

/** Query of the role's allocated / unallocated user lists. */
export interface RoleUserQuery extends PageQuery {
  roleId: Id;
  userName?: string;
  phonenumber?: string;
}

const PATH = 'roles';

export const roleApi = {
  ...standardResource<Role, RoleQuery>(PATH),
  ...exportOf(PATH, 'role'),
  ...validOf<Role>(PATH),
  ...changeStatusOf(PATH),
  ...optionsOf(PATH),
  /** `PUT roles/dataScope`. */
  dataScope: (body: { roleId: Id; dataScope: DataScope; deptIds: number[] }) =>
    api.put<void>(`${PATH}/dataScope`, body),
  /** `GET roles/authUser/allocatedList`: users who have the role. */
  allocatedList: async (query: RoleUserQuery, options?: CallOptions): Promise<PageResult<User>> =>
    toPage<User>(await api.get<unknown>(`${PATH}/authUser/allocatedList`, cleanQuery(query), options)),
  /** `GET roles/authUser/unallocatedList`: users who do not. */
  unallocatedList: async (query: RoleUserQuery, options?: CallOptions): Promise<PageResult<User>> =>
    toPage<User>(await api.get<unknown>(`${PATH}/authUser/unallocatedList`, cleanQuery(query), options)),
  /** `PUT roles/authUser/cancel`. */
  cancel: (body: { roleId: Id; userId: Id }) => api.put<void>(`${PATH}/authUser/cancel`, body),
  /** `PUT roles/authUser/cancelAll?roleId=&userIds=`. */
  cancelAll: (roleId: Id, userIds: readonly Id[]) =>
    api.put<void>(`${PATH}/authUser/cancelAll`, undefined, { params: { roleId, userIds: joinIds(userIds) } }),
  /** `PUT roles/authUser/selectAll?roleId=&userIds=`. */
  selectAll: (roleId: Id, userIds: readonly Id[]) =>
    api.put<void>(`${PATH}/authUser/selectAll`, undefined, { params: { roleId, userIds: joinIds(userIds) } }),
};
