import { defineTable } from '../db';
import { createRandom, seedTime } from '../lib/random';

type Row = Record<string, unknown> & { id: number };

function seeded(
  seed: number,
  count: number,
  make: (random: ReturnType<typeof createRandom>, i: number) => Record<string, unknown>,
) {
  return () => {
    const random = createRandom(seed);
    return Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      ...make(random, i),
      createTime: seedTime(random, 200),
    }));
  };
}

const sn = (i: number) => `GW${String(1000 + i).padStart(6, '0')}`;

export const gateways = defineTable<Row>(
  'device_gateway',
  seeded(51, 30, (random, i) => ({
    name: `${random.pick(['料塔网关', '地磅网关', '仓储网关'])}${i + 1}`,
    model: random.pick(['DTU-4G-200', 'GW-ETH-100', 'NB-IOT-10']),
    identifier: sn(i),
    onlineType: random.pick(['4G', 'Ethernet', 'NB-IoT']),
    image: '',
    type: random.pick(['gateway', 'product']),
    status: random.bool(0.85) ? '0' : '1',
    remark: '',
  })),
);

export const connectRecords = defineTable<Row>(
  'device_connect',
  seeded(52, 400, (random, i) => {
    const connected = random.bool(0.7);
    return {
      deviceIdentifier: sn(i % 30),
      userName: `gw_${i % 30}`,
      deviceType: 'gateway',
      deviceName: `网关${(i % 30) + 1}`,
      onlineType: random.pick(['4G', 'Ethernet']),
      ipAddress: `10.8.${random.int(0, 9)}.${random.int(2, 250)}`,
      clientId: `client-${sn(i % 30)}`,
      sockPort: random.int(30000, 60000),
      connectStatus: connected ? 'connected' : 'disconnected',
      connectAt: seedTime(random, 30),
      disconnectAt: connected ? '' : seedTime(random, 30),
      reason: connected ? '' : random.pick(['keepalive_timeout', 'normal', 'tcp_closed']),
    };
  }),
);

export interface MqttUserRow {
  id: number;
  netIdentifier: string;
  username: string;
  password: string;
  salt: string;
  isSuperuser: boolean;
  createBy: string;
  ipAddress: string;
  createTime: string;
}

export const mqttUsers = defineTable<MqttUserRow>('device_mqttuser', () => {
  const random = createRandom(53);
  return Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    netIdentifier: sn(i),
    username: `gw_${i}`,
    password: `hash-${random.int(100000, 999999)}`,
    salt: `salt-${random.int(1000, 9999)}`,
    isSuperuser: i === 0,
    createBy: 'admin',
    ipAddress: `10.8.${random.int(0, 9)}.${random.int(2, 250)}`,
    createTime: seedTime(random, 300),
  }));
});

export const attributes = defineTable<Row>(
  'device_attribute',
  seeded(54, 24, (random, i) => ({
    name: ['weight', 'tare', 'zero', 'status', 'unit', 'temperature'][i % 6] + (i >= 6 ? `_${i}` : ''),
    format: random.pick(['float', 'int', 'string', 'bool']),
    access: random.pick(['r', 'rw']),
    valueType: random.pick(['float', 'int32', 'text']),
    valueRange: '0-100000',
    valueList: '',
    unit: random.pick(['kg', 't', '°C', '']),
    servicedId: `svc-${(i % 4) + 1}`,
    remark: '',
  })),
);

export const services = defineTable<Row>(
  'device_service',
  seeded(55, 12, (random, i) => ({
    name: ['置零', '去皮', '读取重量', '设置地址'][i % 4],
    servicedId: `svc-${(i % 4) + 1}`,
    deviceId: `IND-${String(i + 1).padStart(5, '0')}`,
    inParam: '{}',
    outParam: random.pick(['{"weight":"float"}', '{"ok":"bool"}']),
  })),
);

export const events = defineTable<Row>(
  'device_event',
  seeded(56, 300, (random, i) => ({
    name: random.pick(['超载报警', '称重完成', '零点漂移', '通信中断']),
    user: `gw_${i % 30}`,
    net: sn(i % 30),
    params: '{}',
    source: `IND-${String((i % 40) + 1).padStart(5, '0')}`,
    weight: random.decimal(0, 30, 2),
  })),
);

export const methods = defineTable<Row>(
  'device_method',
  seeded(57, 20, (random, i) => ({
    name: `thing.event.${['weight', 'alarm', 'status', 'property'][i % 4]}.post`,
    net: sn(i % 30),
    user: `gw_${i % 30}`,
    inParam: '{}',
    outParam: '{}',
    msg: random.pick(['ok', 'timeout', '']),
    source: `IND-${String((i % 40) + 1).padStart(5, '0')}`,
  })),
);

export const commands = defineTable<Row>(
  'device_command',
  seeded(58, 60, (random, i) => ({
    deviceId: `IND-${String((i % 40) + 1).padStart(5, '0')}`,
    gatewaySn: sn(i % 30),
    name: random.pick(['置零', '去皮', '读取重量']),
    payload: random.pick(['01 06 00 01 00 01 19 CA', '01 03 00 00 00 02 C4 0B']),
    status: random.pick(['sent', 'acknowledged', 'failed']),
    sentAt: seedTime(random, 60),
  })),
);

export const deviceParams = defineTable<Row>(
  'device_param',
  seeded(59, 40, (random, i) => ({
    deviceId: `IND-${String(i + 1).padStart(5, '0')}`,
    params: { filter: random.int(1, 9), zeroRange: random.pick([2, 4, 10]), baud: 9600, address: (i % 32) + 1 },
  })),
);

export const deviceAriths = defineTable<Row>(
  'device_arith',
  seeded(60, 40, (_random, i) => ({
    deviceId: `IND-${String(i + 1).padStart(5, '0')}`,
    diffValue: 500,
    miniValue: 200,
    shortValue: 300,
    shortDuration: 120,
  })),
);
