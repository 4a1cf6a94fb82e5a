import { FolderOutlined } from '@ant-design/icons';
import { Card, Empty, Menu, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { FileLinks } from '@/features/system/files/file-links';
import { RemoveByKeyButton } from '@/features/system/files/remove-by-key';
import { UploadButton } from '@/features/system/files/upload-button';
import { useFileClasses } from '@/features/system/files/use-file-classes';
import { filesResourceFor } from '@/resources/files/files.resource';
import styles from '@/features/system/files/files-page.module.css';

/** 文件管理: the files of one class at a time, with upload, preview, download and deletes. */
export default function FilesPage() {
  const { t } = useTranslation('files');
  const { classes, failed } = useFileClasses();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const current = classes?.find((c) => c.clsId === chosen) ?? classes?.[0];
  const clsKey = current?.key;
  const resource = useMemo(() => (clsKey ? filesResourceFor(clsKey) : undefined), [clsKey]);
  const fixedQuery = useMemo(() => (current ? { clsId: current.clsId } : undefined), [current]);

  if (!classes) return <Spin />;
  if (!current || !resource) return <Empty description={failed ? t('classesFailed') : t('noClasses')} />;
  return (
    <div className={styles.layout}>
      <Card size="small" title={t('classes')} className={styles.classes}>
        <Menu
          mode="inline"
          selectedKeys={[String(current.clsId)]}
          onClick={({ key }) => setChosen(Number(key))}
          items={classes.map((c) => ({ key: String(c.clsId), icon: <FolderOutlined />, label: c.name }))}
        />
      </Card>
      <div className={styles.files}>
        <CrudPage
          key={current.clsId}
          resource={resource}
          fixedQuery={fixedQuery}
          actionsWidth={320}
          toolbarExtra={(page) => (
            <>
              {page.can('upload') && <UploadButton clsId={current.clsId} onUploaded={page.list.refetch} />}
              {page.can('remove') && <RemoveByKeyButton clsKey={current.key} onRemoved={page.list.refetch} />}
            </>
          )}
          rowActions={(file) => <FileLinks file={file} />}
        />
      </div>
    </div>
  );
}
