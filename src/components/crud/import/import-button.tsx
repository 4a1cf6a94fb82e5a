import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { queryClient } from '@/lib/query/client';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import type { CrudPageState } from '../use-crud-page';
import type { ImportDialogProps } from './import-dialog';

// The dialog and its xlsx package load when the button is first pressed: no list page carries them.
const ImportDialog = lazy(() => import('./import-dialog').then((m) => ({ default: m.ImportDialog }))) as unknown as <
  T extends object,
  Q extends PageQuery,
>(
  props: ImportDialogProps<T, Q>,
) => ReactElement;

/** Import beside Export: shown with the resource's add permission when its declaration asks for it. */
export function ImportButton<T extends object, Q extends PageQuery>({ page }: { page: CrudPageState<T, Q> }) {
  const { t } = useTranslation(['crud', page.resource.key]);
  const [open, setOpen] = useState(false);
  const { resource } = page;
  if (!resource.import || !resource.api.create || !page.can('add')) return null;
  const listName = t(`${resource.key}:listName`, { defaultValue: t(`${resource.key}:name`) });
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('crud:actions.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            resource={resource}
            listName={listName}
            onClose={() => setOpen(false)}
            // Every read of the resource (the list shown refetches once; pickers' options too), as a save does.
            onImported={() => void queryClient.invalidateQueries({ queryKey: queryKeys.all(resourceOf(resource.api)) })}
          />
        </Suspense>
      )}
    </>
  );
}
