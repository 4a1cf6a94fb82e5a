import { deptApi } from '@/api/modules/system/dept';
import { userApi } from '@/api/modules/system/user';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/org/user/password';
import { loadPosts, loadRoles, PostsInput, RolesInput } from '@/features/org/user/user-inputs';

const passwordRule = {
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  message: <I18nText k="user:validation.passwordLength" values={{ min: PASSWORD_MIN, max: PASSWORD_MAX }} />,
};

const loadDepts = () => deptApi.treeselect();

/**
 * Users (用户管理): the account name is unique (checked by `POST valid`) and fixed once created;
 * the password is set on creation only (reset dialog afterwards); department, posts and roles.
 */
export const userResource = defineResource({
  key: 'user',
  api: userApi,
  idKey: 'userId',
  nameField: 'userName',
  permission: 'system:user',
  import: true,
  export: true,
  formWidth: 680,
  fields: [
    { name: 'userId', form: false, list: { width: 80 } },
    {
      name: 'userName',
      search: true,
      required: true,
      unique: true,
      form: { onEdit: 'disabled', maxLength: 20 },
      rules: [
        {
          min: 2,
          max: 20,
          pattern: /^[\w.@-]+$/,
          message: <I18nText k="user:validation.userName" />,
        },
      ],
      list: { ellipsis: true, width: 120 },
    },
    { name: 'nickName', required: true, form: { maxLength: 30 }, list: { ellipsis: true, width: 120 } },
    { name: 'deptName', form: false, list: { ellipsis: true, width: 140 } },
    { name: 'deptId', kind: 'treeSelect', tree: loadDepts, list: false },
    {
      name: 'phonenumber',
      search: true,
      unique: true,
      form: { maxLength: 11 },
      rules: [{ pattern: /^1\d{10}$/, message: <I18nText k="user:validation.phone" /> }],
      list: { width: 120 },
    },
    {
      name: 'email',
      unique: true,
      form: { maxLength: 50 },
      rules: [{ type: 'email', message: <I18nText k="user:validation.email" /> }],
      list: { hidden: true, ellipsis: true },
    },
    {
      name: 'password',
      kind: 'password',
      required: true,
      rules: [passwordRule],
      form: { onEdit: 'hidden' },
      list: false,
    },
    { name: 'sex', kind: 'dict', dict: 'sys_user_sex', defaultValue: '2', list: false },
    { name: 'status', kind: 'status', search: true, defaultValue: '0' },
    // Imported as names joined by commas (岗位: 董事长，项目经理), sent as the ids the inputs send.
    {
      name: 'postIds',
      kind: 'custom',
      form: { input: () => <PostsInput /> },
      importAs: { kind: 'choices', options: loadPosts },
      list: false,
    },
    {
      name: 'roleIds',
      kind: 'custom',
      form: { input: () => <RolesInput /> },
      importAs: { kind: 'choices', options: loadRoles },
      list: false,
    },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
    // Hidden by default so the list fits beside the department tree; the column chooser shows it.
    { name: 'createTime', kind: 'datetime', form: false, search: true, list: { width: 170, hidden: true } },
  ],
});
