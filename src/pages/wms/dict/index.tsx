import { wmsDictApi } from '@/api/modules/wms/wms-dict';
import { CrudPage } from '@/components/crud';
import { RefreshDictCacheButton } from '@/features/system/dict/refresh-cache-button';
import { wmsDictTypeResource } from '@/resources/dict/dict-type.resource';

/**
 * 模块字典: the warehouse's own dictionaries (their labels feed the warehouse pages as `wms:<type>`),
 * their items (admin) and the cache refresh.
 */
export default function WmsDictPage() {
  return (
    <CrudPage
      resource={wmsDictTypeResource}
      toolbarExtra={(page) => page.can('edit') && <RefreshDictCacheButton refresh={wmsDictApi.refresh} />}
    />
  );
}
