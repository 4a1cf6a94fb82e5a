import { deptApi } from '@/api/modules/system/dept';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import type { Option } from '@/api/types';

/** The towers a user may pick, via `list/{depId}` of each top department: the tower number and its location. */
export async function towerOptions(depId?: number): Promise<Option[]> {
  const roots = depId === undefined ? (await deptApi.treeselect()).map((node) => node.id) : [depId];
  const lists = await Promise.all(roots.map((id) => towerInfoApi.listByDept(id)));
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const tower of lists.flat()) {
    if (typeof tower?.towerId !== 'string' || seen.has(tower.towerId)) continue;
    seen.add(tower.towerId);
    options.push({ label: `${tower.towerId} ${tower.location ?? ''}`.trim(), value: tower.towerId });
  }
  return options.sort((a, b) => String(a.value).localeCompare(String(b.value)));
}
