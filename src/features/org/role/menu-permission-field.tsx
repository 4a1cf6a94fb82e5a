import { Checkbox, Form } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi } from '@/api/modules/system/menu';
import type { TreeNode } from '@/api/modules/system/tree';
import { useMenuTitle } from '../menu/menu-title';
import { CheckTree } from '../tree/check-tree';
import { relink, savedIds } from '../tree/tree-utils';

export interface MenuPermissionFieldProps {
  /** Editing a role: its checked menus come from `menus/roleMenuTreeselect/{roleId}`. */
  editing: boolean;
  id?: string;
  /** Handed in by Form.Item: the `menuIds` the role saves. */
  value?: number[];
  onChange?: (menuIds: number[]) => void;
}

interface TreeState {
  /** The role the tree was loaded for (undefined: a new role). */
  roleId?: number;
  nodes: TreeNode[];
  checked: number[];
  failed: boolean;
}

/**
 * The role's menu permissions in the add/edit dialog: a check tree whose value is the `menuIds`
 * to save (checked plus half-checked nodes with linkage on, the checked ones without). The linkage
 * checkbox is the form field `menuCheckStrictly`, saved with the role.
 */
export function MenuPermissionField({ editing, value: _value, onChange }: MenuPermissionFieldProps) {
  const { t } = useTranslation('role');
  const form = Form.useFormInstance();
  const watchedRoleId: unknown = Form.useWatch('roleId', { form, preserve: true });
  const roleId = editing && typeof watchedRoleId === 'number' ? watchedRoleId : undefined;
  const linkageValue: unknown = Form.useWatch('menuCheckStrictly', { form, preserve: true });
  const linkage = linkageValue !== false;
  const menuTitle = useMenuTitle();
  const title = useCallback((node: TreeNode) => menuTitle(node.label), [menuTitle]);
  const [tree, setTree] = useState<TreeState | undefined>(undefined);
  const ready = !editing || roleId !== undefined;

  // The latest onChange/linkage for the load's answer, without re-running the load when they change.
  const latest = useRef({ onChange, linkage });
  useEffect(() => {
    latest.current = { onChange, linkage };
  }, [onChange, linkage]);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    const load =
      roleId === undefined
        ? menuApi.treeselect(options).then((nodes) => ({ nodes, checked: [] as number[] }))
        : menuApi.roleMenuTreeselect(roleId, options).then((r) => ({ nodes: r.menus, checked: r.checkedKeys }));
    load.then(
      ({ nodes, checked }) => {
        setTree({ roleId, nodes, checked, failed: false });
        // Without a loaded tree nothing is sent, so a failed load never empties the role's menus.
        latest.current.onChange?.(savedIds(nodes, checked, latest.current.linkage));
      },
      () => {
        if (!controller.signal.aborted) setTree({ roleId, nodes: [], checked: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [ready, roleId]);

  const current = tree && tree.roleId === roleId ? tree : undefined;
  const change = (checked: number[], nextLinkage = linkage) => {
    if (!current) return;
    setTree({ ...current, checked });
    onChange?.(savedIds(current.nodes, checked, nextLinkage));
  };
  const toggleLinkage = (next: boolean) => current && change(relink(current.nodes, current.checked, next), next);

  return (
    <CheckTree
      label={t('fields.menuIds')}
      nodes={current?.nodes}
      failed={current?.failed}
      checked={current?.checked ?? []}
      linkage={linkage}
      title={title}
      onChange={(checked) => change(checked)}
      linkageControl={
        <Form.Item name="menuCheckStrictly" valuePropName="checked" noStyle>
          <Checkbox onChange={(e) => toggleLinkage(e.target.checked)}>{t('tree.linkage')}</Checkbox>
        </Form.Item>
      }
    />
  );
}
