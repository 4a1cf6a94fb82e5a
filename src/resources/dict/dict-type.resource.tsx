import { dictTypeApi, type DictType, type DictTypeQuery } from '@/api/modules/system/dict';
import { wmsDictApi } from '@/api/modules/wms/wms-dict';
import { defineResource, type CrudApi } from '@/components/crud/define-resource';
import { DictItemsLink } from './dict-items-link';

/**
 * Dictionary types: name and type required, type unique; the type links to the items page at
 * `itemsPath` (admin only). The platform's dictionaries and the warehouse's own share the shape and
 * the labels (`dict:`), and differ in their calls, permission and items route.
 */
function dictTypeResourceOf(spec: {
  api: CrudApi<DictType, DictTypeQuery>;
  permission: string;
  itemsPath: string;
  export: boolean;
  /** Import from Excel (the warehouse's dictionary list). */
  import?: boolean;
}) {
  return defineResource({
    key: 'dict',
    api: spec.api,
    idKey: 'dictId',
    nameField: 'dictName',
    permission: spec.permission,
    export: spec.export,
    import: spec.import,
    fields: [
      { name: 'dictId', form: false, list: { width: 90 } },
      { name: 'dictName', search: true, required: true, form: { maxLength: 100 } },
      {
        name: 'dictType',
        search: true,
        required: true,
        unique: true,
        form: { maxLength: 100 },
        list: { render: (_type, dict) => <DictItemsLink dict={dict} itemsPath={spec.itemsPath} /> },
      },
      { name: 'status', kind: 'status', search: true, defaultValue: '0' },
      { name: 'remark', kind: 'textarea', list: { ellipsis: true }, form: { maxLength: 500, span: 24 } },
      { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170 } },
    ],
  });
}

/** 字典管理 (`dicts`). */
export const dictTypeResource = dictTypeResourceOf({
  api: dictTypeApi,
  permission: 'system:dict',
  itemsPath: '/system/dictitem/index',
  export: true,
});

/** 模块字典 (`wms/dict`): the warehouse's product enums; no export. */
export const wmsDictTypeResource = dictTypeResourceOf({
  api: wmsDictApi,
  permission: 'wms:dict',
  itemsPath: '/wms/dictitems/index',
  export: false,
  import: true,
});
