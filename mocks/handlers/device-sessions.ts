import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { API } from '../lib/http';
import { formatTime } from '../lib/random';
import {
  connectRecords,
  gatewayOnline,
  gateways,
  isFlaky,
  mqttUserName,
  mqttUsers,
  type ConnectRecordRow,
  type GatewayRow,
} from '../seed/device';
import { hashString, outagesOf } from '../seed/tower-sim';

/*
 * The broker's session table kept up with the clock. The seed ends at the history's end; every
 * later outage of a gateway closes its open session (keep-alive timeout) and the outage's end opens
 * the next one, so the connect records, a gateway's online state and whether a command reaches it
 * all agree with the same model (gatewayOnline) at any moment.
 */

const toMs = (time: string) => new Date(time.replace(' ', 'T')).getTime();
const time = (ms: number) => formatTime(new Date(ms));

/** The latest session of every gateway identifier. */
function latestSessions(rows: readonly ConnectRecordRow[]): Map<string, ConnectRecordRow> {
  const latest = new Map<string, ConnectRecordRow>();
  for (const row of rows) {
    const seen = latest.get(row.deviceIdentifier);
    if (!seen || row.connectAt > seen.connectAt || (row.connectAt === seen.connectAt && row.id > seen.id))
      latest.set(row.deviceIdentifier, row);
  }
  return latest;
}

function openSession(
  rows: ConnectRecordRow[],
  gateway: GatewayRow,
  at: number,
  previous: ConnectRecordRow | undefined,
): ConnectRecordRow {
  const userName =
    mqttUsers().find((u) => u.netIdentifier === gateway.identifier)?.username ?? mqttUserName(gateway.identifier);
  const port = 30000 + (hashString(`${gateway.identifier}:${at}`) % 35000);
  const row: ConnectRecordRow = {
    id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    deviceIdentifier: gateway.identifier,
    userName,
    deviceType: gateway.type,
    deviceName: gateway.name,
    onlineType: gateway.onlineType,
    ipAddress: previous?.ipAddress ?? `10.${64 + (hashString(gateway.identifier) % 64)}.0.${2 + (port % 240)}`,
    clientId: `${userName}_${port}`,
    sockPort: port,
    connectStatus: 'connected',
    connectAt: time(at),
    disconnectAt: '',
    reason: '',
    remark: '',
    createBy: 'system',
    createTime: time(at),
  };
  rows.push(row);
  return row;
}

function closeSession(row: ConnectRecordRow, at: number, reason: string): void {
  Object.assign(row, { connectStatus: 'disconnected', disconnectAt: time(at), reason });
}

/** Brings the session table up to `at`; a disabled gateway's open session is kicked. */
export function syncSessions(at: number = Date.now()): void {
  const rows = connectRecords();
  const latest = latestSessions(rows);
  let changed = false;
  for (const gateway of gateways()) {
    const last = latest.get(gateway.identifier);
    let open = last?.connectStatus === 'connected' ? last : undefined;
    if (gateway.status !== '0') {
      if (open) {
        closeSession(open, at, 'kicked');
        changed = true;
      }
      continue;
    }
    let since = last ? toMs(open ? last.connectAt : last.disconnectAt || last.connectAt) : at;
    // Kicked while disabled: nothing happened until it was enabled again.
    if (last?.reason === 'kicked' && gateway.updateTime) since = Math.max(since, toMs(gateway.updateTime));
    for (const outage of outagesOf(gateway.identifier, at, isFlaky(gateway))) {
      if (outage.start <= since) continue;
      if (outage.start > at) break;
      if (open) closeSession(open, outage.start, 'keepalive_timeout');
      open = outage.end <= at ? openSession(rows, gateway, outage.end, open ?? last) : undefined;
      changed = true;
    }
    // Enabled again after a kick, or new: it connects now.
    if (!open && gatewayOnline(gateway, at)) {
      openSession(rows, gateway, at, last);
      changed = true;
    }
  }
  if (changed) touch('device_connect');
}

/** Whether the gateway has an open broker session (after bringing the table up to date). */
export function sessionOf(identifier: string): ConnectRecordRow | undefined {
  return latestSessions(connectRecords().filter((r) => r.deviceIdentifier === identifier)).get(identifier);
}

/**
 * Runs before the standard handlers of the paths that show sessions or online states and falls
 * through to them (an MSW resolver that answers nothing passes the request on).
 */
export const sessionSyncHandlers: RequestHandler[] = [
  http.get(`${API}/device/connect/*`, () => {
    syncSessions();
    return undefined;
  }),
  http.get(`${API}/device/gateway/*`, () => {
    syncSessions();
    return undefined;
  }),
  http.post(`${API}/command/`, () => {
    syncSessions();
    return undefined;
  }),
];
