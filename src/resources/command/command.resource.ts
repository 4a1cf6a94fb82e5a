import { commandApi } from '@/api/modules/device/command';
import { defineResource } from '@/components/crud/define-resource';

const { page, get, update, remove, removeBatch } = commandApi;

/**
 * Commands (指令) on the toolkit: view, edit (the server takes edits of a command not sent yet),
 * delete and batch delete, each behind `device:command:<action>` like every other list. New commands
 * are sent from the command form (`POST command/`), so the toolkit adds none.
 */
export const commandResource = defineResource({
  key: 'command',
  api: { page, get, update, remove, removeBatch },
  idKey: 'id',
  nameField: 'id',
  permission: 'device:command',
  fields: [
    { name: 'id', form: false },
    {
      name: 'code',
      kind: 'select',
      required: true,
      options: {
        i18nPrefix: 'command:codes',
        values: ['READ_GROSS', 'READ_NET', 'ZERO', 'TARE', 'CLEAR_TARE', 'SET_ADDR', 'RESTART', 'CUSTOM'],
      },
    },
    { name: 'deviceAddr', kind: 'number', required: true, form: { min: 1, max: 247 } },
    { name: 'deviceId', form: { maxLength: 64 } },
    { name: 'value', kind: 'number', form: { min: 1, max: 247 } },
    { name: 'timeoutMs', kind: 'number', form: { min: 100, max: 30000 } },
    { name: 'remark', kind: 'textarea', form: { span: 24, maxLength: 500 } },
  ],
});
