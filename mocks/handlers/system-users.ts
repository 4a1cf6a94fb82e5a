import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, paginate, type CrudConfig } from '../lib/crud';
import { API, guarded, ok, queryOf, readJson, type HandlerContext } from '../lib/http';
import type { MockUser } from '../auth/sessions';
import { now } from '../lib/random';
import { auditWrites, recordOperation } from '../seed/logs';
import { menus } from '../seed/menus';
import { classRoles } from '../seed/files';
import {
  depts,
  posts,
  roleDepts,
  roleMenus,
  roles,
  userPosts,
  userRoles,
  users,
  type RoleRow,
  type UserRow,
} from '../seed/system';
import { col, isNonNegativeNumber, parseIds, refuse, removeWhere, toId } from './system-shared';

/** Users, roles and the user ⇄ role allocation (`users/usermng`, `roles`, `roles/authUser/*`). */
const ADMIN_USER_ID = 1;
const ADMIN_ROLE_KEY = 'admin';

type UserBody = Partial<UserRow> & { roleIds?: unknown; postIds?: unknown; deptName?: unknown };
type RoleBody = Partial<RoleRow> & { menuIds?: unknown; deptIds?: unknown };

function idArray(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(toId).filter((id): id is number => id !== undefined);
}

/** The dept and every dept below it. */
function deptSubtree(deptId: number): Set<number> {
  const ids = new Set([deptId]);
  for (const dept of depts()) if (dept.ancestors.split(',').map(Number).includes(deptId)) ids.add(dept.deptId);
  return ids;
}

/**
 * The departments whose users a signed-in user may see, by the data scope of their roles (the
 * widest wins): 1 all (undefined), 2 the role's own departments, 3 their department, 4 it and
 * below, 5 none (everyone always sees themselves).
 */
function visibleDepts(user: MockUser): Set<number> | undefined {
  if (user.roleKeys.includes(ADMIN_ROLE_KEY) || user.roles.some((role) => role.dataScope === '1')) return undefined;
  const seen = new Set<number>();
  for (const role of user.roles) {
    if (role.dataScope === '2') for (const link of roleDepts()) if (link.roleId === role.roleId) seen.add(link.deptId);
    if (role.dataScope === '3') seen.add(user.row.deptId);
    if (role.dataScope === '4') for (const id of deptSubtree(user.row.deptId)) seen.add(id);
  }
  return seen;
}

function roleIdsOf(userId: number): number[] {
  return userRoles()
    .filter((ur) => ur.userId === userId)
    .map((ur) => ur.roleId);
}

/** What the API returns for a user: never the password; with dept name, role ids and post ids. */
export function presentUser(row: UserRow): Record<string, unknown> {
  const { password: _password, ...rest } = row;
  return {
    ...rest,
    deptName: depts().find((d) => d.deptId === row.deptId)?.deptName ?? '',
    roleIds: roleIdsOf(row.userId),
    postIds: userPosts()
      .filter((up) => up.userId === row.userId)
      .map((up) => up.postId),
  };
}

/** Refuses ids that are not in the table (before anything is written). */
function checkKnown(
  ctx: HandlerContext,
  ids: readonly number[] | undefined,
  known: readonly number[],
  what: [string, string],
) {
  const set = new Set(known);
  const unknown = ids?.find((id) => !set.has(id));
  if (unknown !== undefined) refuse(ctx, `${what[0]} ${unknown} 不存在`, `${what[1]} ${unknown} does not exist`);
}

function setUserRoles(userId: number, roleIds: readonly number[]): void {
  removeWhere(userRoles(), (ur) => ur.userId === userId);
  for (const roleId of new Set(roleIds)) userRoles().push({ userId, roleId });
  touch('sys_user_role');
}

function validateUser(record: UserBody, ctx: HandlerContext, existing: UserRow | undefined): void {
  const userName = String(record.userName ?? '').trim();
  if (userName.length < 2 || userName.length > 20 || !/^[\w.@-]+$/.test(userName)) {
    refuse(
      ctx,
      '用户账号长度必须介于 2 和 20 之间，只能包含字母、数字、_、-、. 和 @',
      'The user name must be 2 to 20 letters, digits, _, -, . or @',
    );
  }
  if (!existing) {
    const password = String(record.password ?? '');
    if (password.length < 5 || password.length > 20) {
      refuse(ctx, '用户密码长度必须介于 5 和 20 之间', 'The password must be 5 to 20 characters long');
    }
  }
  if (record.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(record.email))) {
    refuse(ctx, '邮箱格式不正确', 'The e-mail address is not valid');
  }
  if (record.phonenumber && !/^1\d{10}$/.test(String(record.phonenumber))) {
    refuse(ctx, '手机号码格式不正确', 'The mobile number must be 11 digits starting with 1');
  }
  if (record.deptId !== undefined && record.deptId !== null && String(record.deptId) !== '') {
    if (!depts().some((d) => d.deptId === Number(record.deptId)))
      refuse(ctx, '部门不存在', 'The department does not exist');
  }
  if (record.sex !== undefined && !['0', '1', '2'].includes(String(record.sex))) {
    refuse(ctx, '用户性别无效', 'Invalid sex');
  }
  const roleIds = idArray(record.roleIds);
  checkKnown(
    ctx,
    roleIds,
    roles().map((r) => r.roleId),
    ['角色', 'Role'],
  );
  checkKnown(
    ctx,
    idArray(record.postIds),
    posts().map((p) => p.postId),
    ['岗位', 'Post'],
  );
  if (existing?.userId === ADMIN_USER_ID && roleIds && !roleIds.includes(1)) {
    refuse(ctx, '不允许取消超级管理员的管理员角色', 'The super administrator keeps the admin role');
  }
}

const userConfig: CrudConfig<UserRow> = {
  path: 'users/usermng',
  rows: users,
  tableName: 'sys_user',
  idKey: 'userId',
  perm: 'system:user',
  filters: { userName: 'like', phonenumber: 'like', status: 'eq' },
  where: (row, query, ctx) => {
    if (toId(query.deptId) && !deptSubtree(Number(query.deptId)).has(row.deptId)) return false;
    const scope = visibleDepts(ctx.user);
    return !scope || scope.has(row.deptId) || row.userId === ctx.user.row.userId;
  },
  defaultSort: { field: 'userId', order: 'asc' },
  required: [
    { field: 'userName', message: { zh: '用户账号不能为空', en: 'The user name is required' } },
    { field: 'nickName', message: { zh: '用户昵称不能为空', en: 'The nickname is required' } },
  ],
  unique: [
    { fields: ['userName'], message: { zh: '登录账号“{value}”已存在', en: 'The user name "{value}" is taken' } },
    { fields: ['phonenumber'], message: { zh: '手机号码“{value}”已存在', en: 'The mobile number "{value}" is taken' } },
    { fields: ['email'], message: { zh: '邮箱账号“{value}”已存在', en: 'The e-mail address "{value}" is taken' } },
  ],
  validate: validateUser,
  defaults: () => ({
    deptId: 100,
    email: '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    status: '0',
    loginIp: '',
    loginDate: '',
    remark: '',
    introduction: '',
  }),
  beforeDelete: (ids, ctx) => {
    if (ids.includes(ADMIN_USER_ID))
      refuse(ctx, '不允许删除超级管理员用户', 'The super administrator cannot be deleted');
    if (ids.includes(ctx.user.row.userId)) refuse(ctx, '当前用户不能删除', 'You cannot delete yourself');
  },
  afterSave: (row, _body, _ctx, previous) => {
    const record = row as UserRow & UserBody;
    const roleIds = idArray(record.roleIds);
    const postIds = idArray(record.postIds);
    delete record.roleIds;
    delete record.postIds;
    delete record.deptName;
    // The password changes only through resetPwd (and the profile page).
    if (previous) row.password = previous.password;
    if (row.deptId !== undefined) row.deptId = Number(row.deptId);
    if (roleIds) setUserRoles(row.userId, roleIds);
    if (postIds) {
      removeWhere(userPosts(), (up) => up.userId === row.userId);
      const known = new Set(posts().map((p) => p.postId));
      for (const postId of new Set(postIds)) if (known.has(postId)) userPosts().push({ userId: row.userId, postId });
      touch('sys_user_post');
    }
  },
  afterDelete: (ids) => {
    removeWhere(userRoles(), (ur) => ids.includes(ur.userId));
    removeWhere(userPosts(), (up) => ids.includes(up.userId));
    touch('sys_user_role');
    touch('sys_user_post');
  },
  beforeChangeStatus: (row, status, ctx) => {
    if (status === '1' && row.userId === ADMIN_USER_ID) {
      refuse(ctx, '不允许停用超级管理员用户', 'The super administrator cannot be disabled');
    }
    if (status === '1' && row.userId === ctx.user.row.userId)
      refuse(ctx, '不能停用当前用户', 'You cannot disable yourself');
  },
  present: presentUser,
  exportColumns: [
    col('userId', '用户编号', 'User ID'),
    col('userName', '登录名称', 'User name'),
    col('nickName', '用户昵称', 'Nickname'),
    col('deptName', '部门', 'Department'),
    col('phonenumber', '手机号码', 'Mobile'),
    col('email', '用户邮箱', 'E-mail'),
    col('sex', '用户性别', 'Sex'),
    col('status', '状态', 'Status'),
    col('loginIp', '最后登录IP', 'Last login IP'),
    col('loginDate', '最后登录时间', 'Last login'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '用户数据', en: 'Users' },
  valid: true,
  changeStatus: true,
  onWrite: auditWrites('用户管理'),
};

function isAdminRole(role: RoleRow | undefined): boolean {
  return role?.roleKey === ADMIN_ROLE_KEY;
}

function refuseAdminRole(ctx: HandlerContext, role: RoleRow | undefined): void {
  if (isAdminRole(role)) refuse(ctx, '不允许操作超级管理员角色', 'The super administrator role cannot be changed');
}

function replaceRoleMenus(roleId: number, menuIds: readonly number[]): void {
  removeWhere(roleMenus(), (rm) => rm.roleId === roleId);
  for (const menuId of new Set(menuIds)) roleMenus().push({ roleId, menuId });
  touch('sys_role_menu');
}

function replaceRoleDepts(roleId: number, deptIds: readonly number[]): void {
  removeWhere(roleDepts(), (rd) => rd.roleId === roleId);
  for (const deptId of new Set(deptIds)) roleDepts().push({ roleId, deptId });
  touch('sys_role_dept');
}

const DATA_SCOPES = ['1', '2', '3', '4', '5'];

const roleConfig: CrudConfig<RoleRow> = {
  path: 'roles',
  rows: roles,
  tableName: 'sys_role',
  idKey: 'roleId',
  perm: 'system:role',
  filters: { roleName: 'like', roleKey: 'like', status: 'eq' },
  defaultSort: { field: 'roleSort', order: 'asc' },
  required: [
    { field: 'roleName', message: { zh: '角色名称不能为空', en: 'The role name is required' } },
    { field: 'roleKey', message: { zh: '权限字符不能为空', en: 'The role key is required' } },
    { field: 'roleSort', message: { zh: '角色顺序不能为空', en: 'The role order is required' } },
  ],
  unique: [
    { fields: ['roleName'], message: { zh: '角色名称“{value}”已存在', en: 'The role name "{value}" is taken' } },
    { fields: ['roleKey'], message: { zh: '权限字符“{value}”已存在', en: 'The role key "{value}" is taken' } },
  ],
  validate: (record, ctx, existing) => {
    refuseAdminRole(ctx, existing);
    if (!isNonNegativeNumber(record.roleSort)) refuse(ctx, '角色顺序必须是非负数', 'The role order must be 0 or more');
    if (!/^[\w:-]{1,100}$/.test(String(record.roleKey))) {
      refuse(ctx, '权限字符只能包含字母、数字、_、- 和 :', 'The role key may hold letters, digits, _, - and : only');
    }
    if (record.dataScope !== undefined && !DATA_SCOPES.includes(String(record.dataScope))) {
      refuse(ctx, '数据范围无效', 'Invalid data scope');
    }
    const body = record as RoleBody;
    checkKnown(
      ctx,
      idArray(body.menuIds),
      menus().map((m) => m.menuId),
      ['菜单', 'Menu'],
    );
    checkKnown(
      ctx,
      idArray(body.deptIds),
      depts().map((d) => d.deptId),
      ['部门', 'Department'],
    );
  },
  defaults: () => ({ dataScope: '1', menuCheckStrictly: true, deptCheckStrictly: true, status: '0', remark: '' }),
  afterSave: (row) => {
    const record = row as RoleRow & RoleBody;
    const menuIds = idArray(record.menuIds);
    const deptIds = idArray(record.deptIds);
    delete record.menuIds;
    delete record.deptIds;
    row.roleSort = Number(row.roleSort);
    if (menuIds) replaceRoleMenus(row.roleId, menuIds);
    if (deptIds) replaceRoleDepts(row.roleId, deptIds);
  },
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const role = roles().find((r) => r.roleId === id);
      refuseAdminRole(ctx, role);
      if (role && userRoles().some((ur) => ur.roleId === id)) {
        refuse(ctx, `角色“${role.roleName}”已分配，不能删除`, `The role "${role.roleName}" is assigned to users`);
      }
    }
  },
  afterDelete: (ids) => {
    removeWhere(roleMenus(), (rm) => ids.includes(rm.roleId));
    removeWhere(roleDepts(), (rd) => ids.includes(rd.roleId));
    removeWhere(classRoles(), (cr) => ids.includes(cr.roleId));
    touch('sys_role_menu');
    touch('sys_role_dept');
    touch('sys_file_cls_role');
  },
  beforeChangeStatus: (row, _status, ctx) => refuseAdminRole(ctx, row),
  exportColumns: [
    col('roleId', '角色编号', 'Role ID'),
    col('roleName', '角色名称', 'Role name'),
    col('roleKey', '权限字符', 'Role key'),
    col('roleSort', '显示顺序', 'Order'),
    col('dataScope', '数据范围', 'Data scope'),
    col('status', '状态', 'Status'),
    col('remark', '备注', 'Remark'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '角色数据', en: 'Roles' },
  valid: true,
  changeStatus: true,
  options: { label: 'roleName', value: 'roleId' },
  onWrite: auditWrites('角色管理'),
};

function findRole(ctx: HandlerContext, roleId: unknown): RoleRow {
  const role = roles().find((r) => r.roleId === toId(roleId));
  if (!role) refuse(ctx, '角色不存在', 'The role does not exist');
  return role;
}

function findUser(ctx: HandlerContext, userId: unknown): UserRow {
  const user = users().find((u) => u.userId === toId(userId));
  if (!user) refuse(ctx, '用户不存在', 'The user does not exist');
  return user;
}

/** Allocated / unallocated users of a role, filtered by userName and phonenumber. */
function roleUsers(allocated: boolean) {
  return guarded('system:role:list', (ctx) => {
    const query = queryOf(ctx.url);
    const role = findRole(ctx, query.roleId);
    const holders = new Set(
      userRoles()
        .filter((ur) => ur.roleId === role.roleId)
        .map((ur) => ur.userId),
    );
    const userName = (query.userName ?? '').toLowerCase();
    const phone = query.phonenumber ?? '';
    const rows = users().filter(
      (u) =>
        holders.has(u.userId) === allocated &&
        u.userName.toLowerCase().includes(userName) &&
        u.phonenumber.includes(phone),
    );
    const { list, total } = paginate(rows, query);
    return ok({ list: list.map(presentUser), total });
  });
}

function grant(ctx: HandlerContext, params: unknown): void {
  recordOperation(ctx, { title: '角色管理', businessType: '4', params });
}

const userExtras: RequestHandler[] = [
  http.put(
    `${API}/users/usermng/resetPwd`,
    guarded('system:user:resetPwd', async (ctx) => {
      const body = await readJson<{ id: number; userId: number; password: string }>(ctx.request);
      const user = findUser(ctx, body.id ?? body.userId);
      const password = String(body.password ?? '');
      if (password.length < 5 || password.length > 20) {
        refuse(ctx, '用户密码长度必须介于 5 和 20 之间', 'The password must be 5 to 20 characters long');
      }
      user.password = password;
      Object.assign(user, { updateBy: ctx.user.row.userName, updateTime: now() });
      touch('sys_user');
      recordOperation(ctx, { title: '用户管理', businessType: '2', params: body });
      return ok();
    }),
  ),
  http.put(
    `${API}/users/usermng/authRole`,
    guarded('system:user:edit', (ctx) => {
      const query = queryOf(ctx.url);
      const user = findUser(ctx, query.userId);
      const roleIds = parseIds(query.roleIds);
      if (user.userId === ADMIN_USER_ID)
        refuse(ctx, '不允许操作超级管理员用户', 'The super administrator cannot be changed');
      checkKnown(
        ctx,
        roleIds,
        roles().map((r) => r.roleId),
        ['角色', 'Role'],
      );
      setUserRoles(user.userId, roleIds);
      recordOperation(ctx, { title: '用户管理', businessType: '4', params: query });
      return ok();
    }),
  ),
  http.get(
    `${API}/users/usermng/authRole/:id`,
    guarded('system:user:query', (ctx) => {
      const user = findUser(ctx, ctx.params.id);
      const assigned = new Set(roleIdsOf(user.userId));
      const list = roles()
        .filter((r) => user.userId === ADMIN_USER_ID || !isAdminRole(r))
        .sort((a, b) => a.roleSort - b.roleSort)
        .map((r) => ({ ...r, flag: assigned.has(r.roleId) }));
      return ok({ user: presentUser(user), roles: list });
    }),
  ),
];

const roleExtras: RequestHandler[] = [
  http.put(
    `${API}/roles/dataScope`,
    guarded('system:role:edit', async (ctx) => {
      const body = await readJson<{ roleId: number; dataScope: string; deptIds: unknown }>(ctx.request);
      const role = findRole(ctx, body.roleId);
      refuseAdminRole(ctx, role);
      const dataScope = String(body.dataScope ?? '');
      if (!DATA_SCOPES.includes(dataScope)) refuse(ctx, '数据范围无效', 'Invalid data scope');
      role.dataScope = dataScope as RoleRow['dataScope'];
      const deptIds = dataScope === '2' ? (idArray(body.deptIds) ?? []) : [];
      checkKnown(
        ctx,
        deptIds,
        depts().map((d) => d.deptId),
        ['部门', 'Department'],
      );
      replaceRoleDepts(role.roleId, deptIds);
      Object.assign(role, { updateBy: ctx.user.row.userName, updateTime: now() });
      touch('sys_role');
      grant(ctx, body);
      return ok();
    }),
  ),
  http.get(`${API}/roles/authUser/allocatedList`, roleUsers(true)),
  http.get(`${API}/roles/authUser/unallocatedList`, roleUsers(false)),
  http.put(
    `${API}/roles/authUser/cancel`,
    guarded('system:role:edit', async (ctx) => {
      const body = await readJson<{ roleId: number; userId: number }>(ctx.request);
      const role = findRole(ctx, body.roleId);
      const user = findUser(ctx, body.userId);
      if (isAdminRole(role) && user.userId === ADMIN_USER_ID) {
        refuse(ctx, '不允许取消超级管理员的管理员角色', 'The super administrator keeps the admin role');
      }
      removeWhere(userRoles(), (ur) => ur.roleId === role.roleId && ur.userId === user.userId);
      touch('sys_user_role');
      grant(ctx, body);
      return ok();
    }),
  ),
  http.put(
    `${API}/roles/authUser/cancelAll`,
    guarded('system:role:edit', (ctx) => {
      const query = queryOf(ctx.url);
      const role = findRole(ctx, query.roleId);
      const userIds = parseIds(query.userIds);
      if (userIds.length === 0) refuse(ctx, '请选择用户', 'Select the users');
      if (isAdminRole(role) && userIds.includes(ADMIN_USER_ID)) {
        refuse(ctx, '不允许取消超级管理员的管理员角色', 'The super administrator keeps the admin role');
      }
      removeWhere(userRoles(), (ur) => ur.roleId === role.roleId && userIds.includes(ur.userId));
      touch('sys_user_role');
      grant(ctx, query);
      return ok();
    }),
  ),
  http.put(
    `${API}/roles/authUser/selectAll`,
    guarded('system:role:edit', (ctx) => {
      const query = queryOf(ctx.url);
      const role = findRole(ctx, query.roleId);
      const userIds = parseIds(query.userIds);
      if (userIds.length === 0) refuse(ctx, '请选择用户', 'Select the users');
      for (const userId of userIds) findUser(ctx, userId);
      const holders = new Set(
        userRoles()
          .filter((ur) => ur.roleId === role.roleId)
          .map((ur) => ur.userId),
      );
      for (const userId of new Set(userIds))
        if (!holders.has(userId)) userRoles().push({ userId, roleId: role.roleId });
      touch('sys_user_role');
      grant(ctx, query);
      return ok();
    }),
  ),
];

/** Extras first: their paths (`resetPwd`, `authUser/…`) must not reach the generic `{res}/:id` handlers. */
export const systemUserHandlers: RequestHandler[] = [
  ...userExtras,
  ...roleExtras,
  ...crudHandlers(userConfig),
  ...crudHandlers(roleConfig),
];
