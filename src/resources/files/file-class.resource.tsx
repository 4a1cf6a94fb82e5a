import { fileClassApi } from '@/api/modules/system/file';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';

/** File classes (文件分类): name and key required and unique; the key names the class in file paths. */
export const fileClassResource = defineResource({
  key: 'filecls',
  api: fileClassApi,
  idKey: 'clsId',
  nameField: 'name',
  permission: 'system:filecls',
  export: true,
  fields: [
    { name: 'clsId', form: false, list: { width: 90 } },
    { name: 'name', search: true, required: true, unique: true, form: { maxLength: 50 } },
    {
      name: 'key',
      search: true,
      required: true,
      unique: true,
      rules: [{ pattern: /^[A-Za-z0-9_-]+$/, message: <I18nText k="filecls:keyPattern" /> }],
      form: { maxLength: 50, onEdit: 'disabled' },
    },
    { name: 'sort', kind: 'number', defaultValue: 0, form: { min: 0 }, list: { width: 90 } },
    { name: 'status', kind: 'status', search: true, defaultValue: '0' },
    { name: 'remark', kind: 'textarea', list: { ellipsis: true }, form: { maxLength: 500, span: 24 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170 } },
  ],
});
