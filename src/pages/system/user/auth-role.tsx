import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { userApi, type AuthRoleEntry, type UserAuthRole } from '@/api/modules/system/user';
import { CrudTable, defineList, recordId, textOf } from '@/components/crud';
import { feedback } from '@/lib/feedback/feedback';
import styles from '@/features/org/org.module.css';
import { usePathNavigate } from '@/router/app-router';

const roleList = defineList<AuthRoleEntry>({
  key: 'role',
  idKey: 'roleId',
  nameField: 'roleName',
  fields: [
    { name: 'roleId', list: { width: 90 } },
    { name: 'roleName' },
    { name: 'roleKey' },
    { name: 'createTime', kind: 'datetime', list: { width: 170 } },
  ],
});

type LoadState = { status: 'loading' } | { status: 'ready'; data: UserAuthRole } | { status: 'failed' };

function useAuthRole(userId: string | undefined): LoadState {
  const [state, setState] = useState<{ id?: string; value: LoadState }>({ value: { status: 'loading' } });
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    userApi.getAuthRole(userId, { signal: controller.signal }).then(
      (data) => setState({ id: userId, value: { status: 'ready', data } }),
      () => {
        if (!controller.signal.aborted) setState({ id: userId, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [userId]);
  if (!userId) return { status: 'failed' };
  return state.id === userId ? state.value : { status: 'loading' };
}

/** 分配角色 (`/system/user-auth/role/{userId}`): the user's details and every role, the user's ticked. */
export default function UserAuthRolePage() {
  const { t } = useTranslation(['user', 'crud']);
  const { userId } = useParams();
  const navigate = usePathNavigate();
  const state = useAuthRole(userId);
  const [chosen, setChosen] = useState<{ for?: UserAuthRole; roles: AuthRoleEntry[] }>({ roles: [] });
  const [saving, setSaving] = useState(false);
  const submitting = useRef(false);
  const back = () => navigate('/system/user');

  if (state.status === 'loading') return <Spin />;
  if (state.status === 'failed' || !userId)
    return (
      <Result
        status="warning"
        title={t('user:authRole.notFound')}
        extra={<Button onClick={back}>{t('user:authRole.back')}</Button>}
      />
    );
  const { user, roles } = state.data;
  // Until the user changes the ticks, they are the roles the user has.
  const selected = chosen.for === state.data ? chosen.roles : roles.filter((r) => r.flag === true);

  const save = async () => {
    if (submitting.current) return;
    submitting.current = true;
    setSaving(true);
    try {
      const roleIds = selected.map((r) => recordId(r, 'roleId')).filter((id) => id !== undefined);
      await userApi.authRole(userId, roleIds);
      void feedback().message.success(t('user:authRole.success'));
      back();
    } catch {
      // The client has shown why; the ticks stay.
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card size="small" title={t('user:authRole.basic')}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'nickName', label: t('user:fields.nickName'), children: textOf(user.nickName) },
            { key: 'userName', label: t('user:fields.userName'), children: textOf(user.userName) },
          ]}
        />
      </Card>
      <Card size="small" title={t('user:authRole.roles')}>
        <CrudTable
          resource={roleList}
          rows={roles}
          loading={false}
          selected={selected}
          onSelect={(rows) => setChosen({ for: state.data, roles: rows })}
        />
      </Card>
      <div className={styles.header}>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
          {t('user:authRole.submit')}
        </Button>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('user:authRole.back')}
        </Button>
      </div>
    </div>
  );
}
