import { dictTypeApi } from '@/api/modules/system/dict';
import { defineResource } from '@/components/crud';
import { DictItemsLink } from './dict-items-link';

/** Dictionary types (字典管理): name and type required, type unique. */
export const dictTypeResource = defineResource({
  key: 'dict',
  api: dictTypeApi,
  idKey: 'dictId',
  nameField: 'dictName',
  permission: 'system:dict',
  export: true,
  fields: [
    { name: 'dictId', form: false, list: { width: 90 } },
    { name: 'dictName', search: true, required: true, form: { maxLength: 100 } },
    {
      name: 'dictType',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 100 },
      list: { render: (_type, dict) => <DictItemsLink dict={dict} /> },
    },
    { name: 'status', kind: 'status', search: true, defaultValue: '0' },
    { name: 'remark', kind: 'textarea', list: { ellipsis: true }, form: { maxLength: 500, span: 24 } },
    { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170 } },
  ],
});
