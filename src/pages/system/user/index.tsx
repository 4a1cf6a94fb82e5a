import { DoubleRightOutlined, KeyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserQuery } from '@/api/modules/system/user';
import {
  CrudFormDialog,
  CrudRowButtons,
  CrudSearchForm,
  CrudTable,
  CrudToolbarButtons,
  defaultHiddenColumns,
  useCrudColumns,
  useCrudPage,
} from '@/components/crud';
import { Pagination, RightToolbar, useColumnVisibility } from '@/components/list';
import { DeptTreeFilter } from '@/features/org/user/dept-tree-filter';
import { ResetPasswordDialog } from '@/features/org/user/reset-password-dialog';
import { userResource } from '@/resources/user/user.resource';
import styles from '@/features/org/org.module.css';
import { usePathNavigate } from '@/router/app-router';
import { usePageLocation } from '@/router/page-location';

/** 用户管理: the department tree beside the declared user list, plus reset password and assign roles. */
export default function UserPage() {
  const { t } = useTranslation(['user', 'crud']);
  const navigate = usePathNavigate();
  const { pathname } = usePageLocation();
  const page = useCrudPage(userResource);
  const { list, can, mutations } = page;
  const [deptId, setDeptId] = useState<number | undefined>(undefined);
  const [showSearch, setShowSearch] = useState(true);
  const columns = useCrudColumns(userResource);
  const [hiddenColumns, setHiddenColumns] = useColumnVisibility(pathname, defaultHiddenColumns(userResource));
  const [resetting, setResetting] = useState<(User & { userId: number }) | undefined>(undefined);

  // The department is one more filter: choosing one keeps the other filters and starts at page 1.
  const chooseDept = (id: number | undefined) => {
    setDeptId(id);
    list.search({ ...list.filters, deptId: id });
  };
  const search = (filters: Partial<UserQuery>) => list.search({ ...filters, deptId });

  const statusChange = can('edit')
    ? (user: User, status: '0' | '1') => {
        void mutations.confirmStatus(user, status).then((changed) => changed && list.refetch());
      }
    : undefined;

  const moreActions = (user: User): MenuProps['items'] => {
    const userId = user.userId;
    if (typeof userId !== 'number') return [];
    const items: NonNullable<MenuProps['items']> = [];
    if (can('resetPwd'))
      items.push({
        key: 'resetPwd',
        icon: <KeyOutlined />,
        label: t('user:actions.resetPassword'),
        onClick: () => setResetting({ ...user, userId }),
      });
    if (can('edit'))
      items.push({
        key: 'authRole',
        icon: <UserSwitchOutlined />,
        label: t('user:actions.assignRoles'),
        onClick: () => navigate(`/system/user-auth/role/${encodeURIComponent(String(userId))}`),
      });
    return items;
  };

  return (
    <div className={styles.layout}>
      <DeptTreeFilter value={deptId} onChange={chooseDept} />
      <div className={`${styles.main} ${styles.page}`}>
        <CrudSearchForm resource={userResource} hidden={!showSearch} onSearch={search} />
        <div className={styles.toolbar}>
          <CrudToolbarButtons page={page} />
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={list.refetch}
            columns={columns}
            hiddenColumns={hiddenColumns}
            onColumnsChange={setHiddenColumns}
          />
        </div>
        <CrudTable
          resource={userResource}
          rows={list.rows}
          loading={list.loading}
          selected={page.selected}
          onSelect={page.setSelected}
          hiddenColumns={hiddenColumns}
          onStatusChange={statusChange}
          actions={(user) => {
            const more = moreActions(user);
            return (
              <CrudRowButtons page={page} record={user}>
                {more && more.length > 0 && (
                  <Dropdown menu={{ items: more }} trigger={['click']}>
                    <Button type="link" size="small" icon={<DoubleRightOutlined />}>
                      {t('crud:actions.more')}
                    </Button>
                  </Dropdown>
                )}
              </CrudRowButtons>
            );
          }}
        />
        <Pagination total={list.total} page={list.page} limit={list.limit} onChange={list.setPage} />
        {page.dialog && (
          <CrudFormDialog
            resource={userResource}
            record={page.dialog.record}
            initialValues={deptId === undefined ? undefined : { deptId }}
            save={mutations.save}
            onClose={page.closeDialog}
            onSaved={page.saved}
          />
        )}
        {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />}
        {mutations.holder}
      </div>
    </div>
  );
}
