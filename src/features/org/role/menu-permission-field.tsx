import { Checkbox, Form } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi } from '@/api/modules/system/menu';
import type { TreeNode } from '@/api/modules/system/tree';
import { useHoldSave, useRequiredRead } from '@/components/crud/use-required-read';
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
  const ready = !editing || roleId !== undefined;
  // The role's id is watched a render after the form mounts: hold the save until then too.
  useHoldSave(!ready);
  const read = useRequiredRead(
    ready
      ? (signal: AbortSignal) =>
          roleId === undefined
            ? menuApi.treeselect({ signal }).then((nodes) => ({ nodes, checked: [] as number[] }))
            : menuApi.roleMenuTreeselect(roleId, { signal }).then((r) => ({ nodes: r.menus, checked: r.checkedKeys }))
      : undefined,
    String(roleId),
  );
  const loaded = ready ? read.data : undefined;
  const [ticked, setTicked] = useState<{ loaded: typeof loaded; checked: number[] }>();
  const checked = (ticked?.loaded === loaded ? ticked?.checked : undefined) ?? loaded?.checked ?? [];

  // The latest onChange/linkage for the load's answer, without re-running on their changes.
  const latest = useRef({ onChange, linkage });
  useEffect(() => {
    latest.current = { onChange, linkage };
  }, [onChange, linkage]);
  // Only a loaded tree sets menuIds (the dialog's save waits for it), so a failed read never empties them.
  useEffect(() => {
    if (loaded) latest.current.onChange?.(savedIds(loaded.nodes, loaded.checked, latest.current.linkage));
  }, [loaded]);

  const change = (next: number[], nextLinkage = linkage) => {
    if (!loaded) return;
    setTicked({ loaded, checked: next });
    onChange?.(savedIds(loaded.nodes, next, nextLinkage));
  };
  const toggleLinkage = (next: boolean) => loaded && change(relink(loaded.nodes, checked, next), next);

  return (
    <CheckTree
      label={t('fields.menuIds')}
      nodes={loaded?.nodes}
      failed={read.status === 'failed' ? { message: read.message, retry: read.retry } : undefined}
      checked={checked}
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
