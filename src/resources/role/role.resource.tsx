import { roleApi } from '@/api/modules/system/role';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { MenuPermissionField } from '@/features/org/role/menu-permission-field';

/**
 * Roles (角色管理): name and role key (permission string) unique, order required, status switch;
 * the add/edit dialog holds the menu permission tree (`menuIds`, with its linkage `menuCheckStrictly`).
 */
export const roleResource = defineResource({
  key: 'role',
  api: roleApi,
  idKey: 'roleId',
  nameField: 'roleName',
  permission: 'system:role',
  export: true,
  formWidth: 640,
  fields: [
    { name: 'roleId', form: false, list: { width: 90 } },
    { name: 'roleName', search: true, required: true, unique: true, form: { maxLength: 30 }, list: { ellipsis: true } },
    {
      name: 'roleKey',
      search: true,
      required: true,
      unique: true,
      rules: [{ pattern: /^[\w:-]+$/, message: <I18nText k="role:validation.roleKey" /> }],
      form: { maxLength: 100, extra: <I18nText k="role:help.roleKey" /> },
      list: { ellipsis: true },
    },
    { name: 'roleSort', kind: 'number', required: true, defaultValue: 0, form: { min: 0 }, list: { width: 100 } },
    { name: 'status', kind: 'status', search: true, defaultValue: '0' },
    {
      name: 'menuIds',
      kind: 'custom',
      list: false,
      form: { span: 24, input: ({ editing }) => <MenuPermissionField editing={editing} /> },
    },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170 } },
  ],
});
