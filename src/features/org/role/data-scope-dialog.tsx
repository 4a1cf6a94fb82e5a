import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deptApi } from '@/api/modules/system/dept';
import { roleApi, type DataScope, type Role } from '@/api/modules/system/role';
import { ApiError } from '@/api/types';
import { useRequiredRead } from '@/components/crud/use-required-read';
import { feedback } from '@/lib/feedback/feedback';
import { usePageOverlay } from '@/router/page-location';
import { CheckTree } from '../tree/check-tree';
import { relink, savedIds } from '../tree/tree-utils';

export const DATA_SCOPES: readonly DataScope[] = ['1', '2', '3', '4', '5'];
/** The custom scope: the role sees the departments ticked in the tree. */
export const CUSTOM_SCOPE: DataScope = '2';

export interface DataScopeDialogProps {
  role: Role & { roleId: number };
  onClose: () => void;
  onSaved: () => void;
}

const isScope = (value: unknown): value is DataScope => DATA_SCOPES.includes(value as DataScope);

/** The role's departments (`dept/roleDeptTreeselect/{roleId}`): the tree and the ticked ones. */
function useRoleDepts(roleId: number) {
  return useRequiredRead(
    (signal) =>
      deptApi.roleDeptTreeselect(roleId, { signal }).then((tree) => ({ nodes: tree.depts, checked: tree.checkedKeys })),
    String(roleId),
  );
}

/**
 * 分配数据权限: the role's data scope (`roles/dataScope`); the custom scope sends the ticked
 * departments (with linkage, the half-ticked ones above them too); every other scope sends none.
 */
export function DataScopeDialog({ role, onClose, onSaved }: DataScopeDialogProps) {
  const { t } = useTranslation(['role', 'crud']);
  const [dataScope, setDataScope] = useState<DataScope>(isScope(role.dataScope) ? role.dataScope : '1');
  const [linkage, setLinkage] = useState(role.deptCheckStrictly !== false);
  const depts = useRoleDepts(role.roleId);
  const [ticked, setTicked] = useState<number[] | undefined>(undefined);
  const checked = ticked ?? depts.data?.checked ?? [];
  const nodes = depts.data?.nodes;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const submitting = useRef(false);
  const custom = dataScope === CUSTOM_SCOPE;
  // The custom scope's departments are built from the tree: not before it has loaded.
  const treeReady = depts.status === 'ready' && nodes !== undefined;
  const scopeOptions = useMemo(() => DATA_SCOPES.map((value) => ({ value, label: t(`role:dataScope.${value}`) })), [t]);

  const save = async () => {
    if (submitting.current || (custom && !treeReady)) return;
    submitting.current = true;
    setSaving(true);
    setError(undefined);
    try {
      const deptIds = custom ? savedIds(nodes ?? [], checked, linkage) : [];
      // The backends of this family also keep the tree's linkage choice with the scope.
      const body = { roleId: role.roleId, dataScope, deptIds, deptCheckStrictly: linkage };
      await roleApi.dataScope(body);
      void feedback().message.success(t('crud:messages.editSuccess'));
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind !== 'canceled' && failure.kind !== 'auth')
        setError(failure.message);
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      width={600}
      title={t('role:dataScope.title')}
      okText={t('crud:actions.confirm')}
      cancelText={t('crud:actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: custom && !treeReady }}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form labelCol={{ flex: '110px' }} labelWrap>
        <Form.Item label={t('role:fields.roleName')}>
          <Input value={role.roleName ?? ''} disabled aria-label={t('role:fields.roleName')} />
        </Form.Item>
        <Form.Item label={t('role:fields.roleKey')}>
          <Input value={role.roleKey ?? ''} disabled aria-label={t('role:fields.roleKey')} />
        </Form.Item>
        <Form.Item label={t('role:fields.dataScope')}>
          <Select
            aria-label={t('role:fields.dataScope')}
            value={dataScope}
            options={scopeOptions}
            onChange={(next: DataScope) => setDataScope(next)}
          />
        </Form.Item>
        {custom && (
          <Form.Item label={t('role:dataScope.depts')}>
            <CheckTree
              label={t('role:dataScope.depts')}
              nodes={nodes}
              failed={depts.status === 'failed' ? { message: depts.message, retry: depts.retry } : undefined}
              checked={checked}
              linkage={linkage}
              onChange={setTicked}
              linkageControl={
                <Checkbox
                  checked={linkage}
                  onChange={(e) => {
                    setTicked(relink(nodes ?? [], checked, e.target.checked));
                    setLinkage(e.target.checked);
                  }}
                >
                  {t('role:tree.linkage')}
                </Checkbox>
              }
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
