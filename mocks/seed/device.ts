import { defineTable } from '../db';
import { createRandom, formatTime, type Random } from '../lib/random';
import {
  COMMAND_NAMES,
  commandBytes,
  mqttPasswordHash,
  readAnswer,
  toHex,
  withCrc,
  type CommandCode,
} from './device-codec';
import { SEED_TUNING, seededTowers, towerExceptions, towerRecords } from './tower';
import { DAY, HISTORY_END, HISTORY_START, MINUTE, outageAt, outagesOf } from './tower-sim';

/*
 * Devices and gateways (domain.md §2.3): the towers' gateways plus some truck-scale and warehouse
 * ones, their MQTT users, broker sessions (from the same outages the tower history has), the
 * indicator's thing model, the event log (refills and exceptions of the last 30 days), commands,
 * and per-device parameters and detection settings.
 */

interface Audit {
  remark: string;
  createBy: string;
  createTime: string;
  updateBy?: string;
  updateTime?: string;
}

export type GatewayLink = '4G' | 'NB_IOT' | 'ETHERNET' | 'WIFI' | 'LORA';
export type GatewayType = 'GATEWAY' | 'DTU' | 'DIRECT';

export interface GatewayRow extends Audit {
  id: number;
  name: string;
  model: string;
  identifier: string;
  onlineType: GatewayLink;
  image: string;
  type: GatewayType;
  status: '0' | '1';
  firmwareVersion: string;
}

export interface ConnectRecordRow extends Audit {
  id: number;
  deviceIdentifier: string;
  userName: string;
  deviceType: GatewayType;
  deviceName: string;
  onlineType: GatewayLink;
  ipAddress: string;
  clientId: string;
  sockPort: number;
  connectStatus: 'connected' | 'disconnected';
  connectAt: string;
  disconnectAt: string;
  reason: string;
}

/** Stored as EMQX keeps it: a salted SHA-256, never the password. */
export interface MqttUserRow extends Audit {
  id: number;
  netIdentifier: string;
  username: string;
  passwordHash: string;
  salt: string;
  hashAlgorithm: 'sha256';
  saltPosition: 'suffix';
  isSuperuser: boolean;
  ipAddress: string;
}

export interface AttributeRow extends Audit {
  id: number;
  name: string;
  format: string;
  access: 'r' | 'rw';
  valueType: string;
  valueRange: string;
  valueList: string;
  unit: string;
  servicedId: string;
}

export interface ServiceRow extends Audit {
  id: number;
  name: string;
  servicedId: string;
  deviceId: string;
  inParam: string;
  outParam: string;
}

export interface EventRow extends Audit {
  id: number;
  name: string;
  user: string;
  net: string;
  params: string;
  source: string;
  weight: number;
}

export interface MethodRow extends Audit {
  id: number;
  name: string;
  net: string;
  user: string;
  inParam: string;
  outParam: string;
  msg: string;
  source: string;
}

export type CommandStatus = 'PENDING' | 'SENT' | 'SUCCESS' | 'FAILED' | 'TIMEOUT';

export interface CommandRow extends Audit {
  id: number;
  code: CommandCode;
  name: string;
  gatewaySn: string;
  deviceId: string;
  deviceAddr: number;
  /** SET_ADDR: the new address. */
  value?: number;
  payload: string;
  response: string;
  result: string;
  /** Not delivered: the gateway was offline (the console reads this, not the result text). */
  offline?: boolean;
  status: CommandStatus;
  sentAt: string;
  finishedAt: string;
  timeoutMs: number;
}

export interface DeviceParamItem {
  paramKey: string;
  name: string;
  value: string;
  defaultValue: string;
  dataType: 'int' | 'float' | 'enum' | 'text';
  unit?: string;
  min?: number;
  max?: number;
  options?: string[];
  writable: boolean;
}

export interface DeviceParamRow extends Audit {
  id: number;
  deviceId: string;
  towerId: string;
  params: DeviceParamItem[];
  lastSyncTime: string;
}

export interface DeviceArithRow extends Audit {
  id: number;
  deviceId: string;
  towerId: string;
  code: string;
  name: string;
  version: string;
  enabled: boolean;
  sampleInterval: number;
  hysteresis: number;
  stuckDuration: number;
  offlineTimeout: number;
  refillMergeGap: number;
  settleSamples: number;
  /** Raw reading → weight: kg = raw ÷ 10^digitCount (× 1000 when the indicator counts in t) × coefficient + zeroOffset. */
  digitCount: number;
  rawUnit: 'kg' | 't';
  coefficient: number;
  /** kg. */
  zeroOffset: number;
}

const time = (t: number) => formatTime(new Date(t));
const seeded = (random: Random, daysBack: number) => time(HISTORY_END - random.int(0, daysBack * 24 * 60) * MINUTE);

/** An NB-IoT link drops often (short outages every day or two). */
export const isFlaky = (gateway: Pick<GatewayRow, 'onlineType'>) => gateway.onlineType === 'NB_IOT';

/** Whether the gateway is connected at `at`: enabled and not in one of its outages. */
export function gatewayOnline(gateway: Pick<GatewayRow, 'identifier' | 'onlineType' | 'status'>, at: number): boolean {
  if (gateway.status !== '0') return false;
  return !outageAt(outagesOf(gateway.identifier, at, isFlaky(gateway)), at);
}

export const mqttUserName = (identifier: string) => `gw_${identifier}`;

const OTHER_GATEWAYS: [string, string, GatewayLink, GatewayType][] = [
  ['一号地磅网关', 'DTU-4G-485', '4G', 'DTU'],
  ['二号地磅网关', 'DTU-4G-485', '4G', 'DTU'],
  ['原料库网关', 'GW-ETH-200', 'ETHERNET', 'GATEWAY'],
  ['成品库网关', 'GW-ETH-200', 'ETHERNET', 'GATEWAY'],
  ['东区料线网关', 'NB-IOT-10', 'NB_IOT', 'DTU'],
  ['西区料线网关', 'NB-IOT-10', 'NB_IOT', 'DTU'],
  ['样品间直连仪表', 'XK3190-WIFI', 'WIFI', 'DIRECT'],
  ['备用网关', 'DTU-4G-485', '4G', 'DTU'],
];

function seedGateways(): GatewayRow[] {
  const random = createRandom(51);
  const { rows: towers } = seededTowers();
  const rows: GatewayRow[] = [];
  for (let i = 0; i < towers.length; i += 2) {
    const tower = towers[i];
    rows.push({
      id: rows.length + 1,
      name: `${tower.location.split(' ')[0]} ${Math.floor((i % 10) / 2) + 1} 号料塔网关`,
      model: random.pick(['DTU-4G-485', 'DTU-4G-485', 'GW-ETH-200']),
      identifier: tower.sn,
      onlineType: '4G',
      image: '',
      type: 'DTU',
      status: '0',
      firmwareVersion: random.pick(['V1.3.2', 'V1.3.5', 'V1.4.0']),
      remark: '',
      createBy: 'admin',
      createTime: time(HISTORY_START - random.int(10, 300) * DAY),
    });
  }
  OTHER_GATEWAYS.forEach(([name, model, onlineType, type], i) => {
    rows.push({
      id: rows.length + 1,
      name,
      model,
      identifier: `86234507${String(3100 + i * 7).padStart(7, '0')}`,
      onlineType,
      image: '',
      type,
      status: name === '备用网关' ? '1' : '0',
      firmwareVersion: random.pick(['V1.3.5', 'V1.4.0', 'V2.0.1']),
      remark: name === '备用网关' ? '备机，未启用' : '',
      createBy: 'admin',
      createTime: time(HISTORY_START - random.int(10, 300) * DAY),
    });
  });
  return rows;
}

let gatewayCache: GatewayRow[] | undefined;
const seedGatewayRows = () => (gatewayCache ??= seedGateways());
/** The seeded gateways (not a copy: read only), for other seeds. */
export const seededGateways = (): readonly GatewayRow[] => seedGatewayRows();

export const gateways = defineTable<GatewayRow>('device_gateway', () => structuredClone(seedGatewayRows()));

export const mqttUsers = defineTable<MqttUserRow>('device_mqttuser', () => {
  const random = createRandom(53);
  const salt = () => Array.from({ length: 16 }, () => random.int(0, 15).toString(16)).join('');
  const user = (id: number, netIdentifier: string, username: string, isSuperuser: boolean): MqttUserRow => {
    const s = salt();
    return {
      id,
      netIdentifier,
      username,
      passwordHash: mqttPasswordHash(`pw-${username}-${random.int(100000, 999999)}`, s),
      salt: s,
      hashAlgorithm: 'sha256',
      saltPosition: 'suffix',
      isSuperuser,
      ipAddress: `10.8.${random.int(0, 9)}.${random.int(2, 250)}`,
      remark: '',
      createBy: 'admin',
      createTime: time(HISTORY_START - random.int(5, 200) * DAY),
    };
  };
  const rows = seedGatewayRows().map((g, i) => user(i + 1, g.identifier, mqttUserName(g.identifier), false));
  rows.push(user(rows.length + 1, '', 'console_bridge', true), user(rows.length + 2, '', 'rule_engine', true));
  return rows;
});

/** One row per broker session: outages end a session with a keep-alive timeout, blips with a TCP close. */
export const connectRecords = defineTable<ConnectRecordRow>('device_connect', () => {
  const random = createRandom(52);
  const rows: Omit<ConnectRecordRow, 'id'>[] = [];
  for (const gateway of seedGatewayRows()) {
    if (gateway.status !== '0') continue;
    const outages = outagesOf(gateway.identifier, HISTORY_END, isFlaky(gateway)).filter(
      (o) => o.end > HISTORY_START && o.start < HISTORY_END,
    );
    const session = (from: number, to: number | undefined, reason: string) => {
      const port = random.int(30000, 65000);
      rows.push({
        deviceIdentifier: gateway.identifier,
        userName: mqttUserName(gateway.identifier),
        deviceType: gateway.type,
        deviceName: gateway.name,
        onlineType: gateway.onlineType,
        ipAddress:
          gateway.onlineType === 'ETHERNET'
            ? `192.168.10.${10 + gateway.id}`
            : `10.${random.int(64, 127)}.${random.int(0, 255)}.${random.int(2, 250)}`,
        clientId: `${mqttUserName(gateway.identifier)}_${port}`,
        sockPort: port,
        connectStatus: to === undefined ? 'connected' : 'disconnected',
        connectAt: time(from),
        disconnectAt: to === undefined ? '' : time(to),
        reason: to === undefined ? '' : reason,
        remark: '',
        createBy: 'system',
        createTime: time(from),
      });
    };
    let from = HISTORY_START - random.int(1, 72) * 60 * MINUTE;
    for (const outage of [...outages, { start: Number.POSITIVE_INFINITY, end: Number.POSITIVE_INFINITY }]) {
      // A few TCP blips (reconnected within a minute) before the next outage.
      let blip = from + random.int(2, 10) * DAY;
      while (blip < Math.min(outage.start, HISTORY_END)) {
        session(from, blip, random.pick(['tcp_closed', 'tcp_closed', 'normal', 'takenover']));
        from = blip + random.int(5, 60) * 1000;
        blip = from + random.int(2, 10) * DAY;
      }
      if (outage.start >= HISTORY_END) {
        session(from, undefined, '');
        break;
      }
      session(from, outage.start, 'keepalive_timeout');
      from = outage.end;
    }
  }
  return rows
    .sort((a, b) => a.connectAt.localeCompare(b.connectAt) || a.deviceIdentifier.localeCompare(b.deviceIdentifier))
    .map((row, i) => ({ id: i + 1, ...row }));
});

const audit = (random: Random): Audit => ({
  remark: '',
  createBy: 'admin',
  createTime: time(HISTORY_START - random.int(30, 400) * DAY),
});

const SERVICES: [string, string, string, string][] = [
  ['读取重量', 'readWeight', '[]', '[{"id":"grossWeight","type":"double","unit":"kg"}]'],
  ['置零', 'zero', '[]', '[{"id":"ok","type":"bool"}]'],
  ['去皮', 'tare', '[]', '[{"id":"tare","type":"double","unit":"kg"}]'],
  ['清除皮重', 'clearTare', '[]', '[{"id":"ok","type":"bool"}]'],
  ['设置通讯地址', 'setAddr', '[{"id":"addr","type":"int","min":1,"max":247}]', '[{"id":"ok","type":"bool"}]'],
  ['读取参数', 'readParams', '[]', '[{"id":"params","type":"struct"}]'],
  ['写入参数', 'writeParams', '[{"id":"params","type":"struct"}]', '[{"id":"ok","type":"bool"}]'],
  ['校时', 'syncTime', '[{"id":"timestamp","type":"date"}]', '[]'],
  ['重启', 'restart', '[]', '[]'],
  [
    '固件升级',
    'upgrade',
    '[{"id":"url","type":"text"},{"id":"md5","type":"text"}]',
    '[{"id":"progress","type":"int"}]',
  ],
];

export const services = defineTable<ServiceRow>('device_service', () => {
  const random = createRandom(55);
  return SERVICES.map(([name, servicedId, inParam, outParam], i) => ({
    id: i + 1,
    name,
    servicedId,
    deviceId: servicedId === 'upgrade' ? 'IND-0001' : '',
    inParam,
    outParam,
    ...audit(random),
  }));
});

const ATTRIBUTES: [string, string, 'r' | 'rw', string, string, string, string, string][] = [
  ['毛重', 'grossWeight', 'r', 'double', '0-33000', '', 'kg', 'readWeight'],
  ['净重', 'netWeight', 'r', 'double', '0-33000', '', 'kg', 'readWeight'],
  ['皮重', 'tareWeight', 'rw', 'double', '0-33000', '', 'kg', 'tare'],
  ['称重状态', 'weighState', 'r', 'enum', '', '0:稳定,1:动态,2:超载,3:欠载', '', 'readWeight'],
  ['零点', 'zeroPoint', 'r', 'int', '-99999-99999', '', '', 'zero'],
  ['分度值', 'division', 'rw', 'enum', '', '1,2,5,10,20', 'kg', 'writeParams'],
  ['通讯地址', 'addr', 'rw', 'int', '1-247', '', '', 'setAddr'],
  ['波特率', 'baudRate', 'rw', 'enum', '', '4800,9600,19200,38400', 'bps', 'writeParams'],
  ['滤波等级', 'filterLevel', 'rw', 'int', '0-9', '', '', 'writeParams'],
  ['上报周期', 'sampleInterval', 'rw', 'int', '10-3600', '', 's', 'writeParams'],
  ['信号强度', 'rssi', 'r', 'int', '-120-0', '', 'dBm', 'readParams'],
  ['仪表温度', 'temperature', 'r', 'float', '-40-85', '', '°C', 'readParams'],
  ['供电电压', 'voltage', 'r', 'float', '0-36', '', 'V', 'readParams'],
  ['固件版本', 'firmware', 'r', 'text', '', '', '', 'readParams'],
  ['累计加料量', 'refillTotal', 'r', 'double', '0-999999999', '', 'kg', 'readWeight'],
  ['系统时间', 'clock', 'rw', 'date', '', '', '', 'syncTime'],
];

export const attributes = defineTable<AttributeRow>('device_attribute', () => {
  const random = createRandom(54);
  return ATTRIBUTES.map(([name, format, access, valueType, valueRange, valueList, unit, servicedId], i) => ({
    id: i + 1,
    name,
    format,
    access,
    valueType,
    valueRange,
    valueList,
    unit,
    servicedId,
    ...audit(random),
  }));
});

const EVENT_NAMES: Record<string, string> = {
  REFILL: '加料完成',
  SUDDEN_DROP: '重量骤降',
  SPIKE: '信号跳变',
  OUT_OF_RANGE: '读数超量程',
  STUCK: '读数停滞',
  OFFLINE: '网关离线',
};

/** The event log of the last 30 days of the history: every refill and exception the towers reported. */
export const events = defineTable<EventRow>(
  'device_event',
  () => {
    // From the stored record tables (kept once seeded), not a new detection run: on a loaded machine
    // that took longer than the demo build's request timeout.
    const records = towerRecords();
    const exceptions = towerExceptions();
    const since = time(HISTORY_END - 30 * DAY);
    // The seeded window only: the tables also hold what the detection appended since.
    const until = time(HISTORY_END);
    const rows: Omit<EventRow, 'id'>[] = [
      ...records
        .filter((r) => r.endDatetime >= since && r.endDatetime <= until)
        .map((r) => ({
          name: EVENT_NAMES.REFILL,
          user: mqttUserName(r.netId),
          net: r.netId,
          params: JSON.stringify({ towerId: r.towerId, firstWeight: r.firstWeight, balanceWeight: r.balanceWeight }),
          source: r.deviceId,
          weight: r.refillWeight,
          remark: '',
          createBy: 'system',
          createTime: r.endDatetime,
        })),
      ...exceptions
        .filter((e) => e.endDatetime >= since && e.endDatetime <= until)
        .map((e) => ({
          name: EVENT_NAMES[e.type] ?? e.type,
          user: mqttUserName(e.netId),
          net: e.netId,
          params: JSON.stringify({ towerId: e.towerId, type: e.type }),
          source: e.deviceId,
          weight: e.type === 'SUDDEN_DROP' ? e.consumeWeight : e.firstWeight,
          remark: '',
          createBy: 'system',
          createTime: e.endDatetime,
        })),
    ];
    return rows.sort((a, b) => a.createTime.localeCompare(b.createTime)).map((row, i) => ({ id: i + 1, ...row }));
  },
  { keepSeed: true },
);

export const methods = defineTable<MethodRow>('device_method', () => {
  const random = createRandom(57);
  const { rows: towers } = seededTowers();
  const rows: MethodRow[] = [];
  for (const tower of towers.filter((_, i) => i % 4 === 0)) {
    const user = mqttUserName(tower.sn);
    for (const [name, inParam, outParam, msg] of [
      ['thing.event.property.post', '', '{"grossWeight":"double"}', `{"grossWeight":${random.int(2000, 18000)}}`],
      ['thing.event.refill.post', '', '{"refillWeight":"double"}', 'ok'],
      ['thing.service.zero', '{}', '{"ok":"bool"}', random.pick(['ok', 'ok', 'timeout'])],
    ]) {
      rows.push({
        id: rows.length + 1,
        name,
        net: tower.sn,
        user,
        inParam,
        outParam,
        msg,
        source: tower.deviceId,
        ...audit(random),
      });
    }
  }
  return rows;
});

/** A command sent during the last 60 days of the history, with its outcome. */
function seedCommand(random: Random, id: number): CommandRow {
  const { rows: towers } = seededTowers();
  const tower = random.pick(towers);
  const code = random.pick<Exclude<CommandCode, 'CUSTOM'>>([
    'READ_GROSS',
    'READ_GROSS',
    'READ_NET',
    'ZERO',
    'TARE',
    'CLEAR_TARE',
    'RESTART',
  ]);
  const sent = HISTORY_END - random.int(10, 60 * 24 * 60) * MINUTE;
  const outcome = random.next();
  const status: CommandStatus = outcome < 0.88 ? 'SUCCESS' : outcome < 0.96 ? 'TIMEOUT' : 'FAILED';
  const request = withCrc(commandBytes(code, tower.deviceAddr));
  const reading = random.int(1500, Math.round(tower.capacity * 900));
  const isRead = code === 'READ_GROSS' || code === 'READ_NET';
  return {
    id,
    code,
    name: COMMAND_NAMES[code],
    gatewaySn: tower.sn,
    deviceId: tower.deviceId,
    deviceAddr: tower.deviceAddr,
    payload: toHex(request),
    response:
      status !== 'SUCCESS'
        ? ''
        : toHex(isRead ? readAnswer(tower.deviceAddr, reading * 10 ** tower.digitCount) : request),
    result:
      status === 'TIMEOUT'
        ? '2000 ms 内无应答'
        : status === 'FAILED'
          ? '仪表返回异常码 02（非法数据地址）'
          : isRead
            ? `${code === 'READ_GROSS' ? '毛重' : '净重'} ${reading} kg`
            : '执行成功',
    status,
    sentAt: time(sent),
    finishedAt: time(sent + (status === 'TIMEOUT' ? 2000 : random.int(150, 900))),
    timeoutMs: 2000,
    remark: '',
    createBy: random.pick(['admin', 'admin', 'user004', 'user017']),
    createTime: time(sent),
  };
}

export const commands = defineTable<CommandRow>('device_command', () => {
  const random = createRandom(58);
  return Array.from({ length: 160 }, () => seedCommand(random, 0))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .map((row, i) => ({ ...row, id: i + 1 }));
});

/** The parameter set an indicator of this tower starts with. */
export function defaultDeviceParams(addr: number, sampleInterval: number): DeviceParamItem[] {
  return [
    {
      paramKey: 'address',
      name: '通讯地址',
      value: String(addr),
      defaultValue: '1',
      dataType: 'int',
      min: 1,
      max: 247,
      writable: true,
    },
    {
      paramKey: 'baudRate',
      name: '波特率',
      value: '9600',
      defaultValue: '9600',
      dataType: 'enum',
      unit: 'bps',
      options: ['4800', '9600', '19200', '38400'],
      writable: true,
    },
    {
      paramKey: 'filterLevel',
      name: '滤波等级',
      value: '5',
      defaultValue: '5',
      dataType: 'int',
      min: 0,
      max: 9,
      writable: true,
    },
    {
      paramKey: 'zeroRange',
      name: '置零范围',
      value: '4',
      defaultValue: '4',
      dataType: 'enum',
      unit: '%',
      options: ['2', '4', '10', '20'],
      writable: true,
    },
    {
      paramKey: 'division',
      name: '分度值',
      value: '5',
      defaultValue: '5',
      dataType: 'enum',
      unit: 'kg',
      options: ['1', '2', '5', '10', '20'],
      writable: true,
    },
    {
      paramKey: 'sampleInterval',
      name: '上报周期',
      value: String(sampleInterval),
      defaultValue: '300',
      dataType: 'int',
      unit: 's',
      min: 10,
      max: 3600,
      writable: true,
    },
    {
      paramKey: 'motionBand',
      name: '动态判定范围',
      value: '2',
      defaultValue: '2',
      dataType: 'float',
      unit: 'd',
      min: 0.5,
      max: 10,
      writable: true,
    },
    {
      paramKey: 'firmware',
      name: '固件版本',
      value: 'XK3190-A12 V3.2',
      defaultValue: '',
      dataType: 'text',
      writable: false,
    },
    { paramKey: 'serialNo', name: '出厂编号', value: '', defaultValue: '', dataType: 'text', writable: false },
  ];
}

export const deviceParams = defineTable<DeviceParamRow>('device_param', () => {
  const random = createRandom(59);
  const { rows: towers, profiles } = seededTowers();
  return towers.map((tower, i) => {
    const params = defaultDeviceParams(tower.deviceAddr, profiles.get(tower.towerId)?.sampleInterval ?? 300);
    for (const item of params) {
      if (item.paramKey === 'filterLevel') item.value = String(random.int(3, 7));
      if (item.paramKey === 'serialNo') item.value = `2024${String(random.int(100000, 999999))}`;
    }
    return {
      id: i + 1,
      deviceId: tower.deviceId,
      towerId: tower.towerId,
      params,
      lastSyncTime: seeded(random, 20),
      ...audit(random),
    };
  });
});

/** Detection settings of a tower's device, from the tuning the seed history was detected with. */
export function defaultDeviceArith(sampleInterval: number, diffValue: number, capacityT: number, digitCount = 0) {
  return {
    code: 'REFILL_DETECT_V1',
    name: '加料与异常识别',
    version: '1.0',
    enabled: true,
    sampleInterval,
    hysteresis: Math.max(diffValue, capacityT * 10),
    stuckDuration: SEED_TUNING.stuckDuration,
    offlineTimeout: 3 * sampleInterval,
    refillMergeGap: 2 * sampleInterval,
    settleSamples: SEED_TUNING.settleSamples,
    digitCount,
    rawUnit: 'kg' as const,
    coefficient: 1,
    zeroOffset: 0,
  };
}

export const deviceAriths = defineTable<DeviceArithRow>('device_arith', () => {
  const random = createRandom(60);
  const { rows: towers, profiles } = seededTowers();
  return towers.map((tower, i) => ({
    id: i + 1,
    deviceId: tower.deviceId,
    towerId: tower.towerId,
    ...defaultDeviceArith(
      profiles.get(tower.towerId)?.sampleInterval ?? 300,
      tower.diffValue,
      tower.capacity,
      tower.digitCount,
    ),
    ...audit(random),
  }));
});
