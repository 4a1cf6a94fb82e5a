/** Tree nodes of `dept/treeselect` and `menus/treeselect`, and the list normaliser the system modules share. */
export interface TreeNode {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeNode[];
}

/** Keeps only well-formed nodes (invariant 10): a node needs a numeric id; a missing label shows the id. */
export function toTree(data: unknown): TreeNode[] {
  if (!Array.isArray(data)) return [];
  const nodes: TreeNode[] = [];
  for (const raw of data) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as { id?: unknown; label?: unknown; disabled?: unknown; children?: unknown };
    const id = Number(item.id);
    if (!Number.isFinite(id)) continue;
    const node: TreeNode = { id, label: item.label == null ? String(id) : String(item.label) };
    if (item.disabled === true) node.disabled = true;
    const children = toTree(item.children);
    if (children.length > 0) node.children = children;
    nodes.push(node);
  }
  return nodes;
}

/** An array of records, or an empty one when the server sent something else. */
export function toList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data.filter((row) => typeof row === 'object' && row !== null) as T[]) : [];
}

export function toIds(data: unknown): number[] {
  return Array.isArray(data) ? data.map(Number).filter((n) => Number.isFinite(n)) : [];
}

/** Ids in a path segment or query value: `1,2,3`. */
export function joinIds(ids: readonly (number | string)[]): string {
  return ids.map((id) => encodeURIComponent(String(id))).join(',');
}

export function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}
