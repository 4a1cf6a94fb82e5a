import { saveAs } from 'file-saver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deptApi } from '@/api/modules/system/dept';
import { dictItemApi, dictTypeApi } from '@/api/modules/system/dict';
import { fileApi, fileClassApi } from '@/api/modules/system/file';
import { fileClassRoleApi } from '@/api/modules/system/file-class-role';
import { jobApi, jobLogApi } from '@/api/modules/system/job';
import { loginLogApi } from '@/api/modules/system/login-log';
import { menuApi } from '@/api/modules/system/menu';
import { operLogApi } from '@/api/modules/system/operlog';
import { paramApi } from '@/api/modules/system/param';
import { postApi } from '@/api/modules/system/post';
import { roleApi } from '@/api/modules/system/role';
import { userApi } from '@/api/modules/system/user';
import type { Id, PageQuery, PageResult } from '@/api/types';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Every function of the platform-administration modules, against the mock: the request it sends and the answer's shape. */
interface Seen {
  method: string;
  /** Below /api/admin/. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string | null;
}

let pending: Promise<Seen>[] = [];

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]));
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  const clone = request.clone();
  pending.push(
    readBody(clone).then((body) => ({
      method: request.method,
      path: decodeURIComponent(url.pathname.replace(/^\/api\/admin\//, '')),
      query: Object.fromEntries(url.searchParams),
      body,
      contentType: request.headers.get('content-type'),
    })),
  );
};

/** The requests sent since the last call of `sent()`. */
async function sent(): Promise<Seen[]> {
  const seen = await Promise.all(pending);
  pending = [];
  return seen;
}

async function lastCall(): Promise<Seen> {
  const seen = await sent();
  const last = seen.at(-1);
  if (!last) throw new Error('no request was sent');
  return last;
}

beforeEach(async () => {
  await signIn();
  pending = [];
  server.events.on('request:start', listener);
});
afterEach(() => {
  server.events.removeListener('request:start', listener);
  vi.mocked(saveAs).mockReset();
});

interface StandardApi {
  path: string;
  page: (query: PageQuery) => Promise<PageResult<object>>;
  get: (id: Id) => Promise<object>;
  create?: (record: Record<string, unknown>) => Promise<Id>;
  update?: (record: Record<string, unknown>) => Promise<void>;
  remove: (id: Id) => Promise<void>;
  removeBatch: (ids: readonly Id[]) => Promise<void>;
}

interface StandardCase {
  name: string;
  api: StandardApi;
  idKey: string;
  filter: PageQuery;
  /** Fields every listed row has. */
  fields: string[];
  create?: () => Record<string, unknown>;
  change?: Record<string, unknown>;
  /** For read-only resources: an existing id to read and delete. */
  existing?: [number, number, number];
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${++serial}`;

const STANDARD: StandardCase[] = [
  {
    name: 'users/usermng',
    api: userApi,
    idKey: 'userId',
    filter: { userName: 'user01', status: '0' },
    fields: ['userId', 'userName', 'nickName', 'deptName', 'status', 'roleIds', 'postIds'],
    create: () => ({ userName: unique('t'), nickName: '测试员', password: 'secret1', deptId: 103, roleIds: [3] }),
    change: { nickName: '测试员二' },
  },
  {
    name: 'roles',
    api: roleApi,
    idKey: 'roleId',
    filter: { roleName: '员', status: '0' },
    fields: ['roleId', 'roleName', 'roleKey', 'roleSort', 'dataScope', 'status'],
    create: () => ({ roleName: unique('角色'), roleKey: unique('r'), roleSort: 9, menuIds: [1, 2] }),
    change: { remark: '改过' },
  },
  {
    name: 'dept',
    api: deptApi,
    idKey: 'deptId',
    filter: { deptName: '销售', status: '0' },
    fields: ['deptId', 'parentId', 'ancestors', 'deptName', 'orderNum', 'status'],
    create: () => ({ parentId: 101, deptName: unique('测试部'), orderNum: 9 }),
    change: { leader: '王工' },
  },
  {
    name: 'deposts',
    api: postApi,
    idKey: 'postId',
    filter: { postName: '员', status: '0' },
    fields: ['postId', 'postCode', 'postName', 'postSort', 'status'],
    create: () => ({ postCode: unique('p'), postName: unique('岗位'), roleKey: 'guest', postSort: 9 }),
    change: { remark: '改过' },
  },
  {
    name: 'menus',
    api: menuApi,
    idKey: 'menuId',
    filter: { menuName: 'user' },
    fields: ['menuId', 'parentId', 'menuName', 'menuType', 'perms', 'orderNum'],
    create: () => ({ parentId: 1, menuName: unique('菜单'), menuType: 'C', path: unique('m'), orderNum: 99 }),
    change: { icon: 'StarOutlined' },
  },
  {
    name: 'params',
    api: paramApi,
    idKey: 'paramId',
    filter: { keyName: 'tower', paramType: 'N' },
    fields: ['paramId', 'name', 'keyName', 'keyValue', 'paramType', 'status'],
    create: () => ({ name: '测试参数', keyName: unique('test.key.'), keyValue: '1' }),
    change: { keyValue: '2' },
  },
  {
    name: 'dicts',
    api: dictTypeApi,
    idKey: 'dictId',
    filter: { dictType: 'sys_', status: '0' },
    fields: ['dictId', 'dictName', 'dictType', 'status'],
    create: () => ({ dictName: '测试字典', dictType: unique('test_') }),
    change: { remark: '改过' },
  },
  {
    name: 'dicts/items',
    api: dictItemApi,
    idKey: 'dictCode',
    filter: { dictType: 'sys_oper_type' },
    fields: ['dictCode', 'dictType', 'dictLabel', 'dictValue', 'sort', 'listClass', 'status'],
    create: () => ({ dictType: 'sys_yes_no', dictLabel: '未知', dictValue: unique('U'), sort: 3 }),
    change: { listClass: 'warning' },
  },
  {
    name: 'job/mng',
    api: jobApi,
    idKey: 'jobId',
    filter: { jobName: '料塔', jobGroup: 'DEFAULT' },
    fields: ['jobId', 'jobName', 'jobGroup', 'invokeTarget', 'cronExpression', 'status'],
    create: () => ({
      jobName: '测试任务',
      jobGroup: 'DEFAULT',
      invokeTarget: 'ryTask.ryNoParams',
      cronExpression: '0 0/5 * * * ?',
      misfirePolicy: '3',
      concurrent: '1',
    }),
    change: { cronExpression: '0 0 1 * * ?' },
  },
  {
    name: 'files/cls',
    api: fileClassApi,
    idKey: 'clsId',
    filter: { name: '产品' },
    fields: ['clsId', 'name', 'key', 'sort', 'status'],
    create: () => ({ name: unique('分类'), key: unique('k') }),
    change: { remark: '改过' },
  },
  {
    name: 'files',
    api: fileApi,
    idKey: 'fileId',
    filter: { clsId: 2, name: '说明书' },
    fields: ['fileId', 'clsId', 'clsName', 'clsKey', 'name', 'key', 'size', 'mimeType'],
    existing: [10, 11, 12],
    change: { remark: '改过' },
  },
  {
    name: 'operations',
    api: operLogApi,
    idKey: 'operId',
    filter: { title: '用户', businessType: '1,2' },
    fields: ['operId', 'title', 'businessType', 'requestMethod', 'operatorName', 'operUrl', 'status', 'createTime'],
    existing: [20, 21, 22],
  },
  {
    name: 'users/loginLog',
    api: loginLogApi,
    idKey: 'infoId',
    filter: { name: 'admin', status: '0' },
    fields: ['infoId', 'name', 'ipaddr', 'location', 'browser', 'os', 'msg', 'status', 'createTime'],
    existing: [20, 21, 22],
  },
  {
    name: 'job/log',
    api: jobLogApi,
    idKey: 'jobLogId',
    filter: { jobGroup: 'SYSTEM', status: '0' },
    fields: ['jobLogId', 'jobName', 'jobGroup', 'invokeTarget', 'jobMessage', 'status', 'createTime'],
    existing: [20, 21, 22],
  },
];

describe('standard family of every platform resource', () => {
  it.each(STANDARD)('$name: page, get, create and update (unless read-only), remove, removeBatch', async (c) => {
    expect(c.api.path).toBe(c.name);

    const page = await c.api.page({ page: 1, limit: 5, ...c.filter });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: `${c.name}/page`,
      query: Object.fromEntries(Object.entries({ page: 1, limit: 5, ...c.filter }).map(([k, v]) => [k, String(v)])),
    });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.length).toBeLessThanOrEqual(5);
    for (const row of page.list) for (const field of c.fields) expect(row).toHaveProperty(field);

    let ids: number[];
    if (c.create && c.api.create) {
      const record = c.create();
      const id = Number(await c.api.create(record));
      expect(await lastCall()).toMatchObject({ method: 'POST', path: c.name, body: record });
      expect(id).toBeGreaterThan(0);
      ids = [id, Number(await c.api.create(c.create())), Number(await c.api.create(c.create()))];
      await sent();
    } else {
      expect(c.api.create).toBeUndefined();
      ids = c.existing ?? [];
    }

    const row = (await c.api.get(ids[0])) as Record<string, unknown>;
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/${ids[0]}` });
    expect(row[c.idKey]).toBe(ids[0]);
    expect(row).not.toHaveProperty('password');

    if (c.change && c.api.update) {
      const change = { [c.idKey]: ids[0], ...c.change };
      await c.api.update(change);
      expect(await lastCall()).toMatchObject({ method: 'PUT', path: c.name, body: change });
      expect(await c.api.get(ids[0])).toMatchObject(c.change);
    } else {
      expect(c.api.update).toBeUndefined();
    }

    await c.api.remove(ids[0]);
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/${ids[0]}` });
    await c.api.removeBatch(ids.slice(1));
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/batch/${ids.slice(1).join(',')}` });
    await expect(c.api.get(ids[1])).rejects.toMatchObject({ message: '记录不存在' });
  });
});

describe('exports', () => {
  const exporters: [string, (query?: PageQuery) => Promise<boolean>, PageQuery][] = [
    ['users/usermng', userApi.exportExcel, { status: '0', page: 2, limit: 10 }],
    ['roles', roleApi.exportExcel, { roleName: '员' }],
    ['deposts', postApi.exportExcel, {}],
    ['params', paramApi.exportExcel, { paramType: 'Y' }],
    ['dicts', dictTypeApi.exportExcel, {}],
    ['dicts/items', dictItemApi.exportExcel, { dictType: 'sys_oper_type' }],
    ['operations', operLogApi.exportExcel, { businessType: '3', beginTime: '2026-01-01 00:00:00' }],
    ['users/loginLog', loginLogApi.exportExcel, { status: '1' }],
    ['job/mng', jobApi.exportExcel, {}],
    ['job/log', jobLogApi.exportExcel, { status: '1' }],
    ['files/cls', fileClassApi.exportExcel, {}],
  ];

  it.each(exporters)(
    '%s: GET downloadExcel with the filters, no paging, and saves an xlsx',
    async (path, run, query) => {
      await expect(run(query)).resolves.toBe(true);
      const { page: _page, limit: _limit, ...filters } = query;
      const call = await lastCall();
      expect(call).toMatchObject({ method: 'GET', path: `${path}/downloadExcel` });
      expect(call.query).toEqual(Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])));
      // msw's node XHR interceptor turns blob bodies into text: mock-crud-system.test.ts reads the cells through fetch.
      const [blob, filename] = vi.mocked(saveAs).mock.calls.at(-1) ?? [];
      expect(blob).toBeInstanceOf(Blob);
      expect((blob as Blob).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(String(filename)).toMatch(/\.xlsx$/);
    },
  );
});

describe('users/usermng extras', () => {
  it('valid, changeStatus, resetPwd, authRole, getAuthRole', async () => {
    await expect(userApi.valid({ userName: 'brand-new', nickName: 'N', password: 'secret1' })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'users/usermng/valid',
      body: { userName: 'brand-new' },
    });

    await userApi.changeStatus({ id: 5, status: '1' });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'users/usermng/changeStatus',
      body: { id: 5, status: '1' },
    });
    expect((await userApi.get(5)).status).toBe('1');

    await userApi.resetPwd({ id: 5, password: 'newpass1' });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'users/usermng/resetPwd',
      body: { id: 5, password: 'newpass1' },
    });

    await userApi.authRole(5, [3, 4]);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'users/usermng/authRole',
      query: { userId: '5', roleIds: '3,4' },
      body: undefined,
    });

    const auth = await userApi.getAuthRole(5);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'users/usermng/authRole/5' });
    expect(auth.user).toMatchObject({ userId: 5, roleIds: [3, 4] });
    expect(auth.user).not.toHaveProperty('password');
    expect(auth.roles.filter((r) => r.flag).map((r) => r.roleId)).toEqual([3, 4]);
    // Only the super administrator is offered the admin role.
    expect(auth.roles.some((r) => r.roleKey === 'admin')).toBe(false);
  });
});

describe('roles extras', () => {
  it('options, valid, changeStatus, dataScope', async () => {
    const options = await roleApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'roles/options' });
    expect(options).toContainEqual({ label: '操作员', value: 2 });
    expect(options.some((o) => o.label === '访客')).toBe(false);

    await expect(roleApi.valid({ roleName: '新角色', roleKey: 'new', roleSort: 1 })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'roles/valid' });

    await roleApi.changeStatus({ id: 3, status: '1' });
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: 'roles/changeStatus', body: { id: 3, status: '1' } });

    await roleApi.dataScope({ roleId: 3, dataScope: '2', deptIds: [101, 102] });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'roles/dataScope',
      body: { roleId: 3, dataScope: '2', deptIds: [101, 102] },
    });
    const tree = await deptApi.roleDeptTreeselect(3);
    expect(tree.checkedKeys).toContain(102);
    expect((await roleApi.get(3)).dataScope).toBe('2');
  });

  it('authUser allocatedList, unallocatedList, cancel, cancelAll, selectAll', async () => {
    const allocated = await roleApi.allocatedList({ roleId: 3, page: 1, limit: 10, userName: 'user' });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'roles/authUser/allocatedList',
      query: { roleId: '3', page: '1', limit: '10', userName: 'user' },
    });
    const unallocated = await roleApi.unallocatedList({ roleId: 3, page: 1, limit: 10 });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'roles/authUser/unallocatedList' });
    const all = await roleApi.unallocatedList({ roleId: 3, page: 1, limit: 10, phonenumber: '' });
    expect(await lastCall()).toMatchObject({ query: { roleId: '3', page: '1', limit: '10' } });
    expect(all.total).toBe(unallocated.total);
    expect(allocated.total + unallocated.total).toBe(150);
    expect(allocated.list[0]).toHaveProperty('userName');
    expect(allocated.list[0]).not.toHaveProperty('password');

    const holder = Number(allocated.list[0].userId);
    await roleApi.cancel({ roleId: 3, userId: holder });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'roles/authUser/cancel',
      body: { roleId: 3, userId: holder },
    });

    const outsiders = unallocated.list.slice(0, 2).map((u) => Number(u.userId));
    await roleApi.selectAll(3, outsiders);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'roles/authUser/selectAll',
      query: { roleId: '3', userIds: outsiders.join(',') },
    });
    expect((await roleApi.allocatedList({ roleId: 3, page: 1, limit: 10 })).total).toBe(allocated.total + 1);

    await roleApi.cancelAll(3, outsiders);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'roles/authUser/cancelAll',
      query: { roleId: '3', userIds: outsiders.join(',') },
    });
    expect((await roleApi.allocatedList({ roleId: 3, page: 1, limit: 10 })).total).toBe(allocated.total - 1);
  });
});

describe('file/clsmaprole', () => {
  it('allocatedList, unallocatedList, cancel (alloccated/cancel), cancelAll, selectAll, optionsKey', async () => {
    const allocated = await fileClassRoleApi.allocatedList({ roleId: 3, page: 1, limit: 10, name: '' });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'file/clsmaprole/allocatedList',
      query: { roleId: '3', page: '1', limit: '10' },
    });
    expect(allocated.list.map((c) => c.key)).toEqual(['product', 'manual', 'drawing', 'certificate']);
    const unallocated = await fileClassRoleApi.unallocatedList({ roleId: 3, page: 1, limit: 10, name: '固件' });
    expect(await lastCall()).toMatchObject({ path: 'file/clsmaprole/unallocatedList', query: { name: '固件' } });
    expect(unallocated.list.map((c) => c.key)).toEqual(['firmware']);

    await fileClassRoleApi.cancel({ roleId: 3, clsId: 1 });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'file/clsmaprole/alloccated/cancel',
      body: { roleId: 3, clsId: 1 },
    });
    await fileClassRoleApi.selectAll(3, [5, 6]);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'file/clsmaprole/selectAll',
      query: { roleId: '3', clsIds: '5,6' },
    });
    await fileClassRoleApi.cancelAll(3, [2, 5]);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'file/clsmaprole/cancelAll',
      query: { roleId: '3', clsIds: '2,5' },
    });
    const now = await fileClassRoleApi.allocatedList({ roleId: 3, page: 1, limit: 10 });
    expect(now.list.map((c) => c.clsId)).toEqual([3, 4, 6]);

    const options = await fileClassRoleApi.optionsKey();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'file/clsmaprole/optionsKey' });
    expect(options[0]).toEqual({ label: '产品图片', value: 'product' });
    expect(options).toHaveLength(8);
  });
});

describe('dept extras', () => {
  it('list, treeselect, treeselectExclude, roleDeptTreeselect', async () => {
    const list = await deptApi.list({ deptName: '分公司', status: '0' });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'dept/list',
      query: { deptName: '分公司', status: '0' },
    });
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ parentId: expect.any(Number), ancestors: expect.stringMatching(/^0,100,/) });

    const tree = await deptApi.treeselect();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'dept/treeselect' });
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 100, label: '衡器科技集团' });
    expect(tree[0].children?.map((c) => c.label)).toEqual(['华东大区', '华北大区']);

    const region = tree[0].children?.[0];
    const excluded = await deptApi.treeselectExclude(Number(region?.id));
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `dept/treeselect/exclude/${region?.id}` });
    const ids = JSON.stringify(excluded);
    expect(ids).not.toContain(`"id":${region?.id},`);
    expect(ids).not.toContain('上海分公司');
    expect(ids).toContain('华北大区');

    const scoped = await deptApi.roleDeptTreeselect(4);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'dept/roleDeptTreeselect/4' });
    expect(scoped.depts[0].id).toBe(100);
    // 101 and 102 are assigned; 101 is 102's parent, so only the leaf-most one is checked.
    expect(scoped.checkedKeys).toEqual([102]);
  });
});

describe('deposts extras', () => {
  it('valid, changeStatus, options, permissions, updatePermissions', async () => {
    await expect(postApi.valid({ postCode: 'new', postName: '新岗位', roleKey: 'guest' })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'deposts/valid' });
    await postApi.changeStatus({ id: 3, status: '1' });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'deposts/changeStatus',
      body: { id: 3, status: '1' },
    });
    const options = await postApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'deposts/options' });
    expect(options).toContainEqual({ label: '董事长', value: 1 });
    expect(options.some((o) => o.value === 3)).toBe(false);

    expect(await postApi.permissions(2)).toEqual({ postId: 2, perms: [] });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'deposts/pers/2' });
    await postApi.updatePermissions({ postId: 2, perms: ['system:user:list', 'wms:sensor:query'] });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'deposts/pers/',
      body: { postId: 2, perms: ['system:user:list', 'wms:sensor:query'] },
    });
    expect((await postApi.permissions(2)).perms).toEqual(['system:user:list', 'wms:sensor:query']);
    await expect(postApi.updatePermissions({ postId: 2, perms: ['bad perm!'] })).rejects.toMatchObject({
      message: '权限字符“bad perm!”格式不正确',
    });
  });
});

describe('menus extras', () => {
  it('list, treeselect, roleMenuTreeselect', async () => {
    const list = await menuApi.list({ menuName: 'user', status: '0' });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'menus/list',
      query: { menuName: 'user', status: '0' },
    });
    expect(list.map((m) => m.menuName)).toContain('user');
    expect(list[0]).toHaveProperty('perms');

    const tree = await menuApi.treeselect();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'menus/treeselect' });
    expect(tree.map((n) => n.label)).toEqual(['system', 'quartz', 'wms', 'tower', 'device', 'messageCenter']);

    const operator = await menuApi.roleMenuTreeselect(2);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'menus/roleMenuTreeselect/2' });
    expect(operator.menus).toHaveLength(6);
    expect(operator.checkedKeys.length).toBeGreaterThan(10);
    // Linked checking: no parent whose child is also checked.
    const parents = new Set<number>();
    const walk = (nodes: typeof operator.menus) =>
      nodes.forEach((n) => {
        if (n.children) {
          parents.add(n.id);
          walk(n.children);
        }
      });
    walk(operator.menus);
    expect(operator.checkedKeys.some((id) => parents.has(id))).toBe(false);
  });
});

describe('params, dicts, jobs, logs, files extras', () => {
  it('params: valid and changeStatus', async () => {
    await expect(paramApi.valid({ name: 'n', keyName: 'new.key', keyValue: 'v', paramType: 'N' })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'params/valid' });
    await paramApi.changeStatus({ id: 8, status: '1' });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'params/changeStatus',
      body: { id: 8, status: '1' },
    });
  });

  it('dicts: options, refresh, valid; items: byType, valid', async () => {
    const options = await dictTypeApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'dicts/options' });
    expect(options).toContainEqual({ label: '系统开关', value: 'sys_normal_disable' });
    await dictTypeApi.refresh();
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'dicts/refresh' });
    await expect(dictTypeApi.valid({ dictName: 'x', dictType: 'fresh_type' })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'dicts/valid' });

    const items = await dictItemApi.byType('sys_normal_disable');
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'dicts/items/type/sys_normal_disable' });
    expect(items.map((i) => [i.dictValue, i.dictLabel, i.listClass])).toEqual([
      ['0', '正常', 'primary'],
      ['1', '停用', 'danger'],
    ]);
    expect(items[0]).toMatchObject({ sort: 1, status: '0' });
    await expect(dictItemApi.valid({ dictType: 'sys_yes_no', dictLabel: 'x', dictValue: 'X', sort: 1 })).resolves.toBe(
      true,
    );
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'dicts/items/valid' });
  });

  it('job: valid, changeStatus, run; job log and other logs: clear', async () => {
    await expect(
      jobApi.valid({
        jobName: 'n',
        invokeTarget: 'ryTask.ryNoParams',
        cronExpression: '0 0 2 * * ?',
        jobGroup: 'DEFAULT',
        misfirePolicy: '1',
        concurrent: '1',
      }),
    ).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'job/mng/valid' });
    await jobApi.changeStatus({ id: 2, status: '0' });
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: 'job/mng/changeStatus',
      body: { id: 2, status: '0' },
    });
    await jobApi.run(2);
    const run = await lastCall();
    expect(run).toMatchObject({ method: 'PUT', path: 'job/mng/run' });
    expect(run.body).toEqual({ id: 2 });

    await jobLogApi.clear();
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: 'job/log/clear' });
    expect((await jobLogApi.page({ page: 1, limit: 10 })).total).toBe(0);
    await loginLogApi.clear();
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: 'users/loginLog/clear' });
    expect((await loginLogApi.page({ page: 1, limit: 10 })).total).toBe(0);
    await operLogApi.clear();
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: 'operations/clear' });
    // Only the clearing itself is left.
    const left = await operLogApi.page({ page: 1, limit: 10 });
    expect(left.list.map((r) => [r.title, r.businessType])).toEqual([['操作日志', '9']]);
  });

  it('files: class options, upload with progress, preview, removeByIdPar/KeyPar/IdsPar', async () => {
    const options = await fileClassApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'files/cls/options' });
    expect(options[0]).toEqual({ label: '产品图片', value: 1 });

    const onUploadProgress = vi.fn();
    const content = new TextEncoder().encode('称重记录 1,2,3');
    const stored = await fileApi.upload(new File([content], '记录.txt', { type: 'text/plain' }), 2, {
      onUploadProgress,
    });
    const upload = await lastCall();
    expect(upload).toMatchObject({ method: 'POST', path: 'files', body: { clsId: '2' } });
    expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(onUploadProgress).toHaveBeenCalled();
    // jsdom's FormData loses the file name on its way into msw (the browser keeps it); mock-crud-system.test.ts covers names.
    expect(stored).toMatchObject({ clsId: 2, clsKey: 'manual', size: content.length, key: expect.any(String) });

    const previewPath = fileApi.previewUrl(String(stored.key));
    expect(previewPath).toBe(`/api/content/files/preview/${stored.key}`);
    const preview = await fetch(`http://localhost${previewPath}`);
    expect(Array.from(new Uint8Array(await preview.arrayBuffer()))).toEqual(Array.from(content));

    const second = await fileApi.upload(new Blob(['b']), 2);
    const third = await fileApi.upload(new Blob(['c']), 2);
    const fourth = await fileApi.upload(new Blob(['d']), 2);
    await sent();
    await fileApi.removeByIdPar('manual', Number(stored.fileId));
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `files/idPar/manual/${stored.fileId}` });
    await fileApi.removeByKeyPar('manual', String(second.key));
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `files/keyPar/manual/${second.key}` });
    await expect(fileApi.removeByIdsPar('product', [Number(third.fileId)])).rejects.toMatchObject({
      message: '文件不存在或不属于分类“产品图片”',
    });
    await fileApi.removeByIdsPar('manual', [Number(third.fileId), Number(fourth.fileId)]);
    expect(await lastCall()).toMatchObject({
      method: 'DELETE',
      path: `files/idsPar/manual/${third.fileId},${fourth.fileId}`,
    });
    expect((await fetch(`http://localhost${previewPath}`)).status).toBe(404);
  });
});
