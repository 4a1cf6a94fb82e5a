import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { useAccess } from '@/lib/access/access';
import type { ResourceSpec } from './define-resource';
import { useCrudList, type CrudListState } from './use-crud-list';
import { useCrudMutations, type CrudMutations } from './use-crud-mutations';
import { useExport } from './use-export';

export type CrudAction = 'add' | 'edit' | 'remove' | 'export' | 'query';

export interface CrudPageOptions<Q extends PageQuery> {
  /** Merged into every query (e.g. the dictionary type or file class of the route). */
  fixedQuery?: Partial<Q>;
  /** False holds the list back until the page knows its fixed query. */
  enabled?: boolean;
  /** Filters the first query starts with (e.g. from the URL); the search form shows them. */
  initialFilters?: Partial<Q>;
}

export interface CrudPageState<T, Q extends PageQuery> {
  resource: ResourceSpec<T, Q>;
  list: CrudListState<T, Q>;
  mutations: CrudMutations<T>;
  exporter: ReturnType<typeof useExport>;
  /** `<permission>:<action>` held by the user (the one check of src/lib/access). */
  can: (action: CrudAction | string) => boolean;
  selected: T[];
  setSelected: (rows: T[]) => void;
  /** The add/edit dialog: closed, adding (`record` undefined) or editing a row. */
  dialog: { record?: T } | undefined;
  openAdd: () => void;
  openEdit: (record: T) => void;
  closeDialog: () => void;
  /** After a save: closes the dialog and refetches. */
  saved: () => void;
  /** Deletes rows after the confirmation, then refetches (stepping back from an emptied last page). */
  remove: (rows: readonly T[]) => Promise<void>;
  /** Exports the list's current search; `columns` the keys of the columns it shows (all when absent). */
  runExport: (columns?: readonly string[]) => Promise<boolean>;
  clear: () => Promise<void>;
}

/**
 * Everything a resource page does, headless: the list, selection, dialog state, confirmations and
 * export, with permissions. `CrudPage` renders it; a custom page renders its own layout on it.
 */
export function useCrudPage<T extends object, Q extends PageQuery>(
  resource: ResourceSpec<T, Q>,
  options: CrudPageOptions<Q> = {},
): CrudPageState<T, Q> {
  const access = useAccess();
  const list = useCrudList<T, Q>({
    fetch: resource.api.page.bind(resource.api),
    source: resource.api,
    fixedQuery: options.fixedQuery,
    initialFilters: { ...resource.defaultQuery, ...options.initialFilters } as Partial<Q>,
    enabled: options.enabled,
  });
  const mutations = useCrudMutations(resource);
  const { t } = useTranslation(resource.key);
  const exporter = useExport(
    resource.export ? resource.api.exportExcel?.bind(resource.api) : undefined,
    // The list's name (`<key>:listName`, e.g. Truck scales), else the record's name.
    t(`${resource.key}:listName`, { defaultValue: t(`${resource.key}:name`) }),
  );
  // Selection belongs to the rows it was made on: a new answer clears it without an effect.
  const [selection, setSelection] = useState<{ rows: readonly T[]; selected: T[] }>({ rows: [], selected: [] });
  const selected = selection.rows === list.rows ? selection.selected : [];
  const setSelected = useCallback((rows: T[]) => setSelection({ rows: list.rows, selected: rows }), [list.rows]);
  const [dialog, setDialog] = useState<{ record?: T } | undefined>(undefined);

  const { permi } = access;
  const can = useCallback((action: string) => permi(`${resource.permission}:${action}`), [permi, resource.permission]);

  const { refetch, refetchAfterRemove, search } = list;
  const saved = useCallback(() => {
    setDialog(undefined);
    refetch();
  }, [refetch]);

  const remove = useCallback(
    async (rows: readonly T[]) => {
      if (await mutations.confirmRemove(rows)) refetchAfterRemove(rows.length);
    },
    [mutations, refetchAfterRemove],
  );

  const clear = useCallback(async () => {
    if (await mutations.confirmClear()) search(list.filters);
  }, [mutations, search, list.filters]);

  const listQuery = list.query;
  const runExport = useCallback(
    (columns?: readonly string[]) => exporter.run(listQuery, columns),
    [exporter, listQuery],
  );

  return {
    resource,
    list,
    mutations,
    exporter,
    can,
    selected,
    setSelected,
    dialog,
    openAdd: () => setDialog({}),
    openEdit: (record: T) => setDialog({ record }),
    closeDialog: () => setDialog(undefined),
    saved,
    remove,
    runExport,
    clear,
  };
}
