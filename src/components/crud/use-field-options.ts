import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueText, type DictItem } from '@/api/modules/system/dict';
import type { TreeNode } from '@/api/modules/system/tree';
import type { Option } from '@/api/types';
import { useDict } from '@/components/list';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { useRead } from '@/lib/query/read';
import { isSearchedOptions, type OptionSource } from './define-resource';

const NO_OPTIONS: Option[] = [];

/** A dictionary's items as choices (invariant 10): a usable value, once (`1` and `"1"` are one). */
export function dictOptions(items: readonly DictItem[]): Option<string>[] {
  const seen = new Set<string>();
  const options: Option<string>[] = [];
  for (const item of items) {
    const value = dictValueText(item.dictValue);
    if (value === undefined || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: dictValueText(item.dictLabel) || value });
  }
  return options;
}

const NO_NODES: TreeNode[] = [];
const NOTHING = ['~none'] as const;

/** A loader's answer as a query of its own: every cell of a column shares one request. */
function useLoaded<T>(load: (() => Promise<T>) | undefined, kind: 'options' | 'tree'): T | undefined {
  const queryKey = load ? (kind === 'options' ? queryKeys.options : queryKeys.tree)(resourceOf(load)) : NOTHING;
  return useRead<T>({ queryKey, ask: () => (load ? load() : Promise.reject(new Error(kind))) }, { enabled: !!load })
    .data;
}

/** A select's options; searched ones are asked for by `SearchSelect` as the user types. */
export function useFieldOptions(dict: string | undefined, source: OptionSource | undefined): Option[] {
  const { t } = useTranslation();
  const items = useDict(dict);
  const loader = typeof source === 'function' ? source : undefined;
  const loaded = useLoaded(loader, 'options') ?? NO_OPTIONS;
  return useMemo(() => {
    if (dict) return dictOptions(items);
    if (Array.isArray(source)) return source as Option[];
    if (isSearchedOptions(source)) return NO_OPTIONS;
    if (source && !Array.isArray(source) && typeof source === 'object' && 'i18nPrefix' in source) {
      const { i18nPrefix, values } = source;
      return values.map((value) => ({ value, label: t(`${i18nPrefix}.${value}`, { defaultValue: String(value) }) }));
    }
    return loader ? loaded : NO_OPTIONS;
  }, [dict, items, source, loader, loaded, t]);
}

export const useTreeOptions = (tree: (() => Promise<TreeNode[]>) | undefined): TreeNode[] =>
  useLoaded(tree, 'tree') ?? NO_NODES;
