import { paramApi } from '@/api/modules/system/param';
import { defineResource } from '@/components/crud/define-resource';

/** System parameters (参数设置): name, key and value required, key unique, built-in flag, status switch. */
export const configResource = defineResource({
  key: 'config',
  api: paramApi,
  idKey: 'paramId',
  nameField: 'name',
  permission: 'system:config',
  export: true,
  fields: [
    { name: 'paramId', form: false, list: { width: 90 } },
    { name: 'name', search: true, required: true, form: { maxLength: 100, span: 24 }, list: { ellipsis: true } },
    {
      name: 'keyName',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 100, span: 24 },
      list: { ellipsis: true },
    },
    { name: 'keyValue', required: true, form: { maxLength: 500, span: 24 }, list: { ellipsis: true } },
    { name: 'paramType', kind: 'radio', dict: 'sys_yes_no', search: { kind: 'dict' }, defaultValue: 'N' },
    { name: 'status', kind: 'status', search: true, defaultValue: '0' },
    { name: 'remark', kind: 'textarea', list: { ellipsis: true, hidden: true }, form: { maxLength: 500, span: 24 } },
    { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170 } },
  ],
});
