import { Card, Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerSearch } from '@/components/crud';
import { formatTime } from '@/utils/time';
import { DEVICE_PICKER_LIMIT, deviceSearch, type DeviceSetLoad } from './settings-data';
import styles from './settings.module.css';

export interface DevicePickerProps {
  load: DeviceSetLoad;
  selected?: string;
  onSelect: (deviceId: string) => void;
  /** Bumped after a save so the list shows the new update time. */
  version: number;
}

/**
 * The instruments that have settings, searched on the server by instrument number (`deviceId`, the
 * list's own filter and what each entry is named by) as the user types, at most
 * `DEVICE_PICKER_LIMIT`; when more match, it says so instead of hiding the rest.
 */
export function DevicePicker({ load, selected, onSelect, version }: DevicePickerProps) {
  const { t } = useTranslation('device');
  const [typed, setTyped] = useState('');
  const search = useServerSearch(deviceSearch(load), typed, { limit: DEVICE_PICKER_LIMIT, version });
  const { list: devices, more, loading } = search;

  return (
    <Card size="small" title={t('devicePicker.title')} className={styles.pickerCard}>
      <Input.Search
        allowClear
        placeholder={t('devicePicker.search')}
        aria-label={t('devicePicker.search')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {more && (
        <div className={styles.more} role="status">
          {t('devicePicker.more', more)}
        </div>
      )}
      <Spin spinning={loading}>
        {devices.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('devicePicker.empty')} />
        ) : (
          <ul className={styles.list} aria-label={t('devicePicker.title')}>
            {devices.map((device) => {
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
