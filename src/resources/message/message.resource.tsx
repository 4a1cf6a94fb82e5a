import { messageApi, type Message, type MessageQuery } from '@/api/modules/system/message';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { textOf } from '@/components/crud/record';

/** A message as listed: the row, plus `ack` (acknowledged or not), searched but never a column. */
export type MessageView = Message & { ack?: never };

/**
 * Messages and alarms: raised by the backend, so nothing is added or edited here. Search by type,
 * level, state, acknowledged, read and time; admins delete (`system:message:remove`); the detail
 * and the acknowledgement are the page's own row actions.
 */
export const messageResource = defineResource<MessageView, MessageQuery>({
  key: 'message',
  api: messageApi,
  idKey: 'messageId',
  nameField: 'messageId',
  permission: 'system:message',
  fields: [
    { name: 'messageId', list: { width: 80, hidden: true } },
    { name: 'type', kind: 'dict', dict: 'sys_message_type', search: true, list: { width: 90 } },
    { name: 'level', kind: 'dict', dict: 'sys_message_level', search: true, list: { width: 90 } },
    { name: 'content', list: { ellipsis: true, width: 320 } },
    {
      name: 'sourceId',
      search: true,
      list: {
        width: 170,
        nowrap: true,
        render: (value, row) =>
          value ? (
            <I18nText
              k={row.sourceType === 'gateway' ? 'message:source.gateway' : 'message:source.tower'}
              values={{ id: textOf(value) }}
            />
          ) : (
            ''
          ),
      },
    },
    {
      name: 'alarmKind',
      kind: 'select',
      options: { i18nPrefix: 'message:kinds', values: ['low', 'high', 'exception', 'offline'] },
      list: { width: 110 },
    },
    {
      name: 'status',
      kind: 'select',
      options: { i18nPrefix: 'message:states', values: ['active', 'cleared'] },
      search: true,
      list: { width: 90 },
    },
    {
      name: 'ack',
      kind: 'select',
      options: { i18nPrefix: 'message:ackOptions', values: ['1', '0'] },
      search: true,
      list: false,
    },
    {
      name: 'ackBy',
      list: {
        width: 150,
        render: (value, row) => (value ? `${textOf(value)} ${textOf(row.ackTime)}` : ''),
      },
    },
    { name: 'ackComment', list: { ellipsis: true, width: 180, hidden: true } },
    {
      name: 'read',
      kind: 'select',
      options: { i18nPrefix: 'message:readOptions', values: ['0', '1'] },
      search: true,
      list: {
        width: 80,
        render: (value) => <I18nText k={value === true ? 'message:readOptions.1' : 'message:readOptions.0'} />,
      },
    },
    { name: 'createTime', kind: 'datetime', search: true, list: { width: 170 } },
    { name: 'clearTime', kind: 'datetime', list: { width: 170, hidden: true } },
    { name: 'remark', list: { hidden: true, ellipsis: true } },
  ],
});
