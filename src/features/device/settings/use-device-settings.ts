import { useCallback, useEffect, useState } from 'react';
import type { CallOptions } from '@/api/resource';
import { isCanceled, type Id } from '@/api/types';

export interface DeviceSettings<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** One device's settings (`GET des/…/{deviceId}`), read again when the device changes or on reload. */
export function useDeviceSettings<T>(
  load: (id: Id, options?: CallOptions) => Promise<T>,
  deviceId: string | undefined,
): DeviceSettings<T> {
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<{ key?: string; data?: T; failed: boolean }>({ failed: false });
  const key = deviceId === undefined ? undefined : `${deviceId}#${nonce}`;
  useEffect(() => {
    if (deviceId === undefined) return;
    const controller = new AbortController();
    load(deviceId, { signal: controller.signal }).then(
      (data) => setState({ key, data, failed: false }),
      (error: unknown) => {
        if (!isCanceled(error)) setState({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [load, deviceId, key]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    loading: deviceId !== undefined && !current,
    failed: current && state.failed,
    reload,
  };
}
