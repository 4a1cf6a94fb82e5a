import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, type Message } from '../lib/crud';
import { API, guarded, MockHttpError, ok, param, readJson, say } from '../lib/http';
import { now } from '../lib/random';
import {
  attributes,
  commands,
  connectRecords,
  deviceAriths,
  deviceParams,
  events,
  gateways,
  methods,
  mqttUsers,
  services,
  type MqttUserRow,
} from '../seed/device';

const msg = (zh: string, en: string): Message => ({ zh, en });
type Row = Record<string, unknown> & { id: number };

function byId(rows: () => Row[], perm: string, path: string, label: Message) {
  return [
    http.get(
      `${API}/${path}/:id`,
      guarded(`${perm}:query`, ({ params, request }) => {
        const row = rows().find((r) => r.id === Number(param(params, 'id')));
        if (!row) throw new MockHttpError(500, say(request, `${label.zh}不存在`, `${label.en} not found`));
        return ok(row);
      }),
    ),
    http.put(
      `${API}/${path}`,
      guarded(`${perm}:edit`, async ({ request }) => {
        const body = await readJson<Row>(request);
        const row = rows().find((r) => r.id === Number(body.id));
        if (!row) throw new MockHttpError(500, say(request, `${label.zh}不存在`, `${label.en} not found`));
        Object.assign(row, body, { id: row.id, updateTime: now() });
        touch(path === 'des/DeviceParam' ? 'device_param' : 'device_arith');
        return ok();
      }),
    ),
  ];
}

/** Devices and gateways: the standard lists under device/…, commands, parameters and arithmetic. */
export const deviceHandlers: RequestHandler[] = [
  http.post(
    `${API}/command/`,
    guarded('device:command:add', async ({ request, user }) => {
      const body = await readJson<Row>(request);
      if (!body.deviceId || !body.name)
        throw new MockHttpError(
          500,
          say(request, '设备和指令名称不能为空', 'The device and command name are required'),
        );
      const rows = commands();
      const created = {
        id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
        deviceId: String(body.deviceId),
        gatewaySn: String(body.gatewaySn ?? ''),
        name: String(body.name),
        payload: String(body.payload ?? ''),
        status: 'sent',
        sentAt: now(),
        createBy: user.row.userName,
        createTime: now(),
      };
      rows.unshift(created);
      touch('device_command');
      return ok(created);
    }),
  ),
  ...byId(commands, 'device:command', 'command', msg('指令', 'Command')).slice(0, 1),
  ...byId(deviceParams, 'device:param', 'des/DeviceParam', msg('设备参数', 'Device parameters')),
  ...byId(deviceAriths, 'device:arith', 'des/DeviceArith', msg('设备算法', 'Device arithmetic')),
  ...crudHandlers({
    path: 'device/command',
    rows: commands,
    tableName: 'device_command',
    idKey: 'id',
    perm: 'device:command',
    filters: { deviceId: 'like', name: 'like' },
    readOnly: true,
  }),
  ...crudHandlers({
    path: 'device/connect',
    rows: connectRecords,
    tableName: 'device_connect',
    idKey: 'id',
    perm: 'device:connect',
    filters: { deviceIdentifier: 'like', connectStatus: 'eq' },
    defaultSort: { field: 'connectAt', order: 'desc' },
  }),
  ...crudHandlers({
    path: 'device/gateway',
    rows: gateways,
    tableName: 'device_gateway',
    idKey: 'id',
    perm: 'device:gateway',
    filters: { name: 'like', identifier: 'like', status: 'eq' },
    required: [
      { field: 'name', message: msg('网关名称不能为空', 'The gateway name is required') },
      { field: 'identifier', message: msg('网关标识不能为空', 'The identifier is required') },
    ],
    unique: [
      { fields: ['identifier'], message: msg('网关标识“{value}”已存在', 'Identifier "{value}" already exists') },
    ],
    valid: true,
  }),
  ...crudHandlers<MqttUserRow>({
    path: 'device/mqttuser',
    rows: mqttUsers,
    tableName: 'device_mqttuser',
    idKey: 'id',
    perm: 'device:mqttuser',
    filters: { username: 'like', netIdentifier: 'like' },
    required: [{ field: 'username', message: msg('用户名不能为空', 'The user name is required') }],
    unique: [{ fields: ['username'], message: msg('用户名“{value}”已存在', 'User name "{value}" already exists') }],
    valid: true,
    validate: (record, ctx) => {
      if (record.password !== undefined && String(record.password).length < 6)
        throw new MockHttpError(
          500,
          say(ctx.request, '密码不能少于六位', 'The password must have at least six characters'),
        );
    },
    // Credentials never leave the backend.
    present: ({ password: _password, salt: _salt, ...rest }) => rest,
  }),
  ...crudHandlers({
    path: 'device/attribute',
    rows: attributes,
    tableName: 'device_attribute',
    idKey: 'id',
    perm: 'device:attribute',
    filters: { name: 'like' },
    required: [{ field: 'name', message: msg('属性名称不能为空', 'The attribute name is required') }],
  }),
  ...crudHandlers({
    path: 'device/service',
    rows: services,
    tableName: 'device_service',
    idKey: 'id',
    perm: 'device:service',
    filters: { name: 'like' },
  }),
  ...crudHandlers({
    path: 'device/event',
    rows: events,
    tableName: 'device_event',
    idKey: 'id',
    perm: 'device:event',
    filters: { name: 'like', source: 'like' },
    required: [{ field: 'name', message: msg('事件名称不能为空', 'The event name is required') }],
  }),
  ...crudHandlers({
    path: 'device/method',
    rows: methods,
    tableName: 'device_method',
    idKey: 'id',
    perm: 'device:method',
    filters: { name: 'like' },
  }),
];
