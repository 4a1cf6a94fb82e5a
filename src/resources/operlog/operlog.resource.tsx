import { operLogApi } from '@/api/modules/system/operlog';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { textOf } from '@/components/crud/record';

/** Operation log (操作日志): search, detail, delete, clear, export; nothing is added or edited. */
export const operlogResource = defineResource({
  key: 'operlog',
  api: operLogApi,
  idKey: 'operId',
  nameField: 'operId',
  permission: 'monitor:operlog',
  export: true,
  fields: [
    { name: 'operId', list: { width: 90 } },
    { name: 'title', search: true, list: { ellipsis: true } },
    { name: 'businessType', kind: 'dict', dict: 'sys_oper_type', search: true, list: { width: 100 } },
    { name: 'requestMethod', list: { width: 100 } },
    { name: 'method', list: { ellipsis: true, hidden: true } },
    { name: 'operatorName', search: true, list: { width: 110 } },
    { name: 'operatorIp', search: true, list: { width: 130 } },
    { name: 'operLocation', list: { ellipsis: true, hidden: true } },
    { name: 'status', kind: 'dict', dict: 'sys_common_status', search: true, list: { width: 90 } },
    { name: 'createTime', kind: 'datetime', search: true, list: { width: 170 } },
    {
      name: 'costTime',
      kind: 'number',
      list: { width: 110, render: (ms) => <I18nText k="operlog:milliseconds" values={{ value: textOf(ms) }} /> },
    },
  ],
});
