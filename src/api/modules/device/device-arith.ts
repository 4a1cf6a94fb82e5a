import { api } from '../../client';
import { toPage, cleanQuery, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, PageResult } from '../../types';

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
  /**
   * The formula from the indicator's raw reading to the weight (domain.md §4.2):
   * kg = raw ÷ 10^digitCount (× 1000 when `rawUnit` is t) × coefficient + zeroOffset.
   * Decimal places of the raw value, 0–4.
   */
  digitCount?: number;
  /** The unit the indicator counts in. */
  rawUnit?: 'kg' | 't';
  /** Calibration factor, 0.5–2. */
  coefficient?: number;
  /** kg added after scaling, −10 000–10 000. */
  zeroOffset?: number;
}

export interface DeviceSetQuery extends PageQuery {
  deviceId?: string;
  towerId?: string;
}

const PATH = 'des/DeviceArith';

export const deviceArithApi = {
  /** `GET des/DeviceArith/page`: the devices that have a set (the standard family's list), to pick one. */
  page: async (query: DeviceSetQuery, options?: CallOptions): Promise<PageResult<DeviceArith>> =>
    toPage<DeviceArith>(await api.get<unknown>(`${PATH}/page`, cleanQuery(query), options)),
  /** `GET des/DeviceArith/{id}`: `id` is the set's id or the device number; an unknown device gets the defaults. */
  get: (id: Id, options?: CallOptions) =>
    api.get<DeviceArith>(`${PATH}/${encodeURIComponent(String(id))}`, undefined, options),
  /** `PUT des/DeviceArith`: by id or device number; creates the set on first save. */
  update: (body: DeviceArith, options?: CallOptions) => api.put<void>(PATH, body, options),
};
