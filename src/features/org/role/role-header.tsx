import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi, type Role } from '@/api/modules/system/role';
import { textOf } from '@/components/crud';
import styles from '../org.module.css';
import { usePathNavigate } from '@/router/app-router';

/** The role of an allocation page (`roles/{id}`), with the way back to the role list. */
export function RoleHeader({ roleId, title }: { roleId: string; title: string }) {
  const { t } = useTranslation('role');
  const navigate = usePathNavigate();
  const [role, setRole] = useState<{ id: string; role: Role } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    roleApi.get(roleId, { signal: controller.signal, silent: true }).then(
      (loaded) => setRole({ id: roleId, role: loaded && typeof loaded === 'object' ? loaded : {} }),
      () => undefined,
    );
    return () => controller.abort();
  }, [roleId]);
  const current = role?.id === roleId ? role.role : undefined;
  return (
    <div className={styles.header}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/role')}>
        {t('auth.back')}
      </Button>
      <Typography.Text strong>{title}</Typography.Text>
      {current && (
        <>
          <Typography.Text>{textOf(current.roleName)}</Typography.Text>
          {textOf(current.roleKey) !== '' && <Tag>{textOf(current.roleKey)}</Tag>}
        </>
      )}
    </div>
  );
}
