import { Input, Modal, Switch, Tag, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { t } from '@/lib/i18n';
import { useAccess } from '@/lib/access/access';

/** Spec §5: a gateway (MQ) password is at least six characters. */
export const MQTT_PASSWORD_MIN = 6;
export const MQTT_PASSWORD_MAX = 64;

/**
 * Required when adding; when editing an empty password keeps the current one. Checked as it is
 * typed, so a short password never leaves the browser.
 */
export const mqttPasswordRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: unknown) => {
    const password = typeof value === 'string' ? value : '';
    const editing = getFieldValue('id') !== undefined;
    if (password === '')
      return editing ? Promise.resolve() : Promise.reject(new Error(t('mqttuser:validation.passwordRequired')));
    if (password.length < MQTT_PASSWORD_MIN)
      return Promise.reject(new Error(t('mqttuser:validation.passwordShort', { min: MQTT_PASSWORD_MIN })));
    if (password.length > MQTT_PASSWORD_MAX)
      return Promise.reject(new Error(t('mqttuser:validation.passwordLong', { max: MQTT_PASSWORD_MAX })));
    return Promise.resolve();
  },
});

interface InputProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

/** The password box: never filled from the server; when editing, empty means "keep the current one". */
export function MqttPasswordInput({ id, value, onChange, editing }: InputProps<string> & { editing: boolean }) {
  const { t: tr } = useTranslation('mqttuser');
  return (
    <Input.Password
      id={id}
      autoComplete="new-password"
      aria-label={tr('fields.password')}
      placeholder={tr(editing ? 'placeholder.keepPassword' : 'placeholder.password', { min: MQTT_PASSWORD_MIN })}
      maxLength={MQTT_PASSWORD_MAX}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

/**
 * The superuser flag: switching it on asks first (a superuser passes every topic rule of the
 * broker); only an administrator may grant it, so others see it read only.
 */
export function SuperuserSwitch({ id, value, onChange }: InputProps<boolean>) {
  const { t: tr } = useTranslation(['mqttuser', 'crud']);
  const [modal, holder] = Modal.useModal();
  const admin = useAccess().role('admin');
  const checked = value === true;
  const change = (next: boolean) => {
    if (!next) {
      onChange?.(false);
      return;
    }
    void modal.confirm({
      title: tr('mqttuser:superuser.confirmTitle'),
      content: tr('mqttuser:superuser.confirm'),
      okText: tr('mqttuser:superuser.grant'),
      okButtonProps: { danger: true },
      cancelText: tr('crud:actions.cancel'),
      onOk: () => onChange?.(true),
    });
  };
  return (
    <>
      <Switch
        id={id}
        aria-label={tr('mqttuser:fields.isSuperuser')}
        checked={checked}
        disabled={!admin && !checked}
        onChange={change}
      />
      {!admin && (
        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
          {tr('mqttuser:superuser.adminOnly')}
        </Typography.Text>
      )}
      {holder}
    </>
  );
}

/** The flag in the list: a red tag for a superuser, nothing otherwise. */
export function SuperuserTag({ value }: { value: unknown }) {
  const { t: tr } = useTranslation('mqttuser');
  return value === true ? <Tag color="red">{tr('superuser.tag')}</Tag> : <>{tr('superuser.no')}</>;
}
