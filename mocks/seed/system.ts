import { defineTable } from '../db';
import { createRandom, seedTime } from '../lib/random';
import { menus } from './menus';

export interface DeptRow {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: string;
  phone: string;
  email: string;
  status: '0' | '1';
  createTime: string;
}

export interface PostRow {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  /** The post's role key (spec §3 post, required by §5). */
  roleKey: string;
  status: '0' | '1';
  remark: string;
  createTime: string;
  /** Permission strings granted by the post (`deposts/pers`). */
  perms: string[];
}

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: '1' | '2' | '3' | '4' | '5';
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  status: '0' | '1';
  remark: string;
  createTime: string;
}

export interface UserRow {
  userId: number;
  deptId: number;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: '0' | '1' | '2';
  avatar: string;
  /** Plain text in the mock only, so the demo can check it; a real backend stores a hash. */
  password: string;
  status: '0' | '1';
  loginIp: string;
  loginDate: string;
  createTime: string;
  remark: string;
  introduction: string;
}

export interface UserRoleRow {
  userId: number;
  roleId: number;
}

export interface UserPostRow {
  userId: number;
  postId: number;
}

export interface RoleMenuRow {
  roleId: number;
  menuId: number;
}

export interface RoleDeptRow {
  roleId: number;
  deptId: number;
}

const CITIES = ['上海', '杭州', '宁波', '苏州', '南京', '合肥'];
const UNITS = ['销售部', '技术部', '生产部', '质检部', '售后服务部'];
const TEAMS = ['一组', '二组', '三组'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '军',
  '涛',
  '明',
  '超',
  '秀英',
  '建华',
  '志强',
];

/** Five levels: company › region › city branch › department › team. */
export const depts = defineTable<DeptRow>('sys_dept', () => {
  const random = createRandom(11);
  const rows: DeptRow[] = [];
  let id = 100;
  const add = (parent: DeptRow | undefined, deptName: string, orderNum: number): DeptRow => {
    const row: DeptRow = {
      deptId: id++,
      parentId: parent?.deptId ?? 0,
      ancestors: parent ? `${parent.ancestors},${parent.deptId}` : '0',
      deptName,
      orderNum,
      leader: random.pick(SURNAMES) + random.pick(GIVEN),
      phone: `1${random.int(3, 9)}${String(random.int(0, 999999999)).padStart(9, '0')}`,
      email: `dept${id}@weigh.example`,
      status: '0',
      createTime: seedTime(random, 500),
    };
    rows.push(row);
    return row;
  };
  const root = add(undefined, '衡器科技集团', 0);
  ['华东大区', '华北大区'].forEach((region, r) => {
    const regionRow = add(root, region, r + 1);
    CITIES.slice(r * 3, r * 3 + 3).forEach((city, c) => {
      const cityRow = add(regionRow, `${city}分公司`, c + 1);
      UNITS.slice(0, 3 + (c % 3)).forEach((unit, u) => {
        const unitRow = add(cityRow, unit, u + 1);
        TEAMS.slice(0, 1 + ((u + c) % 3)).forEach((team, tIndex) => add(unitRow, `${unit}${team}`, tIndex + 1));
      });
    });
  });
  return rows;
});

export const posts = defineTable<PostRow>('sys_post', () => {
  const random = createRandom(12);
  return [
    ['ceo', '董事长', 'admin'],
    ['se', '项目经理', 'engineer'],
    ['hr', '人力资源', 'guest'],
    ['engineer', '选型工程师', 'engineer'],
    ['installer', '安装调试员', 'device'],
    ['qc', '质检员', 'operator'],
    ['sales', '销售代表', 'guest'],
    ['user', '普通员工', 'guest'],
  ].map(([postCode, postName, roleKey], index) => ({
    postId: index + 1,
    postCode,
    postName,
    postSort: index + 1,
    roleKey,
    status: '0' as const,
    remark: '',
    createTime: seedTime(random, 500),
    perms: [],
  }));
});

export const roles = defineTable<RoleRow>('sys_role', () => {
  const random = createRandom(13);
  const base = { menuCheckStrictly: true, deptCheckStrictly: true, status: '0' as const, remark: '' };
  return [
    {
      ...base,
      roleId: 1,
      roleName: '超级管理员',
      roleKey: 'admin',
      roleSort: 1,
      dataScope: '1' as const,
      remark: '超级管理员',
    },
    {
      ...base,
      roleId: 2,
      roleName: '操作员',
      roleKey: 'operator',
      roleSort: 2,
      dataScope: '2' as const,
      remark: '料塔监控与只读仓储',
    },
    { ...base, roleId: 3, roleName: '选型工程师', roleKey: 'engineer', roleSort: 3, dataScope: '4' as const },
    { ...base, roleId: 4, roleName: '设备管理员', roleKey: 'device', roleSort: 4, dataScope: '3' as const },
    {
      ...base,
      roleId: 5,
      roleName: '访客',
      roleKey: 'guest',
      roleSort: 5,
      dataScope: '5' as const,
      status: '1' as const,
    },
  ].map((role) => ({ ...role, createTime: seedTime(random, 500) }));
});

export const users = defineTable<UserRow>('sys_user', () => {
  const random = createRandom(14);
  const deptIds = depts().map((d) => d.deptId);
  const base = {
    sex: '0' as const,
    avatar: '',
    status: '0' as const,
    loginIp: '127.0.0.1',
    remark: '',
    introduction: '',
  };
  const rows: UserRow[] = [
    {
      ...base,
      userId: 1,
      deptId: 100,
      userName: 'admin',
      nickName: '系统管理员',
      email: 'admin@weigh.example',
      phonenumber: '15888888888',
      password: 'admin123',
      loginDate: seedTime(random, 3),
      createTime: seedTime(random, 500),
      remark: '管理员',
      introduction: 'Administrator',
    },
    {
      ...base,
      userId: 2,
      deptId: deptIds[3] ?? 100,
      userName: 'operator',
      nickName: '料塔操作员',
      email: 'operator@weigh.example',
      phonenumber: '15666666666',
      password: 'operator123',
      loginDate: seedTime(random, 3),
      createTime: seedTime(random, 500),
      introduction: 'Operator',
    },
  ];
  for (let userId = 3; userId <= 150; userId++) {
    const nickName = random.pick(SURNAMES) + random.pick(GIVEN);
    rows.push({
      ...base,
      userId,
      deptId: random.pick(deptIds),
      userName: `user${String(userId).padStart(3, '0')}`,
      nickName,
      email: `user${userId}@weigh.example`,
      phonenumber: `1${random.int(3, 9)}${String(random.int(0, 999999999)).padStart(9, '0')}`,
      sex: random.pick(['0', '1', '2'] as const),
      password: 'user123',
      status: random.bool(0.1) ? '1' : '0',
      loginIp: `10.0.${random.int(0, 20)}.${random.int(2, 250)}`,
      loginDate: seedTime(random, 60),
      createTime: seedTime(random, 500),
    });
  }
  return rows;
});

export const userRoles = defineTable<UserRoleRow>('sys_user_role', () => {
  const rows: UserRoleRow[] = [
    { userId: 1, roleId: 1 },
    { userId: 2, roleId: 2 },
  ];
  for (let userId = 3; userId <= 150; userId++) rows.push({ userId, roleId: 2 + (userId % 3) });
  return rows;
});

export const userPosts = defineTable<UserPostRow>('sys_user_post', () => {
  const rows: UserPostRow[] = [
    { userId: 1, postId: 1 },
    { userId: 2, postId: 8 },
  ];
  for (let userId = 3; userId <= 150; userId++) rows.push({ userId, postId: 2 + (userId % 7) });
  return rows;
});

/** The operator sees towers and warehouse pages, read-only; the engineer all of the warehouse. */
export const roleMenus = defineTable<RoleMenuRow>('sys_role_menu', () => {
  const all = menus();
  const byId = new Map(all.map((m) => [m.menuId, m]));
  const topOf = (menuId: number): string => {
    let row = byId.get(menuId);
    while (row && row.parentId !== 0) row = byId.get(row.parentId);
    return row?.path ?? '';
  };
  const rows: RoleMenuRow[] = [];
  for (const menu of all) {
    const top = topOf(menu.menuId);
    const readOnly = menu.menuType !== 'F' || /:(query)$/.test(menu.perms);
    if ((top === '/tower' || top === '/wms') && readOnly) rows.push({ roleId: 2, menuId: menu.menuId });
    if (top === '/wms' || top === '/tower') rows.push({ roleId: 3, menuId: menu.menuId });
    if (top === '/device' || top === '/tower') rows.push({ roleId: 4, menuId: menu.menuId });
    // The operator reads and acknowledges the alarms of the towers it watches; only admins delete them.
    if (top === '/alarm' && !menu.perms.endsWith(':remove')) rows.push({ roleId: 2, menuId: menu.menuId });
  }
  return rows;
});

/** The operator's custom data scope: the Shanghai branch (102) and everything below it. */
export const roleDepts = defineTable<RoleDeptRow>('sys_role_dept', () => [
  ...depts()
    .filter((d) => d.deptId === 102 || d.ancestors.split(',').includes('102'))
    .map((d) => ({ roleId: 2, deptId: d.deptId })),
  { roleId: 4, deptId: 101 },
  { roleId: 4, deptId: 102 },
]);
