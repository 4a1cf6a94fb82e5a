import { Card, Empty, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceSetQuery } from '@/api/modules/device/device-arith';
import type { CallOptions } from '@/api/resource';
import { isCanceled, type PageResult } from '@/api/types';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
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

/** How many instruments the picker lists at once; typing narrows the server's search. */
export const DEVICE_PICKER_LIMIT = 50;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The instruments that have settings, searched on the server as the user types (instrument number
 * or tower), at most `DEVICE_PICKER_LIMIT`; when more match, it says so instead of hiding the rest.
 */
export function DevicePicker({ load, selected, onSelect, version }: DevicePickerProps) {
  const { t } = useTranslation('device');
  const [filter, setFilter] = useState('');
  const settled = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS);
  const asked = `${version}:${settled}`;
  // The answer remembers which search it answers: loading is any search not answered yet.
  const [state, setState] = useState<{ devices: DeviceSet[]; total: number; answers?: string }>({
    devices: [],
    total: 0,
  });
  useEffect(() => {
    const controller = new AbortController();
    load({ page: 1, limit: DEVICE_PICKER_LIMIT, keyword: settled || undefined }, { signal: controller.signal }).then(
      ({ list, total }) => setState({ devices: list, total, answers: asked }),
      (error: unknown) => {
        if (!isCanceled(error)) setState((s) => ({ ...s, answers: asked }));
      },
    );
    return () => controller.abort();
  }, [load, settled, asked]);
  const shown = state.devices;
  const loading = state.answers !== asked;

  return (
    <Card size="small" title={t('devicePicker.title')} className={styles.pickerCard}>
      <Input.Search
        allowClear
        placeholder={t('devicePicker.search')}
        aria-label={t('devicePicker.search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {state.total > shown.length && (
        <div className={styles.more} role="status">
          {t('devicePicker.more', { shown: shown.length, total: state.total })}
        </div>
      )}
      <Spin spinning={loading}>
        {shown.length === 0 && !loading ? (
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
