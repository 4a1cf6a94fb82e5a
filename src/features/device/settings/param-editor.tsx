import { ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Select, Spin, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceParamApi, type DeviceParam, type DeviceParamItem } from '@/api/modules/device/device-param';
import { useAccess } from '@/lib/access/access';
import { formatTime } from '@/utils/time';
import type { EditorHooks } from './settings-shell';
import { useSaveSettings } from './save-settings';
import { useDeviceSettings } from './use-device-settings';
import styles from './settings.module.css';

type Values = Record<string, string | number | null | undefined>;

const isNumber = (item: DeviceParamItem) => item.dataType === 'int' || item.dataType === 'float';

/** The form value of a parameter: a number for numeric ones, text otherwise. */
function formValue(item: DeviceParamItem): string | number | undefined {
  if (!isNumber(item)) return item.value;
  const n = Number(item.value);
  return item.value !== '' && Number.isFinite(n) ? n : undefined;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Only well-formed parameter items (invariant 10): a set from the server may carry anything. */
function itemsOf(set: DeviceParam | undefined): DeviceParamItem[] {
  return (Array.isArray(set?.params) ? set.params : []).filter(
    (p): p is DeviceParamItem => typeof p === 'object' && p !== null && typeof p.paramKey === 'string',
  );
}

/** The changed writable parameters as `PUT des/DeviceParam` takes them. */
export function changedParams(items: readonly DeviceParamItem[], values: Values) {
  return items
    .filter((item) => item.writable && asText(values[item.paramKey]).trim() !== asText(item.value))
    .map((item) => ({ paramKey: item.paramKey, value: asText(values[item.paramKey]).trim() }));
}

interface ParamInputProps {
  item: DeviceParamItem;
  label: string;
  disabled: boolean;
  /** Handed in by Form.Item. */
  id?: string;
  value?: string | number | null;
  onChange?: (value: string | number | null) => void;
}

function ParamInput({ item, label, disabled, id, value, onChange }: ParamInputProps) {
  const { t } = useTranslation('param');
  const unit = item.unit ? t(`units.${item.unit}`, { defaultValue: item.unit }) : undefined;
  if (item.dataType === 'enum')
    return (
      <Select
        id={id}
        value={value}
        onChange={onChange}
        aria-label={label}
        disabled={disabled}
        options={(item.options ?? []).map((o) => ({ value: o, label: unit ? `${o} ${unit}` : o }))}
      />
    );
  if (isNumber(item))
    return (
      <InputNumber
        id={id}
        value={typeof value === 'number' ? value : null}
        onChange={(next) => onChange?.(next)}
        aria-label={label}
        disabled={disabled}
        min={item.min}
        max={item.max}
        precision={item.dataType === 'int' ? 0 : undefined}
        suffix={unit}
        style={{ width: '100%' }}
      />
    );
  return (
    <Input
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      aria-label={label}
      disabled={disabled}
      maxLength={64}
    />
  );
}

/**
 * One device's parameter set: each parameter with its unit, range and default, checked as
 * typed; only what changed is sent. A failed save leaves every change in the form.
 */
export function ParamEditor({ deviceId, onDirtyChange, onSaved }: { deviceId: string } & EditorHooks) {
  const { t } = useTranslation(['param', 'device']);
  const canEdit = useAccess().permi('device:param:edit');
  const settings = useDeviceSettings(deviceParamApi.get, deviceId);
  const items = useMemo(() => itemsOf(settings.data), [settings.data]);
  const initial = useMemo(() => Object.fromEntries(items.map((item) => [item.paramKey, formValue(item)])), [items]);
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const changes = values ? changedParams(items, values) : [];
  const dirty = changes.length > 0;
  const { saving, problem, save, clearProblem } = useSaveSettings();

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  if (settings.failed)
    return (
      <Card size="small">
        <Result
          status="warning"
          title={t('device:loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={settings.reload}>
              {t('device:retry')}
            </Button>
          }
        />
      </Card>
    );
  if (settings.loading || !settings.data) return <Spin />;

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const body = { id: settings.data?.id, deviceId, params: changes };
    if (await save(() => deviceParamApi.update(body, { silent: true }))) {
      onSaved();
      settings.reload();
    }
  };

  const set = settings.data;
  return (
    <Card
      size="small"
      title={`${t('param:title')} · ${deviceId}${set.towerId ? ` · ${t('device:devicePicker.tower', { towerId: set.towerId })}` : ''}`}
    >
      <p className={styles.muted}>
        {set.lastSyncTime ? t('device:lastSync', { time: formatTime(set.lastSyncTime) }) : t('device:neverSynced')}
      </p>
      {problem && (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          role="alert"
          title={problem}
          description={t('device:saveFailed')}
          closable={{ onClose: clearProblem }}
        />
      )}
      <Form<Values>
        key={`${deviceId}:${set.updateTime ?? ''}:${set.lastSyncTime ?? ''}`}
        form={form}
        name="device-param"
        layout="vertical"
        initialValues={initial}
        disabled={!canEdit}
        onFinish={() => void submit()}
      >
        <div className={styles.grid}>
          {items.map((item) => {
            const label = t(`param:keys.${item.paramKey}`, { defaultValue: item.name || item.paramKey });
            const changed = changes.some((c) => c.paramKey === item.paramKey);
            const rangeHelp =
              isNumber(item) && (item.min !== undefined || item.max !== undefined)
                ? t('param:range', { min: item.min ?? '—', max: item.max ?? '—' })
                : undefined;
            return (
              <Form.Item
                key={item.paramKey}
                name={item.paramKey}
                className={changed ? styles.changed : undefined}
                label={
                  <span>
                    {label} {!item.writable && <Tag>{t('param:readOnly')}</Tag>}
                  </span>
                }
                extra={[
                  rangeHelp,
                  item.defaultValue !== '' ? t('param:default', { value: item.defaultValue }) : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                rules={
                  item.writable
                    ? [
                        { required: item.dataType !== 'text', message: t('param:required', { label }) },
                        ...(isNumber(item)
                          ? [
                              {
                                type: 'number' as const,
                                min: item.min,
                                max: item.max,
                                message: t('param:outOfRange', { label, min: item.min ?? '—', max: item.max ?? '—' }),
                              },
                            ]
                          : []),
                      ]
                    : []
                }
              >
                <ParamInput item={item} label={label} disabled={!item.writable} />
              </Form.Item>
            );
          })}
        </div>
        {canEdit && (
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} disabled={!dirty}>
              {t('device:save')}
            </Button>
            <Button icon={<UndoOutlined />} disabled={!dirty || saving} onClick={() => form.resetFields()}>
              {t('device:reset')}
            </Button>
            {dirty && <span className={styles.muted}>{t('device:unsaved')}</span>}
          </div>
        )}
      </Form>
    </Card>
  );
}
