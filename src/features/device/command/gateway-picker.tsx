import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Gateway } from '@/api/modules/device/gateway';
import { onlineStateOf } from '@/lib/device/online';
import styles from './command.module.css';

export interface GatewayPickerProps {
  /** The server's matches for what is typed. */
  gateways: readonly Gateway[];
  /** When more match than are listed: how many are listed and how many match. */
  more?: { shown: number; total: number };
  loading: boolean;
  typed: string;
  onType: (typed: string) => void;
  selected?: string;
  onSelect: (gateway: Gateway) => void;
  onRefresh: () => void;
}

/**
 * The gateways with their online state, searched on the server by name as the user types; the
 * chosen one is the command's target. When more match than are listed, it says so instead of hiding the rest.
 */
export function GatewayPicker({
  gateways,
  more,
  loading,
  typed,
  onType,
  selected,
  onSelect,
  onRefresh,
}: GatewayPickerProps) {
  const { t } = useTranslation(['command', 'device']);

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
        value={typed}
        onChange={(e) => onType(e.target.value)}
      />
      {more && (
        <div className={styles.gatewayMore} role="status">
          {t('command:gateways.more', more)}
        </div>
      )}
      <Spin spinning={loading}>
        {gateways.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('command:gateways.empty')} />
        ) : (
          <ul className={styles.gatewayList} aria-label={t('command:gateways.title')}>
            {gateways.map((gateway) => {
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
