import { Checkbox, Empty, Spin, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '@/api/modules/system/tree';
import { ReadFailure } from '@/components/crud/read-failure';
import { allIds, linkedState, parentIds } from './tree-utils';
import styles from '../org.module.css';

export interface CheckTreeProps {
  nodes: readonly TreeNode[] | undefined;
  /** The checked ids (with linkage the tree derives parents and half-checked nodes from them). */
  checked: readonly number[];
  /** Parent-child linkage (the role's `menuCheckStrictly` / `deptCheckStrictly`). */
  linkage: boolean;
  onChange: (checked: number[]) => void;
  /** The linkage checkbox; the caller owns its value (a form field or a local state). */
  linkageControl: ReactNode;
  /** Title of a node (menus translate their names); the label by default. Text only. */
  title?: (node: TreeNode) => ReactNode;
  /** Accessible name of the tree. */
  label: string;
  /** The tree's read failed: shown in place of the tree, with Retry. */
  failed?: { message?: string; retry: () => void };
}

function toData(nodes: readonly TreeNode[], title: (node: TreeNode) => ReactNode): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: title(node),
    children: node.children ? toData(node.children, title) : undefined,
  }));
}

const keysOf = (keys: Parameters<NonNullable<TreeProps['onCheck']>>[0]): number[] =>
  (Array.isArray(keys) ? keys : keys.checked).map(Number).filter((n) => Number.isFinite(n));

/**
 * A check tree with the controls of the role dialogs: expand/collapse all, select all/none and
 * the parent-child linkage toggle.
 */
export function CheckTree(props: CheckTreeProps) {
  const { nodes, checked, linkage, onChange, linkageControl, title, label, failed } = props;
  const { t } = useTranslation('role');
  const [expanded, setExpanded] = useState<number[]>([]);
  const treeData = useMemo(() => toData(nodes ?? [], title ?? ((n) => n.label)), [nodes, title]);
  const everyId = useMemo(() => allIds(nodes ?? []), [nodes]);
  const expandable = useMemo(() => parentIds(nodes ?? []), [nodes]);
  const state = useMemo(
    () => (linkage ? linkedState(nodes ?? [], checked) : { checked: [...checked], halfChecked: [] }),
    [nodes, checked, linkage],
  );
  const allChecked = everyId.length > 0 && everyId.every((id) => state.checked.includes(id));
  const allExpanded = expandable.length > 0 && expandable.every((id) => expanded.includes(id));

  return (
    <div className={styles.checkTree}>
      <div className={styles.checkTreeControls}>
        <Checkbox checked={allExpanded} onChange={(e) => setExpanded(e.target.checked ? expandable : [])}>
          {t('tree.expandAll')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && state.checked.length > 0}
          onChange={(e) => onChange(e.target.checked ? everyId : [])}
        >
          {t('tree.selectAll')}
        </Checkbox>
        {linkageControl}
      </div>
      <div className={styles.checkTreeBody}>
        {failed ? (
          <ReadFailure message={failed.message} onRetry={failed.retry} />
        ) : nodes === undefined ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            aria-label={label}
            checkable
            selectable={false}
            checkStrictly={!linkage}
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            checkedKeys={linkage ? state.checked : { checked: state.checked, halfChecked: [] }}
            onCheck={(keys) => onChange(keysOf(keys))}
          />
        )}
      </div>
    </div>
  );
}
