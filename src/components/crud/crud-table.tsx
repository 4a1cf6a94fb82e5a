import { Table, type TableColumnsType } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '@/stores/app';
import type { Status } from '@/api/types';
import { columnSpec, fieldKind, labelKey, withUnit, type ListSpec } from './define-resource';
import { FieldCell, StatusSwitch } from './field-cell';
import { recordId, textOf } from './record';
import styles from './crud.module.css';

/** Widest a long text column grows before it is cut with an ellipsis (its full text in the title). */
const ELLIPSIS_WIDTH = 240;
/**
 * More rows than this (twice the largest page) are paged here, CLIENT_PAGE_SIZE at a time: a server
 * that ignored `limit` and sent 10,000 rows would otherwise block the page for minutes.
 */
export const OVERSIZED_ROWS = 100;
export const CLIENT_PAGE_SIZE = 50;

/**
 * Rows that fill the window below the page's header, tags, search form and toolbar (the first row's
 * top is 279 px on the list pages at 1440 px; 270 taken), at least 49 px a row (the middle size): a
 * table that mounts with more renders these first and the rest right after it is on screen.
 */
export function firstScreenRows(windowHeight = window.innerHeight): number {
  return Math.max(8, Math.ceil((windowHeight - 270) / 49));
}

export interface CrudColumn {
  key: string;
  title: string;
}

export interface CrudTableProps<T> {
  resource: ListSpec<T>;
  rows: readonly T[];
  loading: boolean;
  /** Row selection (omit for a table without checkboxes). */
  selected?: readonly T[];
  onSelect?: (rows: T[]) => void;
  /** Column keys the column chooser hides. */
  hiddenColumns?: readonly string[];
  /** The status switch, when the user may change status (else the status shows as a tag). */
  onStatusChange?: (record: T, status: Status) => void;
  /** The action column's content for a row. */
  actions?: (record: T) => ReactNode;
  actionsWidth?: number;
}

/** The columns the table can show, for the column chooser of the toolbar. */
export function useCrudColumns<T>(resource: ListSpec<T>): CrudColumn[] {
  const { t } = useTranslation(resource.key);
  return useMemo(
    () =>
      resource.fields
        .filter((f) => columnSpec(f))
        .map((f) => ({ key: f.name, title: withUnit(t(labelKey(resource.key, f.name)), f.unit, t) })),
    [resource, t],
  );
}

/** Keys of columns declared hidden by default. */
export function defaultHiddenColumns<T>(resource: ListSpec<T>): string[] {
  return resource.fields.filter((f) => columnSpec(f)?.hidden).map((f) => f.name);
}

export function rowKeyOf<T>(idKey: string) {
  return (record: T): string => {
    const id = recordId(record as object, idKey);
    return id === undefined ? JSON.stringify(record) : String(id);
  };
}

/** The list of a resource: declared columns, dictionary tags, status switch, selection and actions. */
export function CrudTable<T>(props: CrudTableProps<T>) {
  const { resource, rows, loading, selected, onSelect, hiddenColumns, onStatusChange, actions, actionsWidth } = props;
  const { t } = useTranslation(['crud', resource.key]);
  const rowKey = useMemo(() => rowKeyOf<T>(resource.idKey), [resource.idKey]);
  // A record the server lists twice (same id, or the same id-less record) is shown once: one row per key.
  const shownRows = useMemo(() => {
    const seen = new Set<string>();
    return rows.filter((row) => {
      const key = rowKey(row);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [rows, rowKey]);
  const mobile = useApp((state) => state.device === 'mobile');
  // Mounting with its rows (a page opened with its data): the first screenful renders and shows,
  // the rest below it follows in a transition. Later answers render whole.
  const [firstScreen, setFirstScreen] = useState(() => {
    const count = firstScreenRows();
    return rows.length <= OVERSIZED_ROWS && shownRows.length > count ? count : undefined;
  });
  useEffect(() => {
    if (firstScreen !== undefined) startTransition(() => setFirstScreen(undefined));
  }, [firstScreen]);
  const rendered = useMemo(
    () => (firstScreen === undefined ? shownRows : shownRows.slice(0, firstScreen)),
    [firstScreen, shownRows],
  );

  const columns = useMemo(() => {
    const hidden = new Set(hiddenColumns ?? []);
    const result: TableColumnsType<T> = [];
    const early: TableColumnsType<T> = [];
    // A cell renders again only when its row's record changed, not on every page re-render
    // (loading, selection, dialogs): a 50-row page stays cheap.
    const shouldCellUpdate = (record: T, previous: T) => record !== previous;
    for (const f of resource.fields) {
      const spec = columnSpec(f);
      if (!spec || hidden.has(f.name)) continue;
      const label = t(labelKey(resource.key, f.name));
      const title = withUnit(label, f.unit, t);
      const kind = fieldKind(f);
      const isStatus = kind === 'status' && onStatusChange;
      (mobile && spec.mobileFirst && !spec.fixed ? early : result).push({
        key: f.name,
        dataIndex: f.name,
        title,
        width: spec.width,
        fixed: spec.fixed,
        // Figures line up on their last digit; everything else is centred as the consoles do.
        align: spec.align ?? (kind === 'number' ? 'right' : 'center'),
        className: spec.nowrap ? styles.nowrap : undefined,
        shouldCellUpdate,
        render: (_: unknown, record: T) => {
          const value = (record as Record<string, unknown>)[f.name];
          if (spec.render) return spec.render(value, record);
          if (spec.ellipsis)
            return (
              <div className={styles.ellipsis} style={{ maxWidth: spec.width ?? ELLIPSIS_WIDTH }} title={textOf(value)}>
                <FieldCell field={f} record={record} label={label} />
              </div>
            );
          if (isStatus)
            return (
              <StatusSwitch
                value={value}
                label={`${title} ${textOf((record as Record<string, unknown>)[resource.nameField])}`}
                onChange={(status) => onStatusChange(record, status)}
              />
            );
          return <FieldCell field={f} record={record} label={label} />;
        },
      });
    }
    if (early.length > 0) result.splice(result.filter((column) => column.fixed === 'left').length, 0, ...early);
    if (actions) {
      result.push({
        key: '__actions',
        title: t('crud:actions.operation'),
        align: 'center',
        width: actionsWidth,
        // A fixed action column would cover most of a phone-sized table.
        fixed: mobile ? undefined : 'right',
        className: styles.actions,
        shouldCellUpdate,
        render: (_: unknown, record: T) => actions(record),
      });
    }
    return result;
  }, [resource, hiddenColumns, onStatusChange, actions, actionsWidth, mobile, t]);

  const selectedKeys = useMemo(() => (selected ?? []).map(rowKey), [selected, rowKey]);
  // antd names the checkboxes "Select all" and "Select row 3" in English whatever the language.
  const rowCheckbox = useCallback(
    (record: T) => ({
      'aria-label': t('common:a11y.selectRow', {
        name: textOf((record as Record<string, unknown>)[resource.nameField]) || rowKey(record),
      }),
    }),
    [t, resource.nameField, rowKey],
  );

  // Back to the first client page whenever another answer arrives.
  const [clientPage, setClientPage] = useState({ rows, page: 1 });
  const current = clientPage.rows === rows ? clientPage.page : 1;
  const oversized = rows.length > OVERSIZED_ROWS;

  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rendered}
      loading={loading}
      pagination={
        oversized
          ? {
              current,
              pageSize: CLIENT_PAGE_SIZE,
              showSizeChanger: false,
              size: 'small',
              showTotal: (total) => t('crud:table.clientPaged', { total }),
              onChange: (page) => setClientPage({ rows, page }),
            }
          : false
      }
      size="middle"
      scroll={{ x: 'max-content' }}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selectedKeys,
              onChange: (_keys, selectedRows) => onSelect(selectedRows),
              getCheckboxProps: rowCheckbox,
              getTitleCheckboxProps: () => ({ 'aria-label': t('common:a11y.selectAll') }),
            }
          : undefined
      }
    />
  );
}
