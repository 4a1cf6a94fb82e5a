import { connectRecordApi } from '@/api/modules/device/connect-record';
import { defineResource } from '@/components/crud/define-resource';
import { connectStatusOptions, gatewayTypeOptions, linkOptions, reasonOptions } from '@/features/device/constants';
import { SessionState } from '@/features/device/online-state';

/**
 * Connect records: the broker's sessions, newest first. Read only: the broker writes them;
 * old ones can be deleted and the list exported.
 */
export const connectResource = defineResource({
  key: 'connect',
  api: {
    page: connectRecordApi.page,
    get: connectRecordApi.get,
    remove: connectRecordApi.remove,
    removeBatch: connectRecordApi.removeBatch,
    exportExcel: connectRecordApi.exportExcel,
  },
  idKey: 'id',
  nameField: 'clientId',
  permission: 'device:connect',
  export: true,
  fields: [
    { name: 'id', list: { width: 80, hidden: true } },
    { name: 'deviceIdentifier', search: true, list: { nowrap: true } },
    { name: 'deviceName', list: { ellipsis: true, width: 180 } },
    { name: 'clientId', search: true, list: { nowrap: true } },
    {
      name: 'connectStatus',
      kind: 'select',
      options: connectStatusOptions,
      search: true,
      list: {
        width: 160,
        align: 'left',
        render: (status, record) => (
          <SessionState status={status} connectAt={record.connectAt} disconnectAt={record.disconnectAt} />
        ),
      },
    },
    { name: 'connectAt', kind: 'datetime', search: true, list: { width: 170 } },
    { name: 'disconnectAt', kind: 'datetime', list: { width: 170 } },
    { name: 'reason', kind: 'select', options: reasonOptions, list: { width: 200 } },
    { name: 'onlineType', kind: 'select', options: linkOptions, list: { width: 90 } },
    { name: 'deviceType', kind: 'select', options: gatewayTypeOptions, list: { width: 90, hidden: true } },
    { name: 'userName', list: { nowrap: true, hidden: true } },
    { name: 'ipAddress', list: { nowrap: true } },
    { name: 'sockPort', list: { width: 80 } },
  ],
});
