import { serviceApi } from '@/api/modules/device/service';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { IDENTIFIER } from '@/features/device/param-list/param-list';
import { ParamListCell, ParamListField, paramListRule } from '@/features/device/param-list/param-list-field';
import styles from '@/features/device/device.module.css';

/** Thing-model services: name and identifier required; input and output parameters edited as lists. */
export const serviceResource = defineResource({
  key: 'service',
  api: serviceApi,
  idKey: 'id',
  nameField: 'name',
  permission: 'device:service',
  formWidth: 860,
  fields: [
    { name: 'id', form: false, list: { width: 70, hidden: true } },
    { name: 'name', search: true, required: true, form: { maxLength: 50 }, list: { ellipsis: true, width: 140 } },
    {
      name: 'servicedId',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 50 },
      rules: [{ pattern: IDENTIFIER, message: <I18nText k="service:validation.servicedId" /> }],
      list: { render: (id) => <span className={styles.mono}>{id}</span> },
    },
    {
      name: 'deviceId',
      search: true,
      form: { maxLength: 32, extra: <I18nText k="service:help.deviceId" /> },
      list: { nowrap: true },
    },
    {
      name: 'inParam',
      kind: 'custom',
      rules: [paramListRule('spec')],
      form: { span: 24, input: () => <ParamListField mode="spec" labelKey="service:fields.inParam" /> },
      list: { render: (value) => <ParamListCell value={value} mode="spec" /> },
    },
    {
      name: 'outParam',
      kind: 'custom',
      rules: [paramListRule('spec')],
      form: { span: 24, input: () => <ParamListField mode="spec" labelKey="service:fields.outParam" /> },
      list: { render: (value) => <ParamListCell value={value} mode="spec" /> },
    },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
  ],
});
