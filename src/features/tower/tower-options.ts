import { deptApi } from '@/api/modules/system/dept';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import type { CallOptions } from '@/api/resource';
import type { Option } from '@/api/types';

/** Departments as a tree, or none for a user who may not read them (asked quietly). */
export const deptTree = (options?: CallOptions) => deptApi.treeselect({ ...options, silent: true }).catch(() => []);

/** Most towers one pick lists when the departments cannot be read. */
const ALL_TOWERS_LIMIT = 500;

/**
 * The towers a user may pick: `list/{depId}` of the department, or of each top department; a user
 * who may not read departments gets the tower list itself.
 */
export async function towerOptions(depId?: number, call?: CallOptions): Promise<Option[]> {
  const roots = depId === undefined ? (await deptTree(call)).map((node) => node.id) : [depId];
  const lists =
    roots.length > 0
      ? await Promise.all(roots.map((id) => towerInfoApi.listByDept(id, call)))
      : [(await towerInfoApi.page({ page: 1, limit: ALL_TOWERS_LIMIT }, call)).list];
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const tower of lists.flat()) {
    if (typeof tower?.towerId !== 'string' || seen.has(tower.towerId)) continue;
    seen.add(tower.towerId);
    options.push({ label: `${tower.towerId} ${tower.location ?? ''}`.trim(), value: tower.towerId });
  }
  return options.sort((a, b) => String(a.value).localeCompare(String(b.value)));
}
