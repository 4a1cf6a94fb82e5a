import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueText, type DictItem } from '@/api/modules/system/dict';
import type { TreeNode } from '@/api/modules/system/tree';
import type { Option } from '@/api/types';
import { useDict } from '@/components/list';
import { isSearchedOptions, type OptionSource } from './define-resource';

const NO_OPTIONS: Option[] = [];

/**
 * A dictionary's items as choices (invariant 10): only items with a usable value, once per value
 * (`1` and `"1"` are one value, the text), labelled by their label or else their value.
 */
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

/** Calls of a loader in flight: the cells of one column mount together and share one request. */
const inFlight = new WeakMap<() => Promise<Option[]>, Promise<Option[]>>();

function loadShared(loader: () => Promise<Option[]>): Promise<Option[]> {
  let call = inFlight.get(loader);
  if (!call) {
    call = loader();
    inFlight.set(loader, call);
    const done = () => inFlight.delete(loader);
    call.then(done, done);
  }
  return call;
}

/**
 * Options of a select/radio field: its dictionary's items, a fixed list, translated values, or a
 * loader called once (not again when the tab cache shows the page again and re-runs its effects). Searched options are asked for by `SearchSelect` as the user types: none here.
 */
export function useFieldOptions(dict: string | undefined, source: OptionSource | undefined): Option[] {
  const { t } = useTranslation();
  const items = useDict(dict);
  const [loaded, setLoaded] = useState<Option[]>(NO_OPTIONS);
  const loader = typeof source === 'function' ? source : undefined;
  const loadedBy = useRef<typeof loader>(undefined);
  useEffect(() => {
    if (!loader || loadedBy.current === loader) return;
    let active = true;
    loadShared(loader).then(
      (options) => {
        if (!active) return;
        loadedBy.current = loader;
        setLoaded(options);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [loader]);
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

/** Nodes of a tree-select field, loaded once (not again when the tab cache shows the page again). */
export function useTreeOptions(tree: (() => Promise<TreeNode[]>) | undefined): TreeNode[] {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const loadedBy = useRef<typeof tree>(undefined);
  useEffect(() => {
    if (!tree || loadedBy.current === tree) return;
    let active = true;
    tree().then(
      (loaded) => {
        if (!active) return;
        loadedBy.current = tree;
        setNodes(loaded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [tree]);
  return nodes;
}
