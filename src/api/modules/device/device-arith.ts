import { api } from '../../client';
import type { CallOptions } from '../../resource';
import type { Audited, Id } from '../../types';

/**
 * The detection settings (算法) of one device: the parameters domain.md marks as guesses, next to
 * the tower's own diffValue/miniValue/shortValue/shortDuration (src/lib/tower/detection.ts).
 */
export interface DeviceArith extends Audited {
  id?: number;
  /** Instrument number. */
  deviceId?: string;
  towerId?: string;
  /** e.g. `REFILL_DETECT_V1`. */
  code?: string;
  name?: string;
  version?: string;
  enabled?: boolean;
  /** s between readings, 10–3600. */
  sampleInterval?: number;
  /** kg: level alarms clear this far inside the band. */
  hysteresis?: number;
  /** s a flat reading must last to be STUCK, ≥ sampleInterval. */
  stuckDuration?: number;
  /** s of silence that make OFFLINE, ≥ sampleInterval. */
  offlineTimeout?: number;
  /** s after a refill in which a new rise continues it. */
  refillMergeGap?: number;
  /** Readings after a refill that skip the sudden-drop check, 0–10. */
  settleSamples?: number;
}

const PATH = 'des/DeviceArith';

export const deviceArithApi = {
  /** `GET des/DeviceArith/{id}`: `id` is the set's id or the device number; an unknown device gets the defaults. */
  get: (id: Id, options?: CallOptions) =>
    api.get<DeviceArith>(`${PATH}/${encodeURIComponent(String(id))}`, undefined, options),
  /** `PUT des/DeviceArith`: by id or device number; creates the set on first save. */
  update: (body: DeviceArith, options?: CallOptions) => api.put<void>(PATH, body, options),
};
