import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modularApi, type Modular } from '@/api/modules/wms/modular';
import { textOf } from '@/components/crud';
import { MODULAR_LIST_PATH } from './parts';
import styles from './modular.module.css';
import { usePathNavigate } from '@/router/app-router';

/** The modular of an assignment page (`wms/modular/{id}`), with the way back to the modular list. */
export function ModularHeader({ modularId, title }: { modularId: string; title: string }) {
  const { t } = useTranslation('modular');
  const navigate = usePathNavigate();
  const [loaded, setLoaded] = useState<{ id: string; modular: Modular } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    modularApi.get(modularId, { signal: controller.signal, silent: true }).then(
      (modular) => setLoaded({ id: modularId, modular: modular && typeof modular === 'object' ? modular : {} }),
      () => undefined,
    );
    return () => controller.abort();
  }, [modularId]);
  const modular = loaded?.id === modularId ? loaded.modular : undefined;
  return (
    <div className={styles.header}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(MODULAR_LIST_PATH)}>
        {t('auth.back')}
      </Button>
      <Typography.Text strong>{title}</Typography.Text>
      {modular && (
        <>
          {textOf(modular.modelNo) !== '' && <Tag color="blue">{textOf(modular.modelNo)}</Tag>}
          <Typography.Text>{textOf(modular.name)}</Typography.Text>
        </>
      )}
    </div>
  );
}
