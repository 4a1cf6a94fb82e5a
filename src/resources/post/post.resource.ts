import { postApi } from '@/api/modules/system/post';
import { defineResource } from '@/components/crud/define-resource';

/** Posts (岗位): code and name required and unique, role key required, sort, status, remark. */
export const postResource = defineResource({
  key: 'post',
  api: postApi,
  idKey: 'postId',
  nameField: 'postCode',
  permission: 'system:post',
  export: true,
  fields: [
    { name: 'postId', form: false, list: { width: 90 } },
    { name: 'postCode', search: true, required: true, unique: true, form: { maxLength: 64 } },
    { name: 'postName', search: true, required: true, unique: true, form: { maxLength: 50 } },
    { name: 'roleKey', search: true, required: true, form: { maxLength: 100 }, list: { width: 130, nowrap: true } },
    { name: 'postSort', kind: 'number', required: true, defaultValue: 0, form: { min: 0 }, list: { width: 90 } },
    { name: 'status', kind: 'status', search: true, defaultValue: '0' },
    { name: 'remark', kind: 'textarea', list: false, form: { maxLength: 500, span: 24 } },
    { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170 } },
  ],
});
