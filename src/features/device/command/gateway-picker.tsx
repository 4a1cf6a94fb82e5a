import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Input, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gateway } from '@/api/modules/device/gateway';
import { onlineStateOf } from '../gateway-online';
import styles from './command.module.css';

export interface GatewayPickerProps {
  gateways: readonly Gateway[];
  loading: boolean;
  selected?: string;
  onSelect: (gateway: Gateway) => void;
  onRefresh: () => void;
}

/** The gateways with their online state, filtered as typed; the chosen one is the command's target. */
export function GatewayPicker({ gateways, loading, selected, onSelect, onRefresh }: GatewayPickerProps) {
  const { t } = useTranslation(['command', 'device']);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle === ''
      ? gateways
      : gateways.filter((g) => `${g.name ?? ''} ${g.identifier ?? ''}`.toLowerCase().includes(needle));
  }, [gateways, filter]);

  return (
    <Card
      size="small"
      title={t('command:gateways.title')}
      className={styles.gatewayCard}
      extra={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('command:gateways.refresh')}
          onClick={onRefresh}
        />
      }
    >
      <Input.Search
        allowClear
        placeholder={t('command:gateways.search')}
        aria-label={t('command:gateways.search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('command:gateways.empty')} />
        ) : (
          <ul className={styles.gatewayList} aria-label={t('command:gateways.title')}>
            {shown.map((gateway) => {
              const active = gateway.identifier === selected;
              return (
                <li key={gateway.identifier ?? gateway.id}>
                  <button
                    type="button"
                    className={active ? `${styles.gatewayItem} ${styles.active}` : styles.gatewayItem}
                    aria-pressed={active}
                    onClick={() => onSelect(gateway)}
                  >
                    <Badge
                      status={onlineStateOf(gateway) === 'online' ? 'processing' : 'default'}
                      color={onlineStateOf(gateway) === 'online' ? 'green' : undefined}
                    />
                    <span className={styles.gatewayText}>
                      <span className={styles.gatewayName}>{gateway.name}</span>
                      <span className={styles.gatewayMeta}>
                        {gateway.identifier} · {t(`device:online.${onlineStateOf(gateway)}`)}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
    </Card>
  );
}
