import { Card, Empty, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceSetQuery } from '@/api/modules/device/device-arith';
import type { CallOptions } from '@/api/resource';
import { isCanceled, type PageResult } from '@/api/types';
import { formatTime } from '@/utils/time';
import styles from './settings.module.css';

interface DeviceSet {
  deviceId?: string;
  towerId?: string;
  updateTime?: string;
}

export interface DevicePickerProps {
  /** The list of device sets (`des/DeviceParam/page` or `des/DeviceArith/page`). */
  load: (query: DeviceSetQuery, options?: CallOptions) => Promise<PageResult<DeviceSet>>;
  selected?: string;
  onSelect: (deviceId: string) => void;
  /** Bumped after a save so the list shows the new update time. */
  version: number;
}

/** The instruments that have settings, filtered as typed by instrument number or tower. */
export function DevicePicker({ load, selected, onSelect, version }: DevicePickerProps) {
  const { t } = useTranslation('device');
  const [state, setState] = useState<{ devices: DeviceSet[]; loading: boolean }>({ devices: [], loading: true });
  const [filter, setFilter] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    load({ page: 1, limit: 1000 }, { signal: controller.signal }).then(
      ({ list }) => setState({ devices: list, loading: false }),
      (error: unknown) => {
        if (!isCanceled(error)) setState((s) => ({ ...s, loading: false }));
      },
    );
    return () => controller.abort();
  }, [load, version]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle === ''
      ? state.devices
      : state.devices.filter((d) => `${d.deviceId ?? ''} ${d.towerId ?? ''}`.toLowerCase().includes(needle));
  }, [state.devices, filter]);

  return (
    <Card size="small" title={t('devicePicker.title')} className={styles.pickerCard}>
      <Input.Search
        allowClear
        placeholder={t('devicePicker.search')}
        aria-label={t('devicePicker.search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <Spin spinning={state.loading}>
        {shown.length === 0 && !state.loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('devicePicker.empty')} />
        ) : (
          <ul className={styles.list} aria-label={t('devicePicker.title')}>
            {shown.map((device) => {
              const active = device.deviceId === selected;
              return (
                <li key={device.deviceId}>
                  <button
                    type="button"
                    className={active ? `${styles.item} ${styles.active}` : styles.item}
                    aria-pressed={active}
                    onClick={() => device.deviceId && onSelect(device.deviceId)}
                  >
                    <span className={styles.itemId}>{device.deviceId}</span>
                    <span className={styles.itemMeta}>
                      {device.towerId ? t('devicePicker.tower', { towerId: device.towerId }) : ''}
                      {device.updateTime ? ` · ${formatTime(device.updateTime, 'MM-DD HH:mm')}` : ''}
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
