import { api } from '../../client';
import { changeStatusOf, exportOf, standardResource, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, Status } from '../../types';
import type { Role } from './role';
import { joinIds, segment, toList } from './tree';

/** Users (`users/usermng`): standard family + resetPwd, changeStatus, authRole/getAuthRole, valid, exportExcel. */
export interface User extends Audited {
  userId?: number;
  deptId?: number;
  /** Joined from the dept table on reads. */
  deptName?: string;
  userName?: string;
  nickName?: string;
  email?: string;
  phonenumber?: string;
  /** `sys_user_sex`: 0 male, 1 female, 2 unknown. */
  sex?: '0' | '1' | '2';
  avatar?: string;
  /** Sent on create only (plain text over TLS, as the backend expects); never returned. */
  password?: string;
  status?: Status;
  loginIp?: string;
  loginDate?: string;
  /** Returned by `GET users/usermng/{id}`; sent on create/update to replace the user's roles and posts. */
  roleIds?: number[];
  postIds?: number[];
}

export interface UserQuery extends PageQuery {
  userName?: string;
  phonenumber?: string;
  status?: Status;
  /** The dept and every dept below it. */
  deptId?: number;
  beginTime?: string;
  endTime?: string;
}

/** A role as `GET users/usermng/authRole/{id}` lists it: `flag` marks the roles the user has. */
export interface AuthRoleEntry extends Role {
  flag?: boolean;
}

export interface UserAuthRole {
  user: User;
  roles: AuthRoleEntry[];
}

const PATH = 'users/usermng';

export const userApi = {
  ...standardResource<User, UserQuery>(PATH),
  ...exportOf(PATH, 'user'),
  ...validOf<User>(PATH),
  ...changeStatusOf(PATH),
  /** `PUT users/usermng/resetPwd`. */
  resetPwd: (body: { id: Id; password: string }) => api.put<void>(`${PATH}/resetPwd`, body),
  /** `PUT users/usermng/authRole?userId=&roleIds=1,2`: replaces the user's roles. */
  authRole: (userId: Id, roleIds: readonly Id[]) =>
    api.put<void>(`${PATH}/authRole`, undefined, { params: { userId, roleIds: joinIds(roleIds) } }),
  /** `GET users/usermng/authRole/{id}`. */
  getAuthRole: async (userId: Id, options?: CallOptions): Promise<UserAuthRole> => {
    const data = await api.get<Partial<UserAuthRole> | undefined>(
      `${PATH}/authRole/${segment(userId)}`,
      undefined,
      options,
    );
    return { user: data?.user ?? {}, roles: toList<AuthRoleEntry>(data?.roles) };
  },
};
