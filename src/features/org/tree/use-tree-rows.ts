import { useCallback, useMemo, useState } from 'react';
import { rowParentIds, rowsToTree, type TreeRow } from './tree-utils';

type Expansion = { mode: 'all' } | { mode: 'none' } | { mode: 'some'; ids: number[] };

/**
 * Flat rows (`dept/list`, `menus/list`) as a tree with its open rows: all, none, or the ones the
 * user toggled. "All" follows new answers (a refetch opens the new branches too).
 */
export function useTreeRows<T extends object>(
  rows: readonly T[],
  idOf: (row: T) => number | undefined,
  parentOf: (row: T) => number | undefined,
  initiallyExpanded = true,
) {
  const tree = useMemo(() => rowsToTree(rows, idOf, parentOf), [rows, idOf, parentOf]);
  const parents = useMemo(() => rowParentIds<T>(tree, idOf), [tree, idOf]);
  const [expansion, setExpansion] = useState<Expansion>(initiallyExpanded ? { mode: 'all' } : { mode: 'none' });
  const expanded = expansion.mode === 'all' ? parents : expansion.mode === 'none' ? [] : expansion.ids;
  const allExpanded = parents.length > 0 && parents.every((id) => expanded.includes(id));
  const expandAll = useCallback((open: boolean) => setExpansion(open ? { mode: 'all' } : { mode: 'none' }), []);
  const setExpanded = useCallback((ids: number[]) => setExpansion({ mode: 'some', ids }), []);
  return { rows: tree as TreeRow<T>[], expanded, allExpanded, expandAll, setExpanded };
}
