import { api } from '../../client';
import { cleanQuery, standardResource, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, PageResult, Status } from '../../types';
import { segment, toIds, toList, toTree, type TreeNode } from './tree';

/** Departments (`dept`): standard family + list (flat), treeselect, treeselectExclude, roleDeptTreeselect. */
export interface Dept extends Audited {
  deptId?: number;
  /** 0 for the root. */
  parentId?: number;
  /** Ids from the root down to the parent, joined by `,` (e.g. `0,100,101`). */
  ancestors?: string;
  deptName?: string;
  orderNum?: number;
  leader?: string;
  phone?: string;
  email?: string;
  status?: Status;
}

export interface DeptQuery extends PageQuery {
  deptName?: string;
  status?: Status;
}

/** `GET dept/roleDeptTreeselect/{roleId}`. */
export interface RoleDeptTree {
  depts: TreeNode[];
  checkedKeys: number[];
}

const PATH = 'dept';

export const deptApi = {
  ...standardResource<Dept, DeptQuery>(PATH),
  /** `GET dept/list`: every matching dept, flat, ordered by parent then `orderNum`; build the tree from parentId. */
  list: async (query: DeptQuery = {}, options?: CallOptions): Promise<Dept[]> =>
    toList<Dept>(await api.get<unknown>(`${PATH}/list`, cleanQuery(query), options)),
  /** `GET dept/treeselect`: enabled depts as a tree. */
  treeselect: async (options?: CallOptions): Promise<TreeNode[]> =>
    toTree(await api.get<unknown>(`${PATH}/treeselect`, undefined, options)),
  /** `GET dept/treeselect/exclude/{id}`: the tree without the dept and its descendants (parent picker when editing). */
  treeselectExclude: async (deptId: Id, options?: CallOptions): Promise<TreeNode[]> =>
    toTree(await api.get<unknown>(`${PATH}/treeselect/exclude/${segment(deptId)}`, undefined, options)),
  /** `GET dept/roleDeptTreeselect/{roleId}`. */
  roleDeptTreeselect: async (roleId: Id, options?: CallOptions): Promise<RoleDeptTree> => {
    const data = await api.get<Partial<Record<keyof RoleDeptTree, unknown>> | undefined>(
      `${PATH}/roleDeptTreeselect/${segment(roleId)}`,
      undefined,
      options,
    );
    return { depts: toTree(data?.depts), checkedKeys: toIds(data?.checkedKeys) };
  },
};

/**
 * The enabled departments' tree (`dept/treeselect`) as a list source: the user page's department
 * filter reads it through this, which also keys its prefetch at navigation.
 */
export const deptTreeSource = {
  page: async (_query: PageQuery, options?: CallOptions): Promise<PageResult<TreeNode>> => {
    const list = await deptApi.treeselect(options);
    return { list, total: list.length };
  },
};
