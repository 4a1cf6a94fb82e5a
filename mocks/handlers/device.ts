import type { RequestHandler } from 'msw';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import type { HandlerContext } from '../lib/http';
import {
  attributes,
  connectRecords,
  events,
  gateways,
  methods,
  mqttUsers,
  services,
  type AttributeRow,
  type ConnectRecordRow,
  type EventRow,
  type GatewayRow,
  type MethodRow,
  type MqttUserRow,
  type ServiceRow,
} from '../seed/device';
import { mqttPasswordHash } from '../seed/device-codec';
import { auditWrites } from '../seed/logs';
import { towers } from '../seed/tower';
import { now } from '../lib/random';
import { col, isAdmin, refuse } from './system-shared';
import { deviceCommandHandlers } from './device-command';
import { sessionOf, sessionSyncHandlers, syncSessions } from './device-sessions';
import { checkJson, checkNumber, checkOneOf, isEmpty, msg, required, unique } from './tower-rules';

/**
 * Devices and gateways. The spec names these pages but gives no paths; this console serves them
 * as `device/<page>` with the standard family (connect, gateway, mqttuser, attribute, service,
 * event, method; `device/command` is in device-command.ts with the spec's `command/` and `des/…`).
 */

const LINKS = ['4G', 'NB_IOT', 'ETHERNET', 'WIFI', 'LORA'];
const TYPES = ['GATEWAY', 'DTU', 'DIRECT'];
const IDENTIFIER = /^[A-Za-z0-9_-]{6,64}$/;

const gatewayConfig: CrudConfig<GatewayRow> = {
  path: 'device/gateway',
  rows: gateways,
  tableName: 'device_gateway',
  idKey: 'id',
  perm: 'device:gateway',
  filters: { name: 'like', identifier: 'like', model: 'like', onlineType: 'eq', type: 'eq', status: 'eq' },
  defaultSort: { field: 'id', order: 'asc' },
  required: required<GatewayRow>(
    ['name', '网关名称', 'name'],
    ['identifier', '网关标识', 'identifier'],
    ['onlineType', '联网方式', 'link'],
  ),
  unique: [unique<GatewayRow>(['identifier'], '网关标识', 'identifier')],
  validate: (record, ctx) => {
    if (!isEmpty(record.identifier) && !IDENTIFIER.test(String(record.identifier))) {
      refuse(
        ctx,
        '网关标识须为 6–64 位字母、数字、下划线或连字符',
        'The identifier must be 6–64 letters, digits, _ or -',
      );
    }
    checkOneOf(ctx, record.onlineType, LINKS, msg('联网方式', 'The link'));
    checkOneOf(ctx, record.type, TYPES, msg('类型', 'The type'));
    checkOneOf(ctx, record.status, ['0', '1'], msg('状态', 'The status'));
  },
  beforeDelete: (ids, ctx) => {
    const gone = new Set(
      gateways()
        .filter((g) => ids.includes(g.id))
        .map((g) => g.identifier),
    );
    const used = towers().find((t) => gone.has(t.sn));
    if (used)
      refuse(ctx, `网关仍被料塔“${used.towerId}”使用，不能删除`, `Tower "${used.towerId}" still uses the gateway`);
  },
  defaults: () => ({ status: '0', type: 'DTU', image: '', remark: '', model: '', firmwareVersion: '' }),
  afterSave: (row) => {
    const live = row as Partial<GatewayRow> & { online?: boolean; lastOnlineTime?: string; onlineSince?: string };
    delete live.online;
    delete live.lastOnlineTime;
    delete live.onlineSince;
  },
  // The online state is the gateway's broker session (device-sessions.ts keeps them current).
  beforeChangeStatus: () => syncSessions(),
  present: (row) => {
    const session = sessionOf(row.identifier);
    const online = session?.connectStatus === 'connected';
    return {
      ...row,
      online,
      onlineSince: online ? session.connectAt : '',
      lastOnlineTime: online ? now() : (session?.disconnectAt ?? ''),
    };
  },
  onWrite: auditWrites('网关管理'),
  valid: true,
  changeStatus: true,
  options: { label: 'name', value: 'identifier' },
};

const connectConfig: CrudConfig<ConnectRecordRow> = {
  path: 'device/connect',
  rows: connectRecords,
  tableName: 'device_connect',
  idKey: 'id',
  perm: 'device:connect',
  filters: {
    deviceIdentifier: 'like',
    deviceName: 'like',
    userName: 'like',
    clientId: 'like',
    connectStatus: 'eq',
    onlineType: 'eq',
  },
  timeField: 'connectAt',
  defaultSort: { field: 'connectAt', order: 'desc' },
  required: required<ConnectRecordRow>(
    ['deviceIdentifier', '设备标识', 'device identifier'],
    ['connectAt', '连接时间', 'connect time'],
  ),
  validate: (record, ctx) => {
    checkOneOf(ctx, record.connectStatus, ['connected', 'disconnected'], msg('连接状态', 'The status'));
    checkNumber(ctx, record.sockPort, msg('端口', 'The port'), { min: 1, max: 65535, integer: true });
  },
  defaults: () => ({ connectStatus: 'connected', disconnectAt: '', reason: '', remark: '' }),
  onWrite: auditWrites('连接记录'),
  exportName: msg('连接记录', 'Connect records'),
  exportColumns: [
    col('deviceIdentifier', '设备标识', 'Identifier'),
    col('deviceName', '设备名称', 'Name'),
    col('userName', '用户名', 'User'),
    col('onlineType', '联网方式', 'Link'),
    col('ipAddress', 'IP 地址', 'IP address'),
    col('clientId', '客户端 ID', 'Client id'),
    col('sockPort', '端口', 'Port'),
    col('connectStatus', '连接状态', 'Status'),
    col('connectAt', '连接时间', 'Connected'),
    col('disconnectAt', '断开时间', 'Disconnected'),
    col('reason', '断开原因', 'Reason'),
  ],
};

/** What a client may send: the row plus the plain password, which is hashed and dropped. */
type MqttUserWrite = MqttUserRow & { password?: string };

function randomSalt(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const mqttUserConfig: CrudConfig<MqttUserWrite> = {
  path: 'device/mqttuser',
  rows: mqttUsers as () => MqttUserWrite[],
  tableName: 'device_mqttuser',
  idKey: 'id',
  perm: 'device:mqttuser',
  filters: { username: 'like', netIdentifier: 'like', isSuperuser: 'eq' },
  defaultSort: { field: 'id', order: 'asc' },
  required: required<MqttUserWrite>(['username', '用户名', 'user name']),
  unique: [unique<MqttUserWrite>(['username'], '用户名', 'user name')],
  validate: (record, ctx: HandlerContext, existing) => {
    const password = record.password;
    if (!existing && isEmpty(password)) refuse(ctx, '密码不能为空', 'The password is required');
    if (!isEmpty(password) && String(password).length < 6) {
      refuse(ctx, '网关密码不能少于六位', 'The gateway password must have at least six characters');
    }
    if (!isEmpty(record.netIdentifier) && !gateways().some((g) => g.identifier === String(record.netIdentifier))) {
      refuse(
        ctx,
        `网关“${String(record.netIdentifier)}”不存在`,
        `Gateway "${String(record.netIdentifier)}" does not exist`,
      );
    }
    if (record.isSuperuser === true && existing?.isSuperuser !== true && !isAdmin(ctx.user)) {
      refuse(ctx, '只有管理员可以设置超级用户', 'Only an administrator can make a superuser');
    }
  },
  defaults: () => ({
    isSuperuser: false,
    netIdentifier: '',
    ipAddress: '',
    remark: '',
    hashAlgorithm: 'sha256',
    saltPosition: 'suffix',
  }),
  afterSave: (row, body, _ctx, previous) => {
    if (typeof body.password === 'string' && body.password !== '') {
      row.salt = randomSalt();
      row.passwordHash = mqttPasswordHash(body.password, row.salt);
    } else if (previous) {
      row.salt = previous.salt;
      row.passwordHash = previous.passwordHash;
    }
    row.isSuperuser = row.isSuperuser === true || String(row.isSuperuser) === 'true';
    delete row.password;
  },
  // The password and its hash never leave the backend; the salt is no secret (EMQX keeps it in
  // clear beside the hash) and the page shows it, as the spec's field list asks.
  present: ({
    password: _password,
    passwordHash: _hash,
    hashAlgorithm: _algorithm,
    saltPosition: _position,
    ...rest
  }) => rest,
  onWrite: auditWrites('MQTT 用户'),
  valid: true,
};

const attributeConfig: CrudConfig<AttributeRow> = {
  path: 'device/attribute',
  rows: attributes,
  tableName: 'device_attribute',
  idKey: 'id',
  perm: 'device:attribute',
  filters: { name: 'like', format: 'like', servicedId: 'eq', access: 'eq', valueType: 'eq' },
  defaultSort: { field: 'id', order: 'asc' },
  required: required<AttributeRow>(['name', '属性名称', 'attribute name']),
  unique: [unique<AttributeRow>(['format'], '属性标识', 'identifier')],
  validate: (record, ctx) => {
    checkOneOf(ctx, record.access, ['r', 'rw'], msg('读写类型', 'The access'));
    checkOneOf(
      ctx,
      record.valueType,
      ['int', 'float', 'double', 'text', 'bool', 'enum', 'date'],
      msg('数据类型', 'The value type'),
    );
    if (!isEmpty(record.valueRange)) {
      const match = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(String(record.valueRange));
      if (!match || Number(match[1]) > Number(match[2])) {
        refuse(ctx, '取值范围格式应为 最小值-最大值', 'The range must look like min-max with min ≤ max');
      }
    }
    if (!isEmpty(record.servicedId) && !services().some((s) => s.servicedId === String(record.servicedId))) {
      refuse(ctx, `服务“${String(record.servicedId)}”不存在`, `Service "${String(record.servicedId)}" does not exist`);
    }
  },
  defaults: () => ({
    access: 'r',
    valueType: 'double',
    valueRange: '',
    valueList: '',
    unit: '',
    servicedId: '',
    format: '',
    remark: '',
  }),
  onWrite: auditWrites('物模型属性'),
};

const serviceConfig: CrudConfig<ServiceRow> = {
  path: 'device/service',
  rows: services,
  tableName: 'device_service',
  idKey: 'id',
  perm: 'device:service',
  filters: { name: 'like', servicedId: 'like', deviceId: 'like' },
  defaultSort: { field: 'id', order: 'asc' },
  required: required<ServiceRow>(
    ['name', '服务名称', 'service name'],
    ['servicedId', '服务标识', 'service identifier'],
  ),
  unique: [unique<ServiceRow>(['servicedId'], '服务标识', 'service identifier')],
  validate: (record, ctx) => {
    checkJson(ctx, record.inParam, msg('输入参数', 'The input parameters'));
    checkJson(ctx, record.outParam, msg('输出参数', 'The output parameters'));
  },
  beforeDelete: (ids, ctx) => {
    const gone = new Set(
      services()
        .filter((s) => ids.includes(s.id))
        .map((s) => s.servicedId),
    );
    const used = attributes().find((a) => gone.has(a.servicedId));
    if (used) refuse(ctx, `属性“${used.name}”仍属于该服务，不能删除`, `Attribute "${used.name}" still belongs to it`);
  },
  defaults: () => ({ deviceId: '', inParam: '[]', outParam: '[]', remark: '' }),
  onWrite: auditWrites('物模型服务'),
};

const eventConfig: CrudConfig<EventRow> = {
  path: 'device/event',
  rows: events,
  tableName: 'device_event',
  idKey: 'id',
  perm: 'device:event',
  filters: { name: 'like', net: 'like', source: 'like', user: 'like' },
  defaultSort: { field: 'createTime', order: 'desc' },
  required: required<EventRow>(['name', '事件名称', 'event name']),
  validate: (record, ctx) => {
    checkJson(ctx, record.params, msg('事件参数', 'The parameters'));
    checkNumber(ctx, record.weight, msg('重量', 'The weight'));
  },
  defaults: () => ({ user: '', net: '', params: '{}', source: '', weight: 0, remark: '' }),
  afterSave: (row) => {
    row.weight = Number(row.weight) || 0;
  },
  onWrite: auditWrites('设备事件'),
  exportName: msg('设备事件', 'Device events'),
  exportColumns: [
    col('name', '事件名称', 'Event'),
    col('source', '仪表编号', 'Instrument'),
    col('net', '网关', 'Gateway'),
    col('user', '用户', 'User'),
    col('weight', '重量(Kg)', 'Weight (kg)'),
    col('params', '参数', 'Parameters'),
    col('createTime', '上报时间', 'Reported'),
  ],
};

const methodConfig: CrudConfig<MethodRow> = {
  path: 'device/method',
  rows: methods,
  tableName: 'device_method',
  idKey: 'id',
  perm: 'device:method',
  filters: { name: 'like', net: 'like', source: 'like', user: 'like' },
  defaultSort: { field: 'id', order: 'asc' },
  required: required<MethodRow>(['name', '方法名称', 'method name']),
  validate: (record, ctx) => {
    checkJson(ctx, record.inParam, msg('输入参数', 'The input parameters'));
    checkJson(ctx, record.outParam, msg('输出参数', 'The output parameters'));
  },
  defaults: () => ({ net: '', user: '', inParam: '', outParam: '', msg: '', source: '', remark: '' }),
  onWrite: auditWrites('物模型方法'),
};

/** Handlers of the device area. */
export const deviceHandlers: RequestHandler[] = [
  ...sessionSyncHandlers,
  ...deviceCommandHandlers,
  ...crudHandlers(gatewayConfig),
  ...crudHandlers(connectConfig),
  ...crudHandlers(mqttUserConfig),
  ...crudHandlers(attributeConfig),
  ...crudHandlers(serviceConfig),
  ...crudHandlers(eventConfig),
  ...crudHandlers(methodConfig),
];
