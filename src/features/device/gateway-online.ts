import type { Gateway } from '@/api/modules/device/gateway';

/** What the console knows of a gateway's link: `unknown` when the server does not report it. */
export type OnlineState = 'online' | 'offline' | 'unknown';

/**
 * A gateway's online state from its row. `online` is not a field every backend sends: a row
 * without it (or with something other than a boolean) is unknown, never offline.
 */
export function onlineStateOf(gateway: Pick<Gateway, 'online'> | undefined): OnlineState {
  if (gateway?.online === true) return 'online';
  if (gateway?.online === false) return 'offline';
  return 'unknown';
}
