import { DoubleRightOutlined, FileProtectOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/api/modules/system/role';
import { CrudPage } from '@/components/crud';
import { DataScopeDialog } from '@/features/org/role/data-scope-dialog';
import { roleResource } from '@/resources/role/role.resource';
import { usePathNavigate } from '@/router/app-router';

/** The super administrator role holds everything; the server refuses to change its scope. */
const isSuperRole = (role: Role) => role.roleKey === 'admin';

/** 角色管理: the declared page plus data scope, assigned users and assigned file classes. */
export default function RolePage() {
  const { t } = useTranslation(['role', 'crud']);
  const navigate = usePathNavigate();
  const [scoping, setScoping] = useState<(Role & { roleId: number }) | undefined>(undefined);

  const moreActions = (role: Role & { roleId: number }): NonNullable<MenuProps['items']> => [
    ...(isSuperRole(role)
      ? []
      : [
          {
            key: 'dataScope',
            icon: <SafetyCertificateOutlined />,
            label: t('role:actions.dataScope'),
            onClick: () => setScoping(role),
          },
        ]),
    {
      key: 'assignUsers',
      icon: <TeamOutlined />,
      label: t('role:actions.assignUsers'),
      onClick: () => navigate(`/system/role-auth/user/${role.roleId}`),
    },
    {
      key: 'assignFiles',
      icon: <FileProtectOutlined />,
      label: t('role:actions.assignFiles'),
      onClick: () => navigate(`/system/role-auth/files/${role.roleId}`),
    },
  ];

  return (
    <CrudPage
      resource={roleResource}
      newRecord={{ menuCheckStrictly: true, deptCheckStrictly: true }}
      rowActions={(role, page) => {
        const roleId = role.roleId;
        if (typeof roleId !== 'number' || !page.can('edit')) return null;
        return (
          <Dropdown menu={{ items: moreActions({ ...role, roleId }) }} trigger={['click']}>
            <Button type="link" size="small" icon={<DoubleRightOutlined />}>
              {t('crud:actions.more')}
            </Button>
          </Dropdown>
        );
      }}
    >
      {(page) =>
        scoping && (
          <DataScopeDialog
            role={scoping}
            onClose={() => setScoping(undefined)}
            onSaved={() => {
              setScoping(undefined);
              page.list.refetch();
            }}
          />
        )
      }
    </CrudPage>
  );
}
