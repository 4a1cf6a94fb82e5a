import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FileClass } from '@/api/modules/system/file';
import { fileClassRoleApi, type RoleFileClassQuery } from '@/api/modules/system/file-class-role';
import { AllocationList, bindAllocation, defineList } from '@/components/crud';
import { RoleHeader } from '@/features/org/role/role-header';

/** The file classes of an allocation list (labels of the file class page), searched by name. */
const classList = defineList<FileClass>({
  key: 'filecls',
  idKey: 'clsId',
  nameField: 'name',
  fields: [
    { name: 'clsId', list: { width: 90 } },
    { name: 'name', search: true },
    { name: 'key' },
    { name: 'remark', list: { ellipsis: true } },
    { name: 'createTime', kind: 'datetime', list: { width: 170 } },
  ],
});

/** 分配文件 (`/system/role-auth/files/{roleId}`): the file classes the role may use. */
export default function RoleAuthFilesPage() {
  const { t } = useTranslation('role');
  const { roleId = '' } = useParams();
  const { api, ownerQuery } = useMemo(
    () => bindAllocation<FileClass, RoleFileClassQuery>(fileClassRoleApi, 'roleId', roleId, 'clsId'),
    [roleId],
  );
  return (
    <AllocationList
      items={classList}
      api={api}
      ownerQuery={ownerQuery}
      header={<RoleHeader roleId={roleId} title={t('auth.filesOf')} />}
    />
  );
}
