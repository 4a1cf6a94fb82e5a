import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { authApi } from '@/api/modules/auth';
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
import { ApiError } from '@/api/types';
import { getToken } from '@/lib/auth/token';
import { i18n } from '@/lib/i18n';
import { isValidCron } from '@mocks/handlers/system-jobs';
import { mockControl } from '@mocks/node';
import { menus } from '@mocks/seed/menus';
import { depts, roleMenus, users } from '@mocks/seed/system';
import { findToast, OPERATOR, signIn } from '../helpers';

/** Behaviour of the platform-administration mock a user would notice: paging, refusals, permissions, persistence. */
const BASE = 'http://localhost/api/admin';

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** The export as bytes, read with fetch (axios' blob path under msw/node turns bytes into text). */
async function exportSheet(
  path: string,
  query: Record<string, string> = {},
  language = 'zh-CN',
): Promise<Record<string, string>> {
  const response = await fetch(`${BASE}/${path}/downloadExcel?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${getToken()}`, 'Accept-Language': language },
  });
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('paging, filters and sorting', () => {
  it('pages 2,000 operation-log rows newest first, and filters by type, status and time range', async () => {
    await signIn();
    const first = await operLogApi.page({ page: 1, limit: 50 });
    expect(first.total).toBe(2000);
    expect(first.list).toHaveLength(50);
    const times = first.list.map((r) => String(r.createTime));
    expect([...times].sort().reverse()).toEqual(times);
    const last = await operLogApi.page({ page: 40, limit: 50 });
    expect(last.list).toHaveLength(50);
    expect((await operLogApi.page({ page: 41, limit: 50 })).list).toHaveLength(0);

    const deletes = await operLogApi.page({ page: 1, limit: 1000, businessType: '3', status: '1' });
    expect(deletes.total).toBeGreaterThan(0);
    expect(deletes.list.every((r) => r.businessType === '3' && r.status === '1')).toBe(true);

    const range = { beginTime: '2026-06-01 00:00:00', endTime: '2026-06-30 23:59:59' };
    const june = await operLogApi.page({ page: 1, limit: 1000, ...range });
    expect(june.total).toBeGreaterThan(50);
    expect(june.total).toBeLessThan(400);
    expect(
      june.list.every((r) => String(r.createTime) >= range.beginTime && String(r.createTime) <= range.endTime),
    ).toBe(true);
    const oldestFirst = await operLogApi.page({ page: 1, limit: 5, orderBy: 'createTime', order: 'asc' });
    expect(String(oldestFirst.list[0].createTime) < String(first.list[0].createTime)).toBe(true);
  });

  it('has the seeded volumes and lists a dept with everything below it', async () => {
    await signIn();
    expect((await userApi.page({ page: 1, limit: 1 })).total).toBe(150);
    // The seed's 500 plus this test's own sign-in.
    expect((await loginLogApi.page({ page: 1, limit: 1 })).total).toBe(501);
    expect((await jobApi.page({ page: 1, limit: 1 })).total).toBe(30);
    expect((await jobLogApi.page({ page: 1, limit: 1 })).total).toBe(300);
    expect((await fileApi.page({ page: 1, limit: 1 })).total).toBe(200);

    const region = (await deptApi.list({ deptName: '华东大区' }))[0];
    const below = new Set(
      (await deptApi.list())
        .filter((d) => String(d.ancestors).split(',').map(Number).includes(Number(region.deptId)))
        .map((d) => d.deptId),
    );
    const inRegion = await userApi.page({ page: 1, limit: 200, deptId: region.deptId });
    expect(inRegion.total).toBeGreaterThan(20);
    expect(inRegion.total).toBeLessThan(150);
    expect(inRegion.list.every((u) => u.deptId === region.deptId || below.has(u.deptId))).toBe(true);
  });
});

describe('validation and uniqueness', () => {
  it('refuses a duplicate post code with a clear message, in Chinese and English', async () => {
    await signIn();
    const zh = await rejection(postApi.create({ postCode: 'ceo', postName: '新岗位', roleKey: 'guest' }));
    expect(zh.message).toBe('岗位编码“ceo”已存在');
    findToast('岗位编码“ceo”已存在');
    await i18n.changeLanguage('en');
    const en = await rejection(postApi.valid({ postCode: 'x', postName: '董事长', roleKey: 'guest' }));
    expect(en.message).toBe('The post name "董事长" is taken');
  });

  it('checks uniqueness of user name, phone and e-mail but lets several users leave the phone empty', async () => {
    await signIn();
    const base = { nickName: '新人', password: 'secret1' };
    await userApi.create({ ...base, userName: 'nophone1' });
    await userApi.create({ ...base, userName: 'nophone2' });
    expect((await rejection(userApi.create({ ...base, userName: 'admin' }))).message).toBe('登录账号“admin”已存在');
    expect((await rejection(userApi.valid({ ...base, userName: 'x1', phonenumber: '15888888888' }))).message).toBe(
      '手机号码“15888888888”已存在',
    );
    expect((await rejection(userApi.valid({ ...base, userName: 'x1', email: 'admin@weigh.example' }))).message).toBe(
      '邮箱账号“admin@weigh.example”已存在',
    );
    // Editing a record never clashes with itself.
    await expect(userApi.valid({ userId: 1, userName: 'admin', nickName: '系统管理员' })).resolves.toBe(true);
    await expect(paramApi.valid({ paramId: 1 })).resolves.toBe(true);
    expect(
      (await rejection(paramApi.valid({ keyName: 'sys.user.initPassword', name: 'a', keyValue: '1' }))).message,
    ).toBe('参数键名“sys.user.initPassword”已存在');
    expect((await rejection(dictTypeApi.create({ dictName: '重复', dictType: 'sys_yes_no' }))).message).toBe(
      '字典类型“sys_yes_no”已存在',
    );
    expect(
      (await rejection(dictItemApi.create({ dictType: 'sys_yes_no', dictLabel: '又是', dictValue: 'Y', sort: 9 })))
        .message,
    ).toBe('字典键值“Y”已存在');
  });

  it('refuses missing required fields (spec §5) and bad values', async () => {
    await signIn();
    const cases: [Promise<unknown>, string][] = [
      [postApi.create({ postName: '无编码', roleKey: 'guest' }), '岗位编码不能为空'],
      [postApi.create({ postCode: 'nameless', roleKey: 'guest' }), '岗位名称不能为空'],
      [postApi.create({ postCode: 'keyless', postName: '无角色' }), '角色权限字符不能为空'],
      [postApi.create({ postCode: 'keyless', postName: '无角色', roleKey: '  ' }), '角色权限字符不能为空'],
      [paramApi.create({ keyName: 'a.b', keyValue: '1' }), '参数名称不能为空'],
      [paramApi.create({ name: '参数', keyValue: '1' }), '参数键名不能为空'],
      [paramApi.create({ name: '参数', keyName: 'a.b' }), '参数键值不能为空'],
      [roleApi.create({ roleName: '角色', roleSort: 1 }), '权限字符不能为空'],
      [roleApi.create({ roleKey: 'k', roleSort: 1 }), '角色名称不能为空'],
      [roleApi.create({ roleName: '角色', roleKey: 'k' }), '角色顺序不能为空'],
      [dictTypeApi.create({ dictType: 'a_b' }), '字典名称不能为空'],
      [dictTypeApi.create({ dictName: '字典' }), '字典类型不能为空'],
      [
        dictTypeApi.create({ dictName: '字典', dictType: 'Bad-Type' }),
        '字典类型必须以字母开头，且只能为（小写字母，数字，下划线）',
      ],
      [dictItemApi.create({ dictType: 'sys_yes_no', dictValue: 'X', sort: 1 }), '数据标签不能为空'],
      [dictItemApi.create({ dictType: 'sys_yes_no', dictLabel: 'X', sort: 1 }), '数据键值不能为空'],
      [dictItemApi.create({ dictType: 'sys_yes_no', dictLabel: 'X', dictValue: 'X' }), '数据排序不能为空'],
      [
        dictItemApi.create({
          dictType: 'sys_yes_no',
          dictLabel: 'X',
          dictValue: 'X',
          sort: 1,
          listClass: 'evil" onclick' as never,
        }),
        '回显样式只能是 default、primary、success、info、warning 或 danger',
      ],
      [userApi.create({ userName: 'newbie', nickName: '新人', password: '123' }), '用户密码长度必须介于 5 和 20 之间'],
      [
        jobApi.valid({ jobName: 'j', invokeTarget: 'a.b()', cronExpression: '0 0 25 * * ?' }),
        'Cron 执行表达式“0 0 25 * * ?”不正确',
      ],
      [
        jobApi.valid({ jobName: 'j', invokeTarget: "java.naming('rmi://evil/x')", cronExpression: '0 0 1 * * ?' }),
        '目标字符串不允许“rmi”调用',
      ],
      [menuApi.create({ parentId: 1, menuName: '新页', menuType: 'C', orderNum: 1 }), '路由地址不能为空'],
      [fileClassApi.create({ name: '分类', key: '1bad' }), '分类标识以字母开头，只能包含字母、数字、_ 和 -'],
    ];
    for (const [call, message] of cases) expect((await rejection(call)).message).toBe(message);
  });

  it('checks Quartz cron expressions', () => {
    for (const good of [
      '0 0/5 * * * ?',
      '0 15 10 ? * MON-FRI',
      '0 0 12 1/5 * ?',
      '0 15 10 L * ?',
      '0 15 10 ? * 6#3',
      '0 0 0 * * ? 2030',
    ])
      expect(isValidCron(good), good).toBe(true);
    for (const bad of [
      '* * * * *',
      '0 0 12 * * *',
      '0 0 12 ? * ?',
      '60 0 12 * * ?',
      '0 0 12 32 * ?',
      '0 0 12 ? * MON-XYZ',
      'a b c d e f',
    ])
      expect(isValidCron(bad), bad).toBe(false);
  });
});

describe('permissions', () => {
  it('answers 403 to the operator for platform administration, without signing out', async () => {
    await signIn(OPERATOR);
    const calls: Promise<unknown>[] = [
      userApi.page({ page: 1, limit: 10 }),
      roleApi.create({ roleName: 'x', roleKey: 'x', roleSort: 1 }),
      deptApi.list(),
      menuApi.list(),
      postApi.remove(1),
      paramApi.changeStatus({ id: 1, status: '1' }),
      operLogApi.clear(),
      jobApi.run(1),
      fileApi.upload(new Blob(['x']), 1),
    ];
    for (const call of calls) expect((await rejection(call)).code).toBe(403);
    findToast('当前操作没有权限');
    expect(getToken()).toBeDefined();
    const routes = await authApi.routes();
    expect(routes.some((r) => r.path === '/system')).toBe(false);
    // Dictionaries and the operator's own file classes stay readable.
    expect((await dictItemApi.byType('sys_normal_disable')).length).toBe(2);
    expect((await fileClassRoleApi.optionsKey()).map((o) => o.value)).toEqual(['product', 'manual']);
  });

  it('role menu changes change what a user may do and see', async () => {
    await signIn();
    const system = menus().find((m) => m.path === '/system' && m.parentId === 0);
    const userPage = menus().find((m) => m.component === 'system/user/index');
    if (!system || !userPage) throw new Error('seed menus changed');
    const userButtons = menus().filter((m) => m.parentId === userPage.menuId);
    const operatorMenus = roleMenus()
      .filter((rm) => rm.roleId === 2)
      .map((rm) => rm.menuId);
    // The operator role keeps its menus and gains system › user with its buttons.
    await roleApi.update({
      roleId: 2,
      menuIds: [...operatorMenus, system.menuId, userPage.menuId, ...userButtons.map((m) => m.menuId)],
    });

    await signIn(OPERATOR);
    const info = await authApi.info();
    expect(info.permissions).toEqual(
      expect.arrayContaining(['system:user:list', 'system:user:query', 'tower:info:list']),
    );
    const routes = await authApi.routes();
    expect(routes.find((r) => r.path === '/system')?.children?.map((c) => c.path)).toEqual(['user']);
    expect((await rejection(roleApi.page({ page: 1, limit: 5 }))).code).toBe(403);
  });

  it("lists only the users inside the asker's data scope", async () => {
    await signIn();
    const userPage = menus().find((m) => m.component === 'system/user/index');
    if (!userPage) throw new Error('seed menus changed');
    const operatorMenus = roleMenus()
      .filter((rm) => rm.roleId === 2)
      .map((rm) => rm.menuId);
    await roleApi.update({ roleId: 2, menuIds: [...operatorMenus, userPage.parentId, userPage.menuId] });
    const shanghai = new Set(
      depts()
        .filter((d) => d.deptId === 102 || d.ancestors.split(',').includes('102'))
        .map((d) => d.deptId),
    );
    const inShanghai = users().filter((u) => shanghai.has(u.deptId)).length;
    expect(inShanghai).toBeGreaterThan(5);

    // The operator role's custom scope is the Shanghai branch and below.
    await signIn(OPERATOR);
    const scoped = await userApi.page({ page: 1, limit: 50 });
    expect(scoped.total).toBe(inShanghai);
    expect(scoped.list.every((u) => shanghai.has(Number(u.deptId)))).toBe(true);
    expect(scoped.list.some((u) => u.userName === 'admin')).toBe(false);

    // Only themselves (5), then everything (1).
    await signIn();
    await roleApi.dataScope({ roleId: 2, dataScope: '5', deptIds: [] });
    await signIn(OPERATOR);
    expect((await userApi.page({ page: 1, limit: 50 })).list.map((u) => u.userName)).toEqual(['operator']);
    await signIn();
    await roleApi.dataScope({ roleId: 2, dataScope: '1', deptIds: [] });
    await signIn(OPERATOR);
    expect((await userApi.page({ page: 1, limit: 5 })).total).toBe(150);
  });
});

describe('trees and refusals that protect data', () => {
  it('refuses to delete a dept with sub-depts or users, and deletes an empty one', async () => {
    await signIn();
    expect((await rejection(deptApi.remove(100))).message).toBe('部门“衡器科技集团”存在下级部门，不允许删除');
    const all = await deptApi.list();
    const leaves = all.filter((d) => !all.some((child) => child.parentId === d.deptId));
    let staffed: (typeof all)[number] | undefined;
    for (const leaf of leaves) {
      if ((await userApi.page({ page: 1, limit: 1, deptId: leaf.deptId })).total > 0) {
        staffed = leaf;
        break;
      }
    }
    expect((await rejection(deptApi.remove(Number(staffed?.deptId)))).message).toBe(
      `部门“${staffed?.deptName}”存在用户，不允许删除`,
    );

    const id = Number(await deptApi.create({ parentId: 103, deptName: '临时组', orderNum: 1 }));
    expect((await deptApi.get(id)).ancestors).toBe(`${(await deptApi.get(103)).ancestors},103`);
    const child = Number(await deptApi.create({ parentId: id, deptName: '临时小组', orderNum: 1 }));
    expect((await rejection(deptApi.remove(id))).message).toBe('部门“临时组”存在下级部门，不允许删除');
    await deptApi.remove(child);
    await deptApi.remove(id);
    expect((await rejection(deptApi.update({ deptId: 101, parentId: 101 }))).message).toContain('上级部门不能是自己');
  });

  it('moves a dept with its subtree and keeps the tree consistent', async () => {
    await signIn();
    const [east, north] = (await deptApi.treeselect())[0].children ?? [];
    const city = east.children?.[0];
    expect(city).toBeDefined();
    await deptApi.update({ deptId: city?.id, parentId: north.id });
    const moved = (await deptApi.list()).filter((d) => String(d.ancestors).includes(`,${city?.id}`));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((d) => String(d.ancestors).startsWith(`0,100,${north.id},${city?.id}`))).toBe(true);
    expect((await rejection(deptApi.update({ deptId: north.id, parentId: moved[0].deptId }))).message).toContain(
      '上级部门不能是自己的下级',
    );
  });

  it('menu CRUD shows up in the routes; a menu with children cannot be deleted', async () => {
    await signIn();
    const system = (await menuApi.list({ menuName: 'system' })).find((m) => m.parentId === 0);
    const id = Number(
      await menuApi.create({
        parentId: system?.menuId,
        menuName: '称重报表',
        menuType: 'C',
        path: 'weigh-report',
        component: 'system/report/index',
        perms: 'system:report:list',
        orderNum: 99,
      }),
    );
    const findReport = async () =>
      (await authApi.routes()).find((r) => r.path === '/system')?.children?.find((c) => c.title === '称重报表');
    expect(await findReport()).toMatchObject({ path: 'weigh-report', component: 'system/report/index' });
    await menuApi.update({ menuId: id, visible: '1' });
    expect(await findReport()).toMatchObject({ hidden: true });
    const button = Number(
      await menuApi.create({
        parentId: id,
        menuName: 'button.query',
        menuType: 'F',
        perms: 'system:report:query',
        orderNum: 1,
      }),
    );
    expect((await rejection(menuApi.remove(id))).message).toBe('菜单“称重报表”存在子菜单，不允许删除');
    await menuApi.removeBatch([button, id]);
    expect(await findReport()).toBeUndefined();
  });

  it('protects the super administrator and the admin role', async () => {
    await signIn();
    expect((await rejection(userApi.remove(1))).message).toBe('不允许删除超级管理员用户');
    expect((await rejection(userApi.changeStatus({ id: 1, status: '1' }))).message).toBe('不允许停用超级管理员用户');
    expect((await rejection(roleApi.update({ roleId: 1, roleName: '改名' }))).message).toBe('不允许操作超级管理员角色');
    expect((await rejection(roleApi.remove(2))).message).toBe('角色“操作员”已分配，不能删除');
    expect((await rejection(postApi.remove(1))).message).toBe('岗位“董事长”已分配，不能删除');
    expect((await rejection(paramApi.remove(1))).message).toBe('内置参数“sys.user.initPassword”不能删除');
    expect((await rejection(dictTypeApi.remove(1))).message).toBe('字典“系统开关”已分配数据，不能删除');
    expect((await rejection(fileClassApi.remove(1))).message).toBe('分类“产品图片”下存在文件，不允许删除');
  });
});

describe('state a user sees change', () => {
  it('a disabled user cannot sign in; enabling lets them back', async () => {
    await signIn();
    const account = { username: 'user003', password: 'user123' };
    await userApi.changeStatus({ id: 3, status: '0' });
    await userApi.changeStatus({ id: 3, status: '1' });
    await expect(signIn(account)).rejects.toMatchObject({ message: '对不起，您的账号：user003 已停用' });
    await signIn();
    await userApi.changeStatus({ id: 3, status: '0' });
    await userApi.resetPwd({ id: 3, password: 'fresh-pass' });
    await expect(signIn({ ...account, password: 'fresh-pass' })).resolves.toEqual(expect.any(String));
  });

  it('running a job appends a job-log row at once; writes append operation-log rows', async () => {
    await signIn();
    const job = await jobApi.get(15);
    await jobApi.run(15);
    const newest = (await jobLogApi.page({ page: 1, limit: 1 })).list[0];
    expect(newest).toMatchObject({ jobName: job.jobName, invokeTarget: job.invokeTarget, status: '0' });
    expect(newest.jobMessage).toContain(String(job.jobName));

    await postApi.create({ postCode: 'audit', postName: '审计员', roleKey: 'guest' });
    await userApi.resetPwd({ id: 5, password: 'secret-99' });
    const [reset, created] = (await operLogApi.page({ page: 1, limit: 2 })).list;
    expect(created).toMatchObject({
      title: '岗位管理',
      businessType: '1',
      requestMethod: 'POST',
      operatorName: 'admin',
    });
    expect(created.operUrl).toBe('/api/admin/deposts');
    expect(created.operParam).toContain('"postCode":"audit"');
    expect(reset).toMatchObject({ title: '用户管理', businessType: '2', operUrl: '/api/admin/users/usermng/resetPwd' });
    expect(reset.operParam).not.toContain('secret-99');
  });

  it('the reset restores the seed', async () => {
    await signIn();
    await postApi.create({ postCode: 'temp', postName: '临时岗位', roleKey: 'guest' });
    await operLogApi.clear();
    const seeded = (await userApi.get(7)).status;
    await userApi.changeStatus({ id: 7, status: seeded === '0' ? '1' : '0' });
    expect((await postApi.page({ page: 1, limit: 50 })).total).toBe(9);
    mockControl.reset();
    await signIn();
    expect((await postApi.page({ page: 1, limit: 50 })).total).toBe(8);
    expect((await operLogApi.page({ page: 1, limit: 1 })).total).toBe(2000);
    expect((await userApi.get(7)).status).toBe(seeded);
  });
});

describe('exports and files', () => {
  it('writes formula-like text as text, never as a formula; numbers stay numbers', async () => {
    await signIn();
    await postApi.create({
      postCode: '=HYPERLINK("http://evil","x")',
      postName: '+SUM(A1)',
      postSort: 42,
      roleKey: 'guest',
      remark: '@cmd',
    });
    const workbook = await exportSheet('deposts', { postCode: 'HYPERLINK' });
    const sheet = workbook['xl/worksheets/sheet1.xml'];
    expect(sheet).not.toMatch(/<f[\s>]/);
    expect(sheet).toMatch(/<c r="B2" t="inlineStr" s="1"><is><t xml:space="preserve">=HYPERLINK\(&quot;http:\/\/evil/);
    expect(sheet).toMatch(/<c r="C2" t="inlineStr" s="1">/);
    expect(sheet).toMatch(/<c r="D2"><v>42<\/v><\/c>/);
    expect(workbook['xl/styles.xml']).toContain('quotePrefix="1"');
  });

  it('exports only what the filters select, with headers in the request language', async () => {
    await signIn();
    const sheet = (await exportSheet('users/loginLog', { status: '1' }, 'en'))['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('>Status<');
    const rows = sheet.match(/<row /g)?.length ?? 0;
    const failures = (await loginLogApi.page({ page: 1, limit: 1, status: '1' })).total;
    expect(rows).toBe(failures + 1);
  });

  it('refuses an upload over 10 MB with a clear message and keeps the file name of a browser upload', async () => {
    await signIn();
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
    expect((await rejection(fileApi.upload(big, 1))).message).toBe('上传文件大小不能超过 10 MB');

    // A multipart body as a browser sends it (jsdom's FormData drops file names on the way into msw).
    const boundary = 'weigh-boundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="page.html"\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="clsId"\r\n\r\n2\r\n--${boundary}--\r\n`,
    ].join('');
    const response = await fetch(`${BASE}/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${getToken()}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const stored = ((await response.json()) as { data: { name: string; ext: string; key: string } }).data;
    expect(stored).toMatchObject({ name: 'page.html', ext: 'html' });
    // Active content is served as a download, never rendered on our origin.
    const preview = await fetch(`http://localhost${fileApi.previewUrl(stored.key)}`);
    expect(preview.headers.get('content-type')).toBe('application/octet-stream');
    expect(preview.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');

    const seeded = (await fileApi.page({ page: 1, limit: 200, clsId: 1 })).list.find((f) => f.ext === 'png');
    const placeholder = await fetch(`http://localhost${fileApi.previewUrl(String(seeded?.key))}`);
    expect(placeholder.headers.get('content-type')).toBe('image/svg+xml');
  });
});
