import { wmsDictApi } from '@/api/modules/wms/wms-dict';
import { DictItemsView } from '@/features/system/dict/dict-items-view';
import { wmsDictItemResource } from '@/resources/dict/dict-item.resource';

/** 模块字典数据 (`/wms/dictitems/index/{dictId}`): the items of one module dictionary (admin role only). */
export default function WmsDictItemsPage() {
  return (
    <DictItemsView
      resource={wmsDictItemResource}
      getType={wmsDictApi.get}
      typeOptions={wmsDictApi.options}
      backPath="/wms/dict"
    />
  );
}
