/**
 * What the console knows of a gateway's link: `never` for one reported offline that was never online,
 * `unknown` when the server does not report the state.
 */
export type OnlineState = 'online' | 'offline' | 'never' | 'unknown';

/** The row fields the state is read from (a real server may send `null` for a time it has not got). */
export interface OnlineFields {
  online?: unknown;
  lastOnlineTime?: string | null;
}

/**
 * A gateway's online state from its row. `online` is not a field every backend sends: a row without
 * it (or with something other than a boolean) is unknown, never offline. An offline one whose last
 * online time is empty or null was never online; one without the field reported is offline.
 */
export function onlineStateOf(gateway: OnlineFields | undefined): OnlineState {
  if (gateway?.online === true) return 'online';
  if (gateway?.online !== false) return 'unknown';
  const last = gateway.lastOnlineTime;
  return last === null || (typeof last === 'string' && last.trim() === '') ? 'never' : 'offline';
}

/** Whether a command sent now would not reach it (offline, or never connected). */
export const isUnreachable = (state: OnlineState) => state === 'offline' || state === 'never';
