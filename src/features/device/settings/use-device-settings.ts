import type { CallOptions } from '@/api/resource';
import type { Id } from '@/api/types';
import { useRequiredRead } from '@/components/crud/use-required-read';

export interface DeviceSettings<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * One device's settings (`GET des/…/{deviceId}`), read again when the device changes or on reload:
 * the toolkit's required read, so the editors save nothing before it is in (issue 35).
 */
export function useDeviceSettings<T>(
  load: (id: Id, options?: CallOptions) => Promise<T>,
  deviceId: string | undefined,
): DeviceSettings<T> {
  const read = useRequiredRead(
    deviceId === undefined ? undefined : (signal: AbortSignal) => load(deviceId, { signal }),
    String(deviceId),
  );
  return {
    data: read.data,
    loading: deviceId !== undefined && read.status === 'loading',
    failed: read.status === 'failed',
    reload: read.retry,
  };
}
