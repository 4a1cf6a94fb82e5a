import { dictTypeApi } from '@/api/modules/system/dict';
import { CrudPage } from '@/components/crud';
import { RefreshDictCacheButton } from '@/features/system/dict/refresh-cache-button';
import { dictTypeResource } from '@/resources/dict/dict-type.resource';

/** 字典管理: dictionary types, their items (admin) and the cache refresh. */
export default function DictPage() {
  return (
    <CrudPage
      resource={dictTypeResource}
      toolbarExtra={(page) => page.can('remove') && <RefreshDictCacheButton refresh={dictTypeApi.refresh} />}
    />
  );
}
