import { loginLogApi } from '@/api/modules/system/login-log';
import { defineResource } from '@/components/crud/define-resource';

/** Login log (登录日志): search, delete, clear, export. */
export const logininforResource = defineResource({
  key: 'logininfor',
  api: loginLogApi,
  idKey: 'infoId',
  nameField: 'infoId',
  permission: 'monitor:logininfor',
  export: true,
  fields: [
    { name: 'infoId', list: { width: 90 } },
    { name: 'name', search: true, list: { width: 120 } },
    { name: 'ipaddr', search: true, list: { width: 130 } },
    { name: 'location', list: { ellipsis: true } },
    { name: 'browser', list: { width: 120 } },
    { name: 'os', list: { width: 120 } },
    { name: 'status', kind: 'dict', dict: 'sys_common_status', search: true, list: { width: 90 } },
    { name: 'msg', list: { ellipsis: true } },
    { name: 'createTime', kind: 'datetime', search: true, list: { width: 170 } },
  ],
});
