import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandCode, SendCommand } from '@/api/modules/device/command';
import type { Gateway } from '@/api/modules/device/gateway';
import { towerInfoApi, type TowerInfo } from '@/api/modules/tower/tower-info';
import { useAccess } from '@/lib/access/access';
import { isUnreachable, onlineStateOf } from '@/lib/device/online';
import { HEX_BYTES } from '../modbus';
import styles from './command.module.css';

export const COMMAND_CODES: readonly CommandCode[] = [
  'READ_GROSS',
  'READ_NET',
  'ZERO',
  'TARE',
  'CLEAR_TARE',
  'SET_ADDR',
  'RESTART',
  'CUSTOM',
];

export interface CommandValues {
  code: CommandCode;
  deviceAddr?: number;
  deviceId?: string;
  value?: number;
  payload?: string;
  timeoutMs?: number;
}

/** The instruments behind a gateway (the towers reporting through it), when the user may read towers. */
function useInstruments(gatewaySn: string | undefined): TowerInfo[] {
  const allowed = useAccess().permi('tower:info:list');
  const [found, setFound] = useState<{ sn?: string; towers: TowerInfo[] }>({ towers: [] });
  useEffect(() => {
    if (!allowed || !gatewaySn) return;
    const controller = new AbortController();
    towerInfoApi.page({ page: 1, limit: 50, sn: gatewaySn }, { signal: controller.signal, silent: true }).then(
      ({ list }) => {
        if (!controller.signal.aborted) setFound({ sn: gatewaySn, towers: list.filter((t) => t.sn === gatewaySn) });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [allowed, gatewaySn]);
  return found.sn === gatewaySn ? found.towers : [];
}

export interface CommandFormProps {
  gateway: Gateway | undefined;
  canSend: boolean;
  sending: boolean;
  onSend: (command: SendCommand) => void;
}

const INITIAL: CommandValues = { code: 'READ_GROSS', deviceAddr: 1, timeoutMs: 2000 };

/**
 * A command and its arguments for the chosen gateway, each checked as typed. The values stay when
 * the gateway changes or a send fails, so nothing typed is lost.
 */
export function CommandForm({ gateway, canSend, sending, onSend }: CommandFormProps) {
  const { t } = useTranslation('command');
  const [form] = Form.useForm<CommandValues>();
  const code = Form.useWatch('code', form) ?? INITIAL.code;
  const instruments = useInstruments(gateway?.identifier);
  const instrumentOptions = useMemo(
    () =>
      instruments
        .filter((tower) => tower.deviceId)
        .map((tower) => ({
          value: tower.deviceId ?? '',
          label: t('form.instrumentOption', {
            deviceId: tower.deviceId,
            towerId: tower.towerId,
            addr: tower.deviceAddr,
          }),
        })),
    [instruments, t],
  );

  const submit = (values: CommandValues) => {
    if (!gateway?.identifier) return;
    onSend({
      gatewaySn: gateway.identifier,
      code: values.code,
      deviceAddr: Number(values.deviceAddr),
      deviceId: values.deviceId || undefined,
      value: values.code === 'SET_ADDR' ? values.value : undefined,
      payload: values.code === 'CUSTOM' ? values.payload?.trim() : undefined,
      timeoutMs: values.timeoutMs,
    });
  };

  return (
    <Card size="small" title={t('form.title')}>
      {gateway ? (
        // Warned only when the server says the gateway is offline, not when it does not report the state.
        isUnreachable(onlineStateOf(gateway)) && (
          <Alert className={styles.formAlert} type="warning" showIcon title={t('form.offlineWarning')} />
        )
      ) : (
        <Alert className={styles.formAlert} type="info" showIcon title={t('form.noGateway')} />
      )}
      <Form<CommandValues>
        form={form}
        name="device-command"
        layout="vertical"
        initialValues={INITIAL}
        onFinish={submit}
        disabled={!canSend}
      >
        <div className={styles.formRow}>
          <Form.Item label={t('form.gateway')}>
            <Input
              readOnly
              aria-label={t('form.gateway')}
              value={gateway ? `${gateway.name ?? ''} (${gateway.identifier ?? ''})` : ''}
              placeholder={t('form.noGateway')}
            />
          </Form.Item>
          <Form.Item name="code" label={t('form.code')} rules={[{ required: true }]}>
            <Select
              aria-label={t('form.code')}
              options={COMMAND_CODES.map((c) => ({ value: c, label: t(`codes.${c}`) }))}
            />
          </Form.Item>
        </div>
        <div className={styles.formRow}>
          <Form.Item name="deviceId" label={t('form.instrument')}>
            <Select
              allowClear
              aria-label={t('form.instrument')}
              placeholder={t('form.instrumentPlaceholder')}
              options={instrumentOptions}
              onChange={(deviceId?: string) => {
                const tower = instruments.find((i) => i.deviceId === deviceId);
                if (tower?.deviceAddr) form.setFieldValue('deviceAddr', tower.deviceAddr);
              }}
            />
          </Form.Item>
          <Form.Item
            name="deviceAddr"
            label={t('form.deviceAddr')}
            rules={[{ required: true, type: 'integer', min: 1, max: 247, message: t('validation.deviceAddr') }]}
          >
            <InputNumber aria-label={t('form.deviceAddr')} min={1} max={247} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="timeoutMs"
            label={t('form.timeoutMs')}
            rules={[{ required: true, type: 'integer', min: 100, max: 30000, message: t('validation.timeoutMs') }]}
          >
            <InputNumber
              aria-label={t('form.timeoutMs')}
              min={100}
              max={30000}
              step={500}
              precision={0}
              suffix="ms"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
        {code === 'SET_ADDR' && (
          <Form.Item
            name="value"
            label={t('form.value')}
            rules={[{ required: true, type: 'integer', min: 1, max: 247, message: t('validation.value') }]}
          >
            <InputNumber aria-label={t('form.value')} min={1} max={247} precision={0} style={{ width: 200 }} />
          </Form.Item>
        )}
        {code === 'CUSTOM' && (
          <Form.Item
            name="payload"
            label={t('form.payload')}
            extra={t('form.payloadHelp')}
            rules={[{ required: true, pattern: HEX_BYTES, message: t('validation.payload') }]}
          >
            <Input aria-label={t('form.payload')} className={styles.hex} placeholder="01 03 00 00 00 02" />
          </Form.Item>
        )}
        {canSend && (
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} disabled={!gateway}>
            {t('form.send')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
