import { Table, type TableColumnsType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnSpec, FieldCell, labelKey, recordId, type ListSpec } from '@/components/crud';
import { useApp } from '@/stores/app';
import type { TreeRow } from './tree-utils';
import styles from '../org.module.css';

export interface TreeTableProps<T> {
  resource: ListSpec<T>;
  rows: readonly TreeRow<T>[];
  loading: boolean;
  /** Ids of the open rows. */
  expanded: readonly number[];
  onExpandedChange: (ids: number[]) => void;
  actions?: (record: T) => ReactNode;
  actionsWidth?: number;
}

/**
 * A tree table of a declared list (departments, menus): the declared columns and cells of the
 * toolkit's table, rows nested by `children`, open rows controlled (expand/collapse all).
 */
export function TreeTable<T extends object>(props: TreeTableProps<T>) {
  const { resource, rows, loading, expanded, onExpandedChange, actions, actionsWidth } = props;
  const { t } = useTranslation(['crud', resource.key]);
  const mobile = useApp((state) => state.device === 'mobile');

  const columns = useMemo(() => {
    const result: TableColumnsType<TreeRow<T>> = [];
    resource.fields.forEach((f, index) => {
      const spec = columnSpec(f);
      if (!spec) return;
      result.push({
        key: f.name,
        dataIndex: f.name,
        title: t(labelKey(resource.key, f.name)),
        width: spec.width,
        ellipsis: spec.ellipsis,
        // The first column holds the tree's indentation and toggles.
        align: index === 0 ? 'left' : 'center',
        render: (_: unknown, record: T) =>
          spec.render ? (
            spec.render((record as Record<string, unknown>)[f.name], record)
          ) : (
            <FieldCell field={f} record={record} />
          ),
      });
    });
    if (actions)
      result.push({
        key: '__actions',
        title: t('crud:actions.operation'),
        align: 'center',
        width: actionsWidth,
        // A fixed action column would cover most of a phone-sized table.
        fixed: mobile ? undefined : 'right',
        className: styles.nowrap,
        render: (_: unknown, record: T) => actions(record),
      });
    return result;
  }, [resource, actions, actionsWidth, mobile, t]);

  const rowKey = (record: T) => String(recordId(record, resource.idKey) ?? JSON.stringify(record));

  return (
    <Table<TreeRow<T>>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as TreeRow<T>[]}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowKeys: expanded.map(String),
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number).filter((n) => Number.isFinite(n))),
      }}
    />
  );
}
