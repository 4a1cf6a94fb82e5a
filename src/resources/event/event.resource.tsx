import { eventApi } from '@/api/modules/device/event';
import { defineResource } from '@/components/crud/define-resource';
import { ParamListCell, ParamListField, paramListRule } from '@/features/device/param-list/param-list-field';
import styles from '@/features/device/device.module.css';

/**
 * Device events: what an instrument reported, newest first; name required, the gateway and
 * MQ user it came through, its parameters (edited as a list of values), the instrument number and
 * the weight at the time.
 */
export const eventResource = defineResource({
  key: 'event',
  api: eventApi,
  idKey: 'id',
  nameField: 'name',
  permission: 'device:event',
  export: true,
  formWidth: 760,
  fields: [
    { name: 'id', form: false, list: { width: 80, hidden: true } },
    { name: 'name', search: true, required: true, form: { maxLength: 50 }, list: { nowrap: true } },
    { name: 'source', search: true, form: { maxLength: 32 }, list: { nowrap: true } },
    { name: 'weight', kind: 'number', unit: 'kg', defaultValue: 0, list: { width: 120 } },
    { name: 'net', search: true, form: { maxLength: 64 }, list: { nowrap: true } },
    { name: 'user', form: { maxLength: 64 }, list: { nowrap: true, hidden: true } },
    {
      name: 'params',
      kind: 'custom',
      rules: [paramListRule('value')],
      form: { span: 24, input: () => <ParamListField mode="value" labelKey="event:fields.params" /> },
      list: { render: (value) => <ParamListCell value={value} mode="value" /> },
    },
    {
      name: 'createTime',
      kind: 'datetime',
      form: false,
      search: true,
      list: { width: 170, render: (time) => <span className={styles.mono}>{time}</span> },
    },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
  ],
});
