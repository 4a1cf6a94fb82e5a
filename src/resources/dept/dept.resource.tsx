import { deptApi, type DeptQuery } from '@/api/modules/system/dept';
import type { CallOptions } from '@/api/resource';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { DeptParentSelect } from '@/features/org/dept/dept-parent-select';

/**
 * Departments (部门管理), shown as a tree: name, parent (never itself or below), order required;
 * the server refuses to delete a department with sub-departments or users.
 */
export const deptResource = defineResource({
  key: 'dept',
  api: deptApi,
  idKey: 'deptId',
  nameField: 'deptName',
  permission: 'system:dept',
  formWidth: 640,
  fields: [
    { name: 'deptName', search: true, required: true, form: { maxLength: 30 }, list: { width: 260 } },
    {
      name: 'parentId',
      kind: 'custom',
      required: true,
      list: false,
      form: { span: 24, input: ({ editing }) => <DeptParentSelect editing={editing} /> },
    },
    { name: 'orderNum', kind: 'number', required: true, defaultValue: 0, form: { min: 0 }, list: { width: 100 } },
    { name: 'leader', form: { maxLength: 20 }, list: { width: 120 } },
    {
      name: 'phone',
      form: { maxLength: 20 },
      rules: [{ pattern: /^[\d+\-\s]{5,20}$/, message: <I18nText k="dept:validation.phone" /> }],
      list: { width: 140 },
    },
    {
      name: 'email',
      form: { maxLength: 50 },
      rules: [{ type: 'email', message: <I18nText k="dept:validation.email" /> }],
      list: false,
    },
    { name: 'status', kind: 'status', search: true, defaultValue: '0', list: { width: 100 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170 } },
  ],
});

/**
 * `dept/list` is the whole (filtered) tree at once: no paging. The page reads its list through this
 * source, which also keys the list's prefetch at navigation.
 */
export const deptTree = {
  page: async ({ page: _page, limit: _limit, ...query }: DeptQuery, options?: CallOptions) => {
    const list = await deptApi.list(query, options);
    return { list, total: list.length };
  },
};
