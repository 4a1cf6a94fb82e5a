import { CrudPage } from '@/components/crud';
import { AssignPartsMenu } from '@/features/modular/assign-parts-menu';
import { RefetchWhenShown } from '@/features/modular/refetch-when-shown';
import { modularResource } from '@/resources/modular/modular.resource';

/** 称重模块: the declared page, with each row's way to the parts assigned to it. */
export default function ModularPage() {
  return (
    <CrudPage
      resource={modularResource}
      rowActions={(modular, page) =>
        typeof modular.id === 'number' && page.can('edit') ? <AssignPartsMenu modularId={modular.id} /> : null
      }
    >
      {(page) => <RefetchWhenShown refetch={page.list.refetch} />}
    </CrudPage>
  );
}
