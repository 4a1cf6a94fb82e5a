import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { roleApi, type RoleUserQuery } from '@/api/modules/system/role';
import type { User } from '@/api/modules/system/user';
import { AllocationList, bindAllocation, defineList } from '@/components/crud';
import { RoleHeader } from '@/features/org/role/role-header';

/** The users of an allocation list: searched by user name and mobile. */
const userList = defineList<User>({
  key: 'user',
  idKey: 'userId',
  nameField: 'userName',
  fields: [
    { name: 'userId', list: { width: 90 } },
    { name: 'userName', search: true },
    { name: 'nickName' },
    { name: 'email', list: { ellipsis: true } },
    { name: 'phonenumber', search: true },
    { name: 'status', kind: 'status' },
    { name: 'createTime', kind: 'datetime', list: { width: 170 } },
  ],
});

/** 分配用户 (`/system/role-auth/user/{roleId}`): the role's users; assign more, revoke one or several. */
export default function RoleAuthUserPage() {
  const { t } = useTranslation('role');
  const { roleId = '' } = useParams();
  const { api, ownerQuery } = useMemo(
    () => bindAllocation<User, RoleUserQuery>(roleApi, 'roleId', roleId, 'userId'),
    [roleId],
  );
  return (
    <AllocationList
      items={userList}
      api={api}
      ownerQuery={ownerQuery}
      header={<RoleHeader roleId={roleId} title={t('auth.usersOf')} />}
    />
  );
}
