import { Card, Empty, Modal } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicePicker, type DevicePickerProps } from './device-picker';
import styles from './settings.module.css';
import { usePageSearchParams } from '@/router/page-location';

export interface EditorHooks {
  /** The editor tells whether it holds changes not saved yet. */
  onDirtyChange: (dirty: boolean) => void;
  /** After a save: the device list refreshes its times. */
  onSaved: () => void;
}

/**
 * A device list beside one device's settings editor. `?device=` opens one. Choosing another device
 * while the editor holds unsaved changes asks first, so nothing typed is dropped by a stray click.
 */
export function SettingsShell({
  load,
  children,
}: {
  load: DevicePickerProps['load'];
  children: (deviceId: string, hooks: EditorHooks) => ReactNode;
}) {
  const { t } = useTranslation('device');
  const params = usePageSearchParams();
  const [selected, setSelected] = useState<string | undefined>(() => params.get('device') ?? undefined);
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(0);
  const [modal, holder] = Modal.useModal();

  const choose = (deviceId: string) => {
    if (deviceId === selected) return;
    if (!dirty) {
      setSelected(deviceId);
      return;
    }
    void modal.confirm({
      title: t('discardTitle'),
      content: t('discardContent'),
      okText: t('discard'),
      okButtonProps: { danger: true },
      cancelText: t('stay'),
      onOk: () => {
        setDirty(false);
        setSelected(deviceId);
      },
    });
  };
  const onSaved = useCallback(() => setVersion((v) => v + 1), []);

  return (
    <div className={styles.layout}>
      <DevicePicker load={load} selected={selected} onSelect={choose} version={version} />
      <div className={styles.main}>
        {selected ? (
          children(selected, { onDirtyChange: setDirty, onSaved })
        ) : (
          <Card size="small">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('devicePicker.choose')} />
          </Card>
        )}
      </div>
      {holder}
    </div>
  );
}
