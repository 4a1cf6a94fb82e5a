import { gatewayApi } from '@/api/modules/device/gateway';
import { mqttUserApi, type MqttUser } from '@/api/modules/device/mqtt-user';
import type { CallOptions } from '@/api/resource';
import { defineResource } from '@/components/crud/define-resource';
import { I18nText } from '@/components/crud/i18n-text';
import { yesNoOptions } from '@/features/device/constants';
import { MqttPasswordInput, mqttPasswordRule, SuperuserSwitch, SuperuserTag } from '@/features/device/mqtt-user-inputs';
import styles from '@/features/device/device.module.css';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An empty password means "keep the current one": it is not sent at all. */
function withoutEmptyPassword(user: Partial<MqttUser>): Partial<MqttUser> {
  if (user.password) return user;
  const { password: _password, ...rest } = user;
  return rest;
}

const loadGateways = () => gatewayApi.options();

/**
 * MQ users: the broker credentials of the gateways. The password is at least six
 * characters, checked as typed; it is never shown (the server never answers it) and an empty one on
 * edit keeps the current password. Granting superuser asks first.
 */
export const mqttUserResource = defineResource({
  key: 'mqttuser',
  api: {
    ...mqttUserApi,
    update: (user: Partial<MqttUser>, options?: CallOptions) => mqttUserApi.update(withoutEmptyPassword(user), options),
    valid: (user: Partial<MqttUser>, options?: CallOptions) => mqttUserApi.valid(withoutEmptyPassword(user), options),
  },
  idKey: 'id',
  nameField: 'username',
  permission: 'device:mqttuser',
  fields: [
    { name: 'id', form: false, list: { width: 70, hidden: true } },
    {
      name: 'username',
      search: true,
      required: true,
      unique: true,
      form: { maxLength: 100 },
      list: { nowrap: true },
    },
    {
      name: 'netIdentifier',
      kind: 'select',
      options: loadGateways,
      search: { kind: 'text' },
      list: { ellipsis: true, width: 200 },
    },
    {
      name: 'password',
      kind: 'password',
      list: false,
      rules: [mqttPasswordRule],
      form: { input: ({ editing }) => <MqttPasswordInput editing={editing} /> },
    },
    {
      name: 'salt',
      form: { onAdd: 'hidden', onEdit: 'disabled' },
      list: { render: (salt) => <span className={styles.mono}>{salt}</span> },
    },
    {
      name: 'isSuperuser',
      kind: 'select',
      options: yesNoOptions,
      search: true,
      defaultValue: false,
      form: { input: () => <SuperuserSwitch /> },
      list: { width: 100, render: (value) => <SuperuserTag value={value} /> },
    },
    {
      name: 'ipAddress',
      form: { maxLength: 15 },
      rules: [{ pattern: IPV4, message: <I18nText k="mqttuser:validation.ip" /> }],
      list: { nowrap: true },
    },
    { name: 'createBy', form: false, list: { width: 100 } },
    { name: 'createTime', kind: 'datetime', form: false, list: { width: 170 } },
    { name: 'remark', kind: 'textarea', list: false, form: { span: 24, maxLength: 500 } },
  ],
});
