import { api } from '../../client';
import { cleanQuery, standardResource, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, Status } from '../../types';
import { segment, toIds, toList, toTree, type TreeNode } from './tree';

/**
 * Menus (`menus`, the sys_menu table behind `GET /menus/routes`): standard family + list (flat), treeselect,
 * roleMenuTreeselect. `menuName` is an i18n key under `route.` shown literally when the console has no
 * translation (tree labels are the menuName too).
 */
export interface Menu extends Audited {
  menuId?: number;
  /** 0 for a top-level directory. */
  parentId?: number;
  menuName?: string;
  path?: string;
  /** Page in the lazy registry (e.g. `system/user/index`), `Layout`/`ParentView` for directories. */
  component?: string;
  icon?: string;
  /** `sys_menu_type`: M directory, C page, F button. */
  menuType?: MenuType;
  /** Permission string, e.g. `system:user:list`. */
  perms?: string;
  /** `sys_show_hide`: 0 shown, 1 hidden. */
  visible?: Status;
  status?: Status;
  orderNum?: number;
  /** `sys_yes_no`-like: '0' external link, '1' in-app route. */
  isFrame?: '0' | '1';
  /** '0' cached, '1' not cached. */
  isCache?: '0' | '1';
  /** Default route query, e.g. `{"id":1}`. */
  query?: string;
}

export type MenuType = 'M' | 'C' | 'F';

export interface MenuQuery extends PageQuery {
  menuName?: string;
  status?: Status;
}

/** `GET menus/roleMenuTreeselect/{roleId}`. */
export interface RoleMenuTree {
  menus: TreeNode[];
  checkedKeys: number[];
}

const PATH = 'menus';

export const menuApi = {
  ...standardResource<Menu, MenuQuery>(PATH),
  /** `GET menus/list`: every matching menu, flat, ordered by parent then `orderNum`; build the tree from parentId. */
  list: async (query: MenuQuery = {}, options?: CallOptions): Promise<Menu[]> =>
    toList<Menu>(await api.get<unknown>(`${PATH}/list`, cleanQuery(query), options)),
  /** `GET menus/treeselect`: every menu as a tree. */
  treeselect: async (options?: CallOptions): Promise<TreeNode[]> =>
    toTree(await api.get<unknown>(`${PATH}/treeselect`, undefined, options)),
  /** `GET menus/roleMenuTreeselect/{roleId}`: with check linkage on, checkedKeys hold only fully checked nodes. */
  roleMenuTreeselect: async (roleId: Id, options?: CallOptions): Promise<RoleMenuTree> => {
    const data = await api.get<Partial<Record<keyof RoleMenuTree, unknown>> | undefined>(
      `${PATH}/roleMenuTreeselect/${segment(roleId)}`,
      undefined,
      options,
    );
    return { menus: toTree(data?.menus), checkedKeys: toIds(data?.checkedKeys) };
  },
};
