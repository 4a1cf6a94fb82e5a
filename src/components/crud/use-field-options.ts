import { useEffect, useMemo, useState } from 'react';
import type { TreeNode } from '@/api/modules/system/tree';
import type { Option } from '@/api/types';
import { useDict } from '@/components/list';
import type { OptionSource } from './define-resource';

const NO_OPTIONS: Option[] = [];

/** Options of a select/radio field: its dictionary's items, a fixed list, or a loader called once. */
export function useFieldOptions(dict: string | undefined, source: OptionSource | undefined): Option[] {
  const items = useDict(dict);
  const [loaded, setLoaded] = useState<Option[]>(NO_OPTIONS);
  const loader = typeof source === 'function' ? source : undefined;
  useEffect(() => {
    if (!loader) return;
    let active = true;
    loader().then(
      (options) => {
        if (active) setLoaded(options);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loader]);
  return useMemo(() => {
    if (dict) return items.map((i) => ({ label: i.dictLabel ?? String(i.dictValue ?? ''), value: i.dictValue ?? '' }));
    if (Array.isArray(source)) return source as Option[];
    return loader ? loaded : NO_OPTIONS;
  }, [dict, items, source, loader, loaded]);
}

/** Nodes of a tree-select field, loaded once. */
export function useTreeOptions(tree: (() => Promise<TreeNode[]>) | undefined): TreeNode[] {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  useEffect(() => {
    if (!tree) return;
    let active = true;
    tree().then(
      (loaded) => {
        if (active) setNodes(loaded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [tree]);
  return nodes;
}
