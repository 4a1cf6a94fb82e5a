import { dictTypeApi } from '@/api/modules/system/dict';
import { DictItemsView } from '@/features/system/dict/dict-items-view';
import { dictItemResource } from '@/resources/dict/dict-item.resource';

/** 字典数据: the items of one dictionary (the route requires the admin role). */
export default function DictItemsPage() {
  return (
    <DictItemsView
      resource={dictItemResource}
      getType={dictTypeApi.get}
      typeOptions={dictTypeApi.options}
      backPath="/system/dict"
    />
  );
}
