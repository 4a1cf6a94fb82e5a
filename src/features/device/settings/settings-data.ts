import type { DeviceSetQuery } from '@/api/modules/device/device-arith';
import type { CallOptions } from '@/api/resource';
import type { PageResult } from '@/api/types';
import { searchRead, type ServerSearch } from '@/components/crud/use-server-search';
import type { DataPlan } from '@/lib/page-plan';
import { prefetchRead } from '@/lib/query/read';

export interface DeviceSet {
  deviceId?: string;
  towerId?: string;
  updateTime?: string;
}

/** The list of device sets (`des/DeviceParam/page` or `des/DeviceArith/page`). */
export type DeviceSetLoad = (query: DeviceSetQuery, options?: CallOptions) => Promise<PageResult<DeviceSet>>;

/** How many instruments the picker lists at once; typing narrows the server's search. */
export const DEVICE_PICKER_LIMIT = 50;

const searches = new WeakMap<DeviceSetLoad, ServerSearch<DeviceSet>>();

/**
 * The instruments that have settings, searched by instrument number (`deviceId`, the list's own
 * filter): one search per list, the same on every visit, so a page opened again shows its last list
 * at once and its plan's answer is the picker's.
 */
export function deviceSearch(load: DeviceSetLoad): ServerSearch<DeviceSet> {
  let search = searches.get(load);
  if (!search) {
    search = ({ keyword, limit }, options) => load({ page: 1, limit, deviceId: keyword || undefined }, options);
    searches.set(load, search);
  }
  return search;
}

/** A settings page's first data, asked at navigation beside its code: the device picker's list. */
export function devicePickerPlan(load: DeviceSetLoad): DataPlan {
  return { key: 'device', prefetch: () => prefetchRead(searchRead(deviceSearch(load), '', DEVICE_PICKER_LIMIT)) };
}
