import { ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Form, InputNumber, Radio, Result, Spin, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceArithApi, type DeviceArith } from '@/api/modules/device/device-arith';
import { useAccess } from '@/lib/access/access';
import { formulaOf } from '../arith-formula';
import { FormulaExample } from './formula-example';
import type { EditorHooks } from './settings-shell';
import { useSaveSettings } from './save-settings';
import { useDeviceSettings } from './use-device-settings';
import styles from './settings.module.css';

type ArithValues = Required<
  Pick<
    DeviceArith,
    | 'digitCount'
    | 'rawUnit'
    | 'coefficient'
    | 'zeroOffset'
    | 'enabled'
    | 'sampleInterval'
    | 'hysteresis'
    | 'stuckDuration'
    | 'offlineTimeout'
    | 'refillMergeGap'
    | 'settleSamples'
  >
>;

const FIELDS = Object.keys({
  digitCount: 0,
  rawUnit: 0,
  coefficient: 0,
  zeroOffset: 0,
  enabled: 0,
  sampleInterval: 0,
  hysteresis: 0,
  stuckDuration: 0,
  offlineTimeout: 0,
  refillMergeGap: 0,
  settleSamples: 0,
} satisfies Record<keyof ArithValues, 0>) as (keyof ArithValues)[];

function initialValues(arith: DeviceArith | undefined): Partial<ArithValues> {
  const formula = formulaOf(arith);
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  return {
    ...formula,
    enabled: arith?.enabled !== false,
    sampleInterval: num(arith?.sampleInterval),
    hysteresis: num(arith?.hysteresis),
    stuckDuration: num(arith?.stuckDuration),
    offlineTimeout: num(arith?.offlineTimeout),
    refillMergeGap: num(arith?.refillMergeGap),
    settleSamples: num(arith?.settleSamples),
  };
}

/** A number field with its unit and bounds, checked as typed. */
function NumberItem({
  name,
  unit,
  min,
  max,
  integer,
  step,
  dependencies,
  minFrom,
}: {
  name: keyof ArithValues;
  unit?: string;
  min?: number;
  max?: number;
  integer?: boolean;
  step?: number;
  dependencies?: (keyof ArithValues)[];
  /** The lowest value is another field's (e.g. at least one sample interval). */
  minFrom?: keyof ArithValues;
}) {
  const { t } = useTranslation('arith');
  const label = t(`fields.${name}`);
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      extra={t(`help.${name}`)}
      rules={[
        { required: true, message: t('required', { label }) },
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) => {
            if (typeof value !== 'number') return Promise.resolve();
            const low = minFrom ? Number(getFieldValue(minFrom)) : min;
            if ((low !== undefined && value < low) || (max !== undefined && value > max))
              return Promise.reject(new Error(t('outOfRange', { label, min: low ?? '—', max: max ?? '—' })));
            if (integer && !Number.isInteger(value)) return Promise.reject(new Error(t('integer', { label })));
            return Promise.resolve();
          },
        }),
      ]}
    >
      <InputNumber aria-label={label} step={step} suffix={unit} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/**
 * One device's arithmetic: the formula from the indicator's raw reading to the weight,
 * with a live example on a sample reading, and the refill/exception detection settings. A failed
 * save leaves every change in the form.
 */
export function ArithEditor({ deviceId, onDirtyChange, onSaved }: { deviceId: string } & EditorHooks) {
  const { t } = useTranslation(['arith', 'device']);
  const canEdit = useAccess().permi('device:arith:edit');
  const settings = useDeviceSettings(deviceArithApi.get, deviceId);
  const initial = useMemo(() => initialValues(settings.data), [settings.data]);
  const [form] = Form.useForm<ArithValues>();
  const values = Form.useWatch([], form) as Partial<ArithValues> | undefined;
  const [sample, setSample] = useState<number | null>(123456);
  const dirty = values !== undefined && FIELDS.some((key) => values[key] !== initial[key]);
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

  const arith = settings.data;
  const submit = async () => {
    let checked: ArithValues;
    try {
      checked = await form.validateFields();
    } catch {
      return;
    }
    const body: DeviceArith = arith.id !== undefined ? { id: arith.id, ...checked } : { deviceId, ...checked };
    if (await save(() => deviceArithApi.update(body, { silent: true }))) {
      onSaved();
      settings.reload();
    }
  };

  return (
    <Card
      size="small"
      title={`${t('arith:title')} · ${deviceId}${arith.towerId ? ` · ${t('device:devicePicker.tower', { towerId: arith.towerId })}` : ''}`}
    >
      <p className={styles.muted}>
        {[arith.name, arith.code, arith.version ? `v${arith.version}` : ''].filter(Boolean).join(' · ')}
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
      <Form<ArithValues>
        key={`${deviceId}:${arith.updateTime ?? ''}`}
        form={form}
        name="device-arith"
        layout="vertical"
        initialValues={initial}
        disabled={!canEdit}
        onFinish={() => void submit()}
      >
        <Divider titlePlacement="start">{t('arith:formula')}</Divider>
        <p className={styles.muted}>{t('arith:formulaText')}</p>
        <div className={styles.grid}>
          <NumberItem name="digitCount" min={0} max={4} integer />
          <Form.Item name="rawUnit" label={t('arith:fields.rawUnit')} extra={t('arith:help.rawUnit')}>
            <Radio.Group
              aria-label={t('arith:fields.rawUnit')}
              options={[
                { value: 'kg', label: 'kg' },
                { value: 't', label: 't' },
              ]}
            />
          </Form.Item>
          <NumberItem name="coefficient" min={0.5} max={2} step={0.0001} />
          <NumberItem name="zeroOffset" unit="kg" min={-10000} max={10000} />
        </div>
        <FormulaExample formula={values ?? initial} sample={sample} onSampleChange={setSample} />
        <Divider titlePlacement="start">{t('arith:detection')}</Divider>
        <div className={styles.grid}>
          <Form.Item name="enabled" label={t('arith:fields.enabled')} valuePropName="checked">
            <Switch aria-label={t('arith:fields.enabled')} />
          </Form.Item>
          <NumberItem name="sampleInterval" unit="s" min={10} max={3600} integer />
          <NumberItem name="hysteresis" unit="kg" min={0} />
          <NumberItem
            name="stuckDuration"
            unit="s"
            integer
            minFrom="sampleInterval"
            dependencies={['sampleInterval']}
          />
          <NumberItem
            name="offlineTimeout"
            unit="s"
            integer
            minFrom="sampleInterval"
            dependencies={['sampleInterval']}
          />
          <NumberItem name="refillMergeGap" unit="s" min={0} integer />
          <NumberItem name="settleSamples" min={0} max={10} integer />
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
