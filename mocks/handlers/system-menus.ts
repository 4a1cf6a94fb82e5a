import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import { API, guarded, ok, queryOf, type HandlerContext } from '../lib/http';
import { auditWrites } from '../seed/logs';
import { menus, type MenuRow } from '../seed/menus';
import { roleMenus, roles } from '../seed/system';
import { buildTree, checkedKeys, isNonNegativeNumber, refuse, removeWhere, requireAny, toId } from './system-shared';

/** Menus (`menus`): sys_menu, the same table `GET /menus/routes` and the session's permissions read. */
const menuTreeSpec = {
  id: (m: MenuRow) => m.menuId,
  parentId: (m: MenuRow) => m.parentId,
  label: (m: MenuRow) => m.menuName,
  order: (m: MenuRow) => m.orderNum,
};

const byParentThenOrder = (a: MenuRow, b: MenuRow) => a.parentId - b.parentId || a.orderNum - b.orderNum;

/** In-app route segments: letters, digits, `-`, `_`, `.`, `:` params, separated by `/`. */
const ROUTE_PATH = /^\/?[\w.:-]+(\/[\w.:-]+)*$/;
const PERMISSION = /^[\w*-]+(:[\w*-]+)*$/;

function isBelow(menuId: number, possibleAncestor: number): boolean {
  const byId = new Map(menus().map((m) => [m.menuId, m]));
  for (let row = byId.get(menuId); row; row = byId.get(row.parentId)) if (row.menuId === possibleAncestor) return true;
  return false;
}

function validateMenu(record: Partial<MenuRow>, ctx: HandlerContext, existing: MenuRow | undefined): void {
  const name = String(record.menuName ?? '').trim();
  const type = String(record.menuType ?? '');
  if (!['M', 'C', 'F'].includes(type)) refuse(ctx, '菜单类型无效', 'Invalid menu type');
  if (!isNonNegativeNumber(record.orderNum)) refuse(ctx, '显示排序必须是非负数', 'The order must be 0 or more');
  const parentId = Number(record.parentId ?? 0);
  if (parentId !== 0) {
    const parent = menus().find((m) => m.menuId === parentId);
    if (!parent) refuse(ctx, '上级菜单不存在', 'The parent menu does not exist');
    if (parent.menuType === 'F') refuse(ctx, '按钮下不能再添加菜单', 'A button cannot have children');
    if (existing && isBelow(parentId, existing.menuId)) {
      refuse(ctx, `修改菜单“${name}”失败，上级菜单不能是自己或自己的下级`, `"${name}" cannot move below itself`);
    }
  }
  const clash = menus().find((m) => m.parentId === parentId && m.menuName === name && m.menuId !== existing?.menuId);
  if (clash) refuse(ctx, `菜单名称“${name}”已存在`, `A menu "${name}" already exists under this parent`);
  if (type !== 'F') {
    const path = String(record.path ?? '').trim();
    if (!path) refuse(ctx, '路由地址不能为空', 'The route path is required');
    if (record.isFrame === '0') {
      if (!/^https?:\/\//i.test(path))
        refuse(ctx, '外链地址必须以 http(s):// 开头', 'A link must start with http(s)://');
    } else if (!ROUTE_PATH.test(path)) {
      refuse(
        ctx,
        '路由地址只能包含字母、数字、-、_、. 和 /',
        'The route path may hold letters, digits, -, _, . and / only',
      );
    }
  }
  if (record.perms && !PERMISSION.test(String(record.perms))) {
    refuse(ctx, '权限字符格式不正确', 'The permission string is malformed');
  }
}

const menuConfig: CrudConfig<MenuRow> = {
  path: 'menus',
  rows: menus,
  tableName: 'sys_menu',
  idKey: 'menuId',
  perm: 'system:menu',
  filters: { menuName: 'like', status: 'eq', menuType: 'eq' },
  defaultSort: { field: 'orderNum', order: 'asc' },
  required: [
    { field: 'menuName', message: { zh: '菜单名称不能为空', en: 'The menu name is required' } },
    { field: 'orderNum', message: { zh: '显示排序不能为空', en: 'The order is required' } },
  ],
  validate: validateMenu,
  defaults: () => ({
    parentId: 0,
    path: '',
    component: '',
    icon: '#',
    menuType: 'C',
    perms: '',
    visible: '0',
    status: '0',
    isFrame: '1',
    isCache: '0',
    query: '',
  }),
  afterSave: (row) => {
    row.parentId = Number(row.parentId);
    row.orderNum = Number(row.orderNum);
    if (row.menuType === 'F') Object.assign(row, { path: '', component: '' });
  },
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const menu = menus().find((m) => m.menuId === id);
      if (menu && menus().some((m) => m.parentId === id && !ids.includes(m.menuId))) {
        refuse(ctx, `菜单“${menu.menuName}”存在子菜单，不允许删除`, `"${menu.menuName}" has sub-menus`);
      }
    }
  },
  // A deleted menu leaves every role that had it.
  afterDelete: (ids) => {
    removeWhere(roleMenus(), (rm) => ids.includes(rm.menuId));
    touch('sys_role_menu');
  },
  valid: true,
  onWrite: auditWrites('菜单管理'),
};

const menuExtras: RequestHandler[] = [
  http.get(
    `${API}/menus/list`,
    guarded('system:menu:list', ({ url }) => {
      const query = queryOf(url);
      const name = (query.menuName ?? '').toLowerCase();
      const rows = menus()
        .filter((m) => m.menuName.toLowerCase().includes(name) && (!query.status || m.status === query.status))
        .sort(byParentThenOrder);
      return ok(rows);
    }),
  ),
  http.get(
    `${API}/menus/treeselect`,
    guarded(undefined, (ctx) => {
      requireAny(ctx, ['system:menu:list', 'system:role:query', 'system:role:add', 'system:role:edit']);
      return ok(buildTree(menus(), menuTreeSpec));
    }),
  ),
  http.get(
    `${API}/menus/roleMenuTreeselect/:roleId`,
    guarded('system:role:query', (ctx) => {
      const role = roles().find((r) => r.roleId === toId(ctx.params.roleId));
      if (!role) refuse(ctx, '角色不存在', 'The role does not exist');
      const all = menus();
      // The admin role holds every menu without rows in sys_role_menu.
      const assigned =
        role.roleKey === 'admin'
          ? new Set(all.map((m) => m.menuId))
          : new Set(
              roleMenus()
                .filter((rm) => rm.roleId === role.roleId)
                .map((rm) => rm.menuId),
            );
      return ok({
        menus: buildTree(all, menuTreeSpec),
        checkedKeys: checkedKeys(all, assigned, menuTreeSpec, role.menuCheckStrictly),
      });
    }),
  ),
];

export const systemMenuHandlers: RequestHandler[] = [...menuExtras, ...crudHandlers(menuConfig)];
