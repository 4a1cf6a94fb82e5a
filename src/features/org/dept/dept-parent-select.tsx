import { Form, Input, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deptApi } from '@/api/modules/system/dept';
import type { TreeNode } from '@/api/modules/system/tree';

export interface DeptParentSelectProps {
  /** Editing a department: the chooser leaves out the department and everything below it. */
  editing: boolean;
  id?: string;
  value?: number;
  onChange?: (parentId: number | undefined) => void;
}

interface Choice {
  value: number;
  title: string;
  disabled?: boolean;
  children?: Choice[];
}

const toChoices = (nodes: readonly TreeNode[]): Choice[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.label,
    disabled: n.disabled,
    children: n.children ? toChoices(n.children) : undefined,
  }));

/**
 * 上级部门: when adding, the enabled departments (`dept/treeselect`); when editing, the tree without
 * the department and its children (`dept/treeselect/exclude/{id}`), so it cannot move below itself.
 * The top department has no parent to choose.
 */
export function DeptParentSelect({ editing, id, value, onChange }: DeptParentSelectProps) {
  const { t } = useTranslation('dept');
  const form = Form.useFormInstance();
  const watchedId: unknown = Form.useWatch('deptId', { form, preserve: true });
  const deptId = editing && typeof watchedId === 'number' ? watchedId : undefined;
  const ready = !editing || deptId !== undefined;
  const [tree, setTree] = useState<{ for?: number; nodes: TreeNode[] } | undefined>(undefined);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    const load = deptId === undefined ? deptApi.treeselect(options) : deptApi.treeselectExclude(deptId, options);
    load.then(
      (nodes) => setTree({ for: deptId, nodes }),
      () => {
        if (!controller.signal.aborted) setTree({ for: deptId, nodes: [] });
      },
    );
    return () => controller.abort();
  }, [ready, deptId]);

  const current = tree && tree.for === deptId ? tree.nodes : undefined;
  const treeData = useMemo(() => toChoices(current ?? []), [current]);
  const label = t('fields.parentId');

  if (editing && value === 0) return <Input id={id} aria-label={label} disabled value={t('topLevel')} />;
  return (
    <TreeSelect
      id={id}
      aria-label={label}
      style={{ width: '100%' }}
      loading={current === undefined}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      // A few dozen departments: a plain list keeps every match findable.
      virtual={false}
      allowClear
      placeholder={t('placeholder.parent')}
      treeData={treeData}
      value={value}
      onChange={(next: number | undefined) => onChange?.(next)}
    />
  );
}
