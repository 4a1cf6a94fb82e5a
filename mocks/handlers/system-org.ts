import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import { API, guarded, ok, queryOf, readJson, type HandlerContext } from '../lib/http';
import { now } from '../lib/random';
import { auditWrites, recordOperation } from '../seed/logs';
import { depts, posts, roleDepts, roles, userPosts, users, type DeptRow, type PostRow } from '../seed/system';
import {
  buildTree,
  checkedKeys,
  col,
  isNonNegativeNumber,
  refuse,
  removeWhere,
  requireAny,
  toId,
} from './system-shared';

/** Departments (`dept`, the five-level tree) and posts (`deposts`, with their permission strings). */
const deptTreeSpec = {
  id: (d: DeptRow) => d.deptId,
  parentId: (d: DeptRow) => d.parentId,
  label: (d: DeptRow) => d.deptName,
  order: (d: DeptRow) => d.orderNum,
};

const byParentThenOrder = (a: DeptRow, b: DeptRow) => a.parentId - b.parentId || a.orderNum - b.orderNum;

function ancestorsOf(dept: DeptRow): number[] {
  return dept.ancestors.split(',').map(Number);
}

function descendantsOf(deptId: number): DeptRow[] {
  return depts().filter((d) => ancestorsOf(d).includes(deptId));
}

function validateDept(record: Partial<DeptRow>, ctx: HandlerContext, existing: DeptRow | undefined): void {
  const parentId = Number(record.parentId);
  const name = String(record.deptName ?? '').trim();
  if (!isNonNegativeNumber(record.orderNum)) refuse(ctx, '显示排序必须是非负数', 'The order must be 0 or more');
  if (existing && parentId === existing.deptId) {
    refuse(ctx, `修改部门“${name}”失败，上级部门不能是自己`, `"${name}" cannot be its own parent`);
  }
  const isRoot = existing?.parentId === 0 && parentId === 0;
  const parent = depts().find((d) => d.deptId === parentId);
  if (!isRoot && !parent) refuse(ctx, '上级部门不存在', 'The parent department does not exist');
  if (existing && parent && ancestorsOf(parent).includes(existing.deptId)) {
    refuse(ctx, `修改部门“${name}”失败，上级部门不能是自己的下级`, `"${name}" cannot move below itself`);
  }
  if (!existing && parent?.status === '1') refuse(ctx, '部门停用，不允许新增', 'The parent department is disabled');
  const clash = depts().find((d) => d.parentId === parentId && d.deptName === name && d.deptId !== existing?.deptId);
  if (clash) refuse(ctx, `部门名称“${name}”已存在`, `A department "${name}" already exists under this parent`);
  if (existing && record.status === '1' && descendantsOf(existing.deptId).some((d) => d.status === '0')) {
    refuse(ctx, '该部门包含未停用的子部门！', 'The department has enabled sub-departments');
  }
  if (record.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(record.email))) {
    refuse(ctx, '邮箱格式不正确', 'The e-mail address is not valid');
  }
  if (record.phone && !/^[\d+\-\s]{5,20}$/.test(String(record.phone))) {
    refuse(ctx, '联系电话格式不正确', 'The phone number is not valid');
  }
}

const deptConfig: CrudConfig<DeptRow> = {
  path: 'dept',
  rows: depts,
  tableName: 'sys_dept',
  idKey: 'deptId',
  perm: 'system:dept',
  filters: { deptName: 'like', status: 'eq' },
  defaultSort: { field: 'orderNum', order: 'asc' },
  required: [
    { field: 'parentId', message: { zh: '上级部门不能为空', en: 'The parent department is required' } },
    { field: 'deptName', message: { zh: '部门名称不能为空', en: 'The department name is required' } },
    { field: 'orderNum', message: { zh: '显示排序不能为空', en: 'The order is required' } },
  ],
  validate: validateDept,
  defaults: () => ({ leader: '', phone: '', email: '', status: '0' }),
  afterSave: (row, _body, _ctx, previous) => {
    row.parentId = Number(row.parentId);
    row.orderNum = Number(row.orderNum);
    const parent = depts().find((d) => d.deptId === row.parentId);
    const ancestors = parent ? `${parent.ancestors},${parent.deptId}` : '0';
    if (previous && previous.ancestors !== ancestors) {
      // Moving a dept moves its subtree: every descendant's ancestors change prefix.
      const oldPrefix = `${previous.ancestors},${row.deptId}`;
      const newPrefix = `${ancestors},${row.deptId}`;
      for (const child of depts()) {
        if (child.ancestors === oldPrefix || child.ancestors.startsWith(`${oldPrefix},`)) {
          child.ancestors = newPrefix + child.ancestors.slice(oldPrefix.length);
        }
      }
    }
    row.ancestors = ancestors;
    // Enabling a dept enables the depts above it.
    if (row.status === '0') {
      const above = new Set(ancestorsOf(row));
      for (const dept of depts()) if (above.has(dept.deptId)) dept.status = '0';
    }
  },
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const dept = depts().find((d) => d.deptId === id);
      if (!dept) continue;
      if (depts().some((d) => d.parentId === id && !ids.includes(d.deptId))) {
        refuse(ctx, `部门“${dept.deptName}”存在下级部门，不允许删除`, `"${dept.deptName}" has sub-departments`);
      }
      if (users().some((u) => u.deptId === id)) {
        refuse(ctx, `部门“${dept.deptName}”存在用户，不允许删除`, `"${dept.deptName}" still has users`);
      }
    }
  },
  afterDelete: (ids) => {
    removeWhere(roleDepts(), (rd) => ids.includes(rd.deptId));
    touch('sys_role_dept');
  },
  valid: true,
  onWrite: auditWrites('部门管理'),
};

const deptExtras: RequestHandler[] = [
  http.get(
    `${API}/dept/list`,
    guarded('system:dept:list', ({ url }) => {
      const query = queryOf(url);
      const name = (query.deptName ?? '').toLowerCase();
      const rows = depts()
        .filter((d) => d.deptName.toLowerCase().includes(name) && (!query.status || d.status === query.status))
        .sort(byParentThenOrder);
      return ok(rows);
    }),
  ),
  http.get(
    `${API}/dept/treeselect`,
    guarded(undefined, (ctx) => {
      requireAny(ctx, ['system:dept:list', 'system:user:list', 'system:role:query']);
      return ok(
        buildTree(
          depts().filter((d) => d.status === '0'),
          deptTreeSpec,
        ),
      );
    }),
  ),
  http.get(
    `${API}/dept/treeselect/exclude/:id`,
    guarded('system:dept:list', (ctx) => {
      const id = toId(ctx.params.id);
      const rows = depts().filter((d) => d.deptId !== id && !ancestorsOf(d).includes(id ?? -1));
      // A disabled dept cannot become a parent.
      return ok(buildTree(rows, { ...deptTreeSpec, disabled: (d) => d.status === '1' }));
    }),
  ),
  http.get(
    `${API}/dept/roleDeptTreeselect/:roleId`,
    guarded('system:role:query', (ctx) => {
      const role = roles().find((r) => r.roleId === toId(ctx.params.roleId));
      if (!role) refuse(ctx, '角色不存在', 'The role does not exist');
      const enabled = depts().filter((d) => d.status === '0');
      const assigned = new Set(
        roleDepts()
          .filter((rd) => rd.roleId === role.roleId)
          .map((rd) => rd.deptId),
      );
      return ok({
        depts: buildTree(enabled, deptTreeSpec),
        checkedKeys: checkedKeys(enabled, assigned, deptTreeSpec, role.deptCheckStrictly),
      });
    }),
  ),
];

const PERMISSION_PATTERN = /^[\w*-]+(:[\w*-]+)*$/;

const postConfig: CrudConfig<PostRow> = {
  path: 'deposts',
  rows: posts,
  tableName: 'sys_post',
  idKey: 'postId',
  perm: 'system:post',
  filters: { postCode: 'like', postName: 'like', roleKey: 'like', status: 'eq' },
  defaultSort: { field: 'postSort', order: 'asc' },
  required: [
    { field: 'postCode', message: { zh: '岗位编码不能为空', en: 'The post code is required' } },
    { field: 'postName', message: { zh: '岗位名称不能为空', en: 'The post name is required' } },
    { field: 'roleKey', message: { zh: '角色权限字符不能为空', en: 'The role key is required' } },
  ],
  unique: [
    { fields: ['postCode'], message: { zh: '岗位编码“{value}”已存在', en: 'The post code "{value}" is taken' } },
    { fields: ['postName'], message: { zh: '岗位名称“{value}”已存在', en: 'The post name "{value}" is taken' } },
  ],
  validate: (record, ctx) => {
    if (record.postSort !== undefined && !isNonNegativeNumber(record.postSort)) {
      refuse(ctx, '显示顺序必须是非负数', 'The order must be 0 or more');
    }
  },
  defaults: () => ({ postSort: 0, status: '0', remark: '', perms: [] }),
  afterSave: (row, _body, _ctx, previous) => {
    row.postSort = Number(row.postSort);
    // Permissions change only through `deposts/pers/`.
    row.perms = previous ? previous.perms : [];
  },
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const post = posts().find((p) => p.postId === id);
      if (post && userPosts().some((up) => up.postId === id)) {
        refuse(ctx, `岗位“${post.postName}”已分配，不能删除`, `The post "${post.postName}" is assigned to users`);
      }
    }
  },
  present: ({ perms: _perms, ...post }) => post,
  exportColumns: [
    col('postId', '岗位编号', 'Post ID'),
    col('postCode', '岗位编码', 'Code'),
    col('postName', '岗位名称', 'Name'),
    col('postSort', '岗位排序', 'Order'),
    col('roleKey', '角色权限字符', 'Role key'),
    col('status', '状态', 'Status'),
    col('remark', '备注', 'Remark'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '岗位数据', en: 'Posts' },
  valid: true,
  changeStatus: true,
  options: { label: 'postName', value: 'postId' },
  onWrite: auditWrites('岗位管理'),
};

const updatePostPermissions = guarded('system:post:edit', async (ctx) => {
  const body = await readJson<{ postId: number; perms: unknown }>(ctx.request);
  const post = posts().find((p) => p.postId === toId(body.postId));
  if (!post) refuse(ctx, '岗位不存在', 'The post does not exist');
  if (!Array.isArray(body.perms) || body.perms.some((p) => typeof p !== 'string')) {
    refuse(ctx, '权限必须是字符串数组', 'Permissions must be an array of strings');
  }
  const perms = (body.perms as string[]).map((p) => p.trim()).filter(Boolean);
  const bad = perms.find((p) => !PERMISSION_PATTERN.test(p));
  if (bad !== undefined) refuse(ctx, `权限字符“${bad}”格式不正确`, `The permission "${bad}" is malformed`);
  post.perms = [...new Set(perms)];
  Object.assign(post, { updateBy: ctx.user.row.userName, updateTime: now() });
  touch('sys_post');
  recordOperation(ctx, { title: '岗位管理', businessType: '4', params: body });
  return ok();
});

const postExtras: RequestHandler[] = [
  http.get(
    `${API}/deposts/pers/:id`,
    guarded('system:post:query', (ctx) => {
      const post = posts().find((p) => p.postId === toId(ctx.params.id));
      if (!post) refuse(ctx, '岗位不存在', 'The post does not exist');
      return ok({ postId: post.postId, perms: post.perms ?? [] });
    }),
  ),
  http.put(`${API}/deposts/pers/`, updatePostPermissions),
  http.put(`${API}/deposts/pers`, updatePostPermissions),
];

export const systemOrgHandlers: RequestHandler[] = [
  ...deptExtras,
  ...postExtras,
  ...crudHandlers(deptConfig),
  ...crudHandlers(postConfig),
];
