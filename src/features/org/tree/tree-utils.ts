import type { TreeNode } from '@/api/modules/system/tree';

/** Every id of a tree, depth first. */
export function allIds(nodes: readonly TreeNode[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      ids.push(node.id);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return ids;
}

/** Ids of the nodes that have children (what "expand all" opens). */
export function parentIds(nodes: readonly TreeNode[]): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (node.children && node.children.length > 0) {
        ids.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return ids;
}

/**
 * The nodes whose label contains `keyword` (case-insensitive), with their ancestors so the tree
 * keeps its shape; a matching node keeps its whole subtree. An empty keyword keeps everything.
 */
export function filterTree(nodes: readonly TreeNode[], keyword: string): TreeNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return nodes as TreeNode[];
  const result: TreeNode[] = [];
  for (const node of nodes) {
    if (node.label.toLowerCase().includes(needle)) {
      result.push(node);
      continue;
    }
    const children = node.children ? filterTree(node.children, needle) : [];
    if (children.length > 0) result.push({ ...node, children });
  }
  return result;
}

export interface CheckState {
  /** Fully checked ids. */
  checked: number[];
  /** Ids with some but not all descendants checked. */
  halfChecked: number[];
}

/**
 * Parent-child linkage of a check tree (as the tree control shows it): a checked node checks its
 * whole subtree, a node whose children are all checked is checked, one with some is half-checked.
 */
export function linkedState(nodes: readonly TreeNode[], checked: Iterable<number>): CheckState {
  const explicit = new Set(checked);
  const full = new Set<number>();
  const half = new Set<number>();
  const markAll = (node: TreeNode) => {
    full.add(node.id);
    node.children?.forEach(markAll);
  };
  /** Returns 'all' | 'some' | 'none' for the node after linkage. */
  const visit = (node: TreeNode): 'all' | 'some' | 'none' => {
    if (explicit.has(node.id)) {
      markAll(node);
      return 'all';
    }
    const children = node.children ?? [];
    if (children.length === 0) return 'none';
    const states = children.map(visit);
    if (states.every((s) => s === 'all')) {
      full.add(node.id);
      return 'all';
    }
    if (states.some((s) => s !== 'none')) {
      half.add(node.id);
      return 'some';
    }
    return 'none';
  };
  nodes.forEach(visit);
  return { checked: [...full], halfChecked: [...half] };
}

/**
 * The ids a role saves: with linkage the checked and half-checked nodes (a page's directories
 * come along), without linkage exactly the checked ones.
 */
export function savedIds(nodes: readonly TreeNode[], checked: readonly number[], linkage: boolean): number[] {
  if (!linkage) return [...new Set(checked)];
  const state = linkedState(nodes, checked);
  return [...state.checked, ...state.halfChecked];
}

/**
 * The checked ids after the linkage toggle, keeping what the role would save: turning linkage off
 * makes the half-checked parents checked; turning it on leaves out a parent of any checked node
 * (its state follows its children again, as the server reports it).
 */
export function relink(nodes: readonly TreeNode[], checked: readonly number[], linkage: boolean): number[] {
  if (!linkage) return savedIds(nodes, checked, true);
  const parentOf = new Map<number, number>();
  const walk = (list: readonly TreeNode[], parent: number | undefined) => {
    for (const node of list) {
      if (parent !== undefined) parentOf.set(node.id, parent);
      if (node.children) walk(node.children, node.id);
    }
  };
  walk(nodes, undefined);
  const parentsOfChecked = new Set(checked.map((id) => parentOf.get(id)).filter((id) => id !== undefined));
  return checked.filter((id) => !parentsOfChecked.has(id));
}

export type TreeRow<T> = T & { children?: TreeRow<T>[] };

/** Builds a tree of rows from their parent ids; a row whose parent is not among them is a root. */
export function rowsToTree<T extends object>(
  rows: readonly T[],
  idOf: (row: T) => number | undefined,
  parentOf: (row: T) => number | undefined,
): TreeRow<T>[] {
  const ids = new Set(rows.map(idOf).filter((id): id is number => id !== undefined));
  const byParent = new Map<number | undefined, T[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    const key = parent !== undefined && ids.has(parent) && parent !== idOf(row) ? parent : undefined;
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const seen = new Set<number>();
  const build = (parent: number | undefined): TreeRow<T>[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const id = idOf(row);
      // A cycle in bad data must not recurse forever (invariant 10).
      if (id === undefined || seen.has(id)) return { ...row };
      seen.add(id);
      const children = build(id);
      return children.length > 0 ? { ...row, children } : { ...row };
    });
  return build(undefined);
}

/** Ids of the rows of a row tree that have children. */
export function rowParentIds<T>(rows: readonly TreeRow<T>[], idOf: (row: T) => number | undefined): number[] {
  const ids: number[] = [];
  const walk = (list: readonly TreeRow<T>[]) => {
    for (const row of list) {
      if (row.children && row.children.length > 0) {
        const id = idOf(row);
        if (id !== undefined) ids.push(id);
        walk(row.children);
      }
    }
  };
  walk(rows);
  return ids;
}
