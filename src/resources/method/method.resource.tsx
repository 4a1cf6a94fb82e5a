import { methodApi } from '@/api/modules/device/method';
import { defineResource } from '@/components/crud/define-resource';
import { ParamListCell, ParamListField, paramListRule } from '@/features/device/param-list/param-list-field';
import styles from '@/features/device/device.module.css';

/**
 * Methods: the topic bindings between a device and the platform, with what goes in and out
 * (parameter lists stored as identifier → type), the last message and the instrument.
 */
export const methodResource = defineResource({
  key: 'method',
  api: methodApi,
  idKey: 'id',
  nameField: 'name',
  permission: 'device:method',
  formWidth: 760,
  fields: [
    { name: 'id', form: false, list: { width: 70, hidden: true } },
    {
      name: 'name',
      search: true,
      required: true,
      form: { maxLength: 100, span: 24 },
      list: { render: (name) => <span className={styles.mono}>{name}</span> },
    },
    { name: 'net', search: true, form: { maxLength: 64 }, list: { nowrap: true } },
    { name: 'user', form: { maxLength: 64 }, list: { nowrap: true, hidden: true } },
    { name: 'source', search: true, form: { maxLength: 32 }, list: { nowrap: true } },
    {
      name: 'inParam',
      kind: 'custom',
      rules: [paramListRule('spec')],
      form: {
        span: 24,
        input: () => <ParamListField mode="spec" shape="map" labelKey="method:fields.inParam" />,
      },
      list: { render: (value) => <ParamListCell value={value} mode="spec" /> },
    },
    {
      name: 'outParam',
      kind: 'custom',
      rules: [paramListRule('spec')],
      form: {
        span: 24,
        input: () => <ParamListField mode="spec" shape="map" labelKey="method:fields.outParam" />,
      },
      list: { render: (value) => <ParamListCell value={value} mode="spec" /> },
    },
    { name: 'msg', form: { maxLength: 500, span: 24 }, list: { ellipsis: true, width: 200 } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
  ],
});
