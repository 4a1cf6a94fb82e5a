import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, paginate, queryRows, type CrudConfig } from '../lib/crud';
import { API, guarded, ok, param, queryOf, readJson, type HandlerContext } from '../lib/http';
import { formatTime, now } from '../lib/random';
import {
  commands,
  defaultDeviceArith,
  defaultDeviceParams,
  deviceAriths,
  deviceParams,
  gateways,
  type CommandRow,
  type DeviceArithRow,
  type DeviceParamItem,
  type DeviceParamRow,
} from '../seed/device';
import {
  COMMAND_NAMES,
  commandBytes,
  crc16,
  fromHex,
  readAnswer,
  toHex,
  withCrc,
  type CommandCode,
} from '../seed/device-codec';
import { towerProfile, towers } from '../seed/tower';
import { cycleIndexAt, cyclesOf, DAY, readingAt } from '../seed/tower-sim';
import { sessionOf } from './device-sessions';
import { refuse } from './system-shared';
import { checkNumber, checkOneOf, isEmpty, msg, required } from './tower-rules';
import { auditWrites } from '../seed/logs';

/**
 * Downlink commands and device settings. `device/command` is the command table (standard family;
 * a created command is PENDING and only a pending one can be edited). The spec's `POST command/`
 * sends one: it is SENT (or FAILED when the gateway is offline) and settles on a later read once
 * the device had time to answer: SUCCESS with the answer frame, or TIMEOUT when nothing sits at
 * that address. `des/DeviceParam` and `des/DeviceArith` read and save one device's settings.
 */

/** How long a device takes to answer. */
export const COMMAND_ANSWER_MS = 1500;
const CODES = Object.keys(COMMAND_NAMES) as CommandCode[];

type StoredCommand = CommandRow & { sentAtMs?: number };

/** The bytes with a valid Modbus CRC: kept when the last two bytes already are one, appended otherwise. */
function ensureCrc(bytes: number[]): number[] {
  if (bytes.length >= 4) {
    const body = bytes.slice(0, -2);
    const crc = crc16(body);
    if (bytes[bytes.length - 2] === (crc & 0xff) && bytes[bytes.length - 1] === crc >>> 8) return bytes;
  }
  return withCrc(bytes);
}

/** The request frame of a command, or a reason it cannot be built. */
function frameOf(
  ctx: Pick<HandlerContext, 'request'>,
  code: CommandCode,
  addr: number,
  value: unknown,
  payload: unknown,
): string {
  if (code === 'CUSTOM') {
    const bytes = fromHex(String(payload ?? ''));
    if (!bytes || bytes.length < 2) {
      refuse(
        ctx,
        '自定义指令须为十六进制字节，如 01 03 00 00 00 02',
        'A custom command is hex bytes, e.g. 01 03 00 00 00 02',
      );
    }
    return toHex(ensureCrc(bytes));
  }
  if (code === 'SET_ADDR') {
    if (isEmpty(value)) refuse(ctx, '新地址不能为空', 'The new address is required');
    checkNumber(ctx, value, msg('新地址', 'The new address'), { min: 1, max: 247, integer: true });
  }
  return toHex(withCrc(commandBytes(code, addr, Number(value) || 0)));
}

/** Moves a SENT command on once its answer is due. */
function settle(row: StoredCommand, at: number): void {
  if (row.status !== 'SENT' || row.sentAtMs === undefined) return;
  const tower = towers().find((t) => t.sn === row.gatewaySn && Number(t.deviceAddr) === Number(row.deviceAddr));
  const bytes = fromHex(row.payload) ?? [];
  if (!tower) {
    if (at - row.sentAtMs < row.timeoutMs) return;
    Object.assign(row, {
      status: 'TIMEOUT',
      result: `${row.timeoutMs} ms 内无应答`,
      finishedAt: formatTime(new Date(row.sentAtMs + row.timeoutMs)),
    });
  } else {
    if (at - row.sentAtMs < COMMAND_ANSWER_MS) return;
    const answeredAt = row.sentAtMs + COMMAND_ANSWER_MS;
    const fn = bytes[1];
    if (fn !== 0x03 && fn !== 0x06) {
      const answer = withCrc([row.deviceAddr, (fn ?? 0) | 0x80, 0x01]);
      Object.assign(row, { status: 'FAILED', response: toHex(answer), result: '仪表返回异常码 01（非法功能码）' });
    } else if (fn === 0x03) {
      const profile = towerProfile(tower);
      const cycles = cyclesOf(profile, answeredAt + DAY);
      const kg = readingAt(profile, cycles[cycleIndexAt(cycles, answeredAt)], answeredAt);
      const raw = Math.round(kg * 10 ** profile.digitCount);
      Object.assign(row, {
        status: 'SUCCESS',
        response: toHex(readAnswer(row.deviceAddr, raw)),
        result: `${row.code === 'READ_NET' ? '净重' : '毛重'} ${kg} kg`,
      });
    } else {
      Object.assign(row, { status: 'SUCCESS', response: row.payload, result: '执行成功' });
    }
    row.finishedAt = formatTime(new Date(answeredAt));
  }
  touch('device_command');
}

const presentCommand = (row: StoredCommand) => {
  settle(row, Date.now());
  const { sentAtMs: _sentAtMs, ...rest } = row;
  return rest;
};

function checkTarget(ctx: HandlerContext, record: Partial<CommandRow>): void {
  if (!isEmpty(record.gatewaySn) && !gateways().some((g) => g.identifier === String(record.gatewaySn))) {
    refuse(ctx, `网关“${String(record.gatewaySn)}”不存在`, `Gateway "${String(record.gatewaySn)}" does not exist`);
  }
  checkOneOf(ctx, record.code, CODES, msg('指令', 'The command'));
  checkNumber(ctx, record.deviceAddr, msg('设备地址', 'The device address'), { min: 1, max: 247, integer: true });
  checkNumber(ctx, record.timeoutMs, msg('超时', 'The timeout'), { min: 100, max: 30000, integer: true });
}

const commandConfig: CrudConfig<StoredCommand> = {
  path: 'device/command',
  rows: commands,
  tableName: 'device_command',
  idKey: 'id',
  perm: 'device:command',
  filters: { gatewaySn: 'eq', deviceId: 'like', code: 'eq', status: 'eq' },
  defaultSort: { field: 'createTime', order: 'desc' },
  required: required<StoredCommand>(
    ['gatewaySn', '网关', 'gateway'],
    ['deviceAddr', '设备地址', 'device address'],
    ['code', '指令', 'command'],
  ),
  validate: (record, ctx, existing) => {
    if (existing && existing.status !== 'PENDING')
      refuse(ctx, '只能修改未发送的指令', 'Only a command not sent yet can be edited');
    checkTarget(ctx, record);
  },
  defaults: () => ({
    deviceId: '',
    payload: '',
    response: '',
    result: '',
    sentAt: '',
    finishedAt: '',
    timeoutMs: 2000,
    remark: '',
  }),
  afterSave: (row, _body, ctx) => {
    row.status = 'PENDING';
    row.deviceAddr = Number(row.deviceAddr);
    row.name = COMMAND_NAMES[row.code];
    row.payload = frameOf(ctx, row.code, row.deviceAddr, row.value, row.payload);
  },
  present: presentCommand,
  onWrite: auditWrites('下发指令'),
};

interface SendBody {
  gatewaySn?: string;
  deviceAddr?: number;
  deviceId?: string;
  code?: CommandCode;
  value?: number;
  payload?: string;
  timeoutMs?: number;
}

/** Finds a device's settings row by its id or device number. */
function findByKey<T extends { id: number; deviceId: string }>(rows: T[], key: string): T | undefined {
  return /^\d+$/.test(key) ? rows.find((r) => r.id === Number(key)) : rows.find((r) => r.deviceId === key);
}

const towerOfDevice = (deviceId: string) => towers().find((t) => t.deviceId === deviceId);

function checkParamValue(ctx: HandlerContext, item: DeviceParamItem, value: string): void {
  const label = msg(item.name, `The ${item.paramKey}`);
  if (!item.writable) refuse(ctx, `参数“${item.name}”只读`, `The ${item.paramKey} is read only`);
  if (item.dataType === 'int' || item.dataType === 'float') {
    if (isEmpty(value)) refuse(ctx, `${item.name}不能为空`, `The ${item.paramKey} is required`);
    checkNumber(ctx, value, label, { min: item.min, max: item.max, integer: item.dataType === 'int' });
  } else if (item.dataType === 'enum') {
    checkOneOf(ctx, value, item.options ?? [], label);
  } else if (value.length > 64) {
    refuse(ctx, `${item.name}不能超过 64 个字符`, `The ${item.paramKey} is at most 64 characters`);
  }
}

function checkArith(ctx: HandlerContext, record: Partial<DeviceArithRow>): void {
  const interval = Number(record.sampleInterval);
  checkNumber(ctx, record.sampleInterval, msg('采样周期(s)', 'The sample interval (s)'), {
    min: 10,
    max: 3600,
    integer: true,
  });
  checkNumber(ctx, record.hysteresis, msg('报警回差(Kg)', 'The hysteresis (kg)'), { min: 0 });
  checkNumber(ctx, record.stuckDuration, msg('停滞判定时长(s)', 'The stuck duration (s)'), {
    min: interval,
    integer: true,
  });
  checkNumber(ctx, record.offlineTimeout, msg('离线判定时长(s)', 'The offline timeout (s)'), {
    min: interval,
    integer: true,
  });
  checkNumber(ctx, record.refillMergeGap, msg('加料合并间隔(s)', 'The refill merge gap (s)'), {
    min: 0,
    integer: true,
  });
  checkNumber(ctx, record.settleSamples, msg('加料后稳定采样数', 'The settle samples'), {
    min: 0,
    max: 10,
    integer: true,
  });
  checkNumber(ctx, record.digitCount, msg('小数位数', 'The decimal places'), { min: 0, max: 4, integer: true });
  checkOneOf(ctx, record.rawUnit, ['kg', 't'], msg('仪表单位', 'The indicator unit'));
  checkNumber(ctx, record.coefficient, msg('标定系数', 'The calibration factor'), { min: 0.5, max: 2 });
  checkNumber(ctx, record.zeroOffset, msg('零点修正(Kg)', 'The zero correction (kg)'), { min: -10000, max: 10000 });
}

const ARITH_NUMBERS = [
  'sampleInterval',
  'hysteresis',
  'stuckDuration',
  'offlineTimeout',
  'refillMergeGap',
  'settleSamples',
  'digitCount',
  'coefficient',
  'zeroOffset',
] as const;

/** The device sets as a list (the standard `page`), to pick a device from. */
const paramListConfig: CrudConfig<DeviceParamRow> = {
  path: 'des/DeviceParam',
  rows: deviceParams,
  tableName: 'device_param',
  idKey: 'id',
  perm: 'device:param',
  filters: { deviceId: 'like', towerId: 'like' },
  defaultSort: { field: 'deviceId', order: 'asc' },
};

const arithListConfig: CrudConfig<DeviceArithRow> = {
  path: 'des/DeviceArith',
  rows: deviceAriths,
  tableName: 'device_arith',
  idKey: 'id',
  perm: 'device:arith',
  filters: { deviceId: 'like', towerId: 'like' },
  defaultSort: { field: 'deviceId', order: 'asc' },
};

function pageHandler<T extends object>(config: CrudConfig<T>): RequestHandler {
  return http.get(
    `${API}/${config.path}/page`,
    guarded(`${config.perm}:list`, (ctx) => ok(paginate(queryRows(config, queryOf(ctx.url), ctx), queryOf(ctx.url)))),
  );
}

export const deviceCommandHandlers: RequestHandler[] = [
  http.post(
    `${API}/command/`,
    guarded('device:command:add', async (ctx) => {
      const body = await readJson<SendBody>(ctx.request);
      if (isEmpty(body.gatewaySn)) refuse(ctx, '网关不能为空', 'The gateway is required');
      if (isEmpty(body.deviceAddr)) refuse(ctx, '设备地址不能为空', 'The device address is required');
      if (isEmpty(body.code)) refuse(ctx, '指令不能为空', 'The command is required');
      checkTarget(ctx, body as Partial<CommandRow>);
      const code = body.code as CommandCode;
      const addr = Number(body.deviceAddr);
      const gateway = gateways().find((g) => g.identifier === body.gatewaySn);
      const at = Date.now();
      // The broker session decides: a gateway without one cannot be reached.
      const online = gateway !== undefined && sessionOf(gateway.identifier)?.connectStatus === 'connected';
      const rows = commands() as StoredCommand[];
      const row: StoredCommand = {
        id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
        code,
        name: COMMAND_NAMES[code],
        gatewaySn: String(body.gatewaySn),
        deviceId: String(
          body.deviceId ?? towers().find((t) => t.sn === body.gatewaySn && t.deviceAddr === addr)?.deviceId ?? '',
        ),
        deviceAddr: addr,
        value: body.value === undefined ? undefined : Number(body.value),
        payload: frameOf(ctx, code, addr, body.value, body.payload),
        response: '',
        result: online ? '' : '网关离线，指令未送达',
        offline: !online,
        status: online ? 'SENT' : 'FAILED',
        sentAt: formatTime(new Date(at)),
        sentAtMs: at,
        finishedAt: online ? '' : formatTime(new Date(at)),
        timeoutMs: Number(body.timeoutMs) || 2000,
        remark: '',
        createBy: ctx.user.row.userName,
        createTime: formatTime(new Date(at)),
      };
      rows.push(row);
      touch('device_command');
      auditWrites('下发指令')({ action: 'create', ids: [row.id], body, ctx });
      return ok(presentCommand(row));
    }),
  ),
  http.get(
    `${API}/command/:id`,
    guarded('device:command:query', (ctx) => {
      const row = (commands() as StoredCommand[]).find((r) => r.id === Number(param(ctx.params, 'id')));
      if (!row) refuse(ctx, '指令不存在', 'The command does not exist');
      return ok(presentCommand(row));
    }),
  ),
  ...crudHandlers(commandConfig),

  pageHandler(paramListConfig),
  http.get(
    `${API}/des/DeviceParam/:id`,
    guarded('device:param:query', (ctx) => {
      const key = param(ctx.params, 'id');
      const row = findByKey(deviceParams(), key);
      if (row) return ok(row);
      const tower = towerOfDevice(key);
      if (!tower) refuse(ctx, '设备不存在', 'The device does not exist');
      return ok({
        deviceId: tower.deviceId,
        towerId: tower.towerId,
        params: defaultDeviceParams(tower.deviceAddr, 300),
        lastSyncTime: '',
      });
    }),
  ),
  http.put(
    `${API}/des/DeviceParam`,
    guarded('device:param:edit', async (ctx) => {
      const body = await readJson<{
        id: number;
        deviceId: string;
        params: { paramKey?: unknown; value?: unknown }[];
        remark: string;
      }>(ctx.request);
      const rows = deviceParams();
      let row = !isEmpty(body.id)
        ? rows.find((r) => r.id === Number(body.id))
        : findByKey(rows, String(body.deviceId ?? ''));
      if (!row) {
        const tower = isEmpty(body.id) ? towerOfDevice(String(body.deviceId ?? '')) : undefined;
        if (!tower) refuse(ctx, '设备不存在', 'The device does not exist');
        row = {
          id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
          deviceId: tower.deviceId,
          towerId: tower.towerId,
          params: defaultDeviceParams(tower.deviceAddr, 300),
          lastSyncTime: '',
          remark: '',
          createBy: ctx.user.row.userName,
          createTime: now(),
        } satisfies DeviceParamRow;
        rows.push(row);
      }
      if (!Array.isArray(body.params) || body.params.length === 0)
        refuse(ctx, '参数不能为空', 'The parameters are required');
      const target = row;
      const changes = body.params.map((change) => {
        const item = target.params.find((p) => p.paramKey === String(change.paramKey ?? ''));
        if (!item)
          refuse(
            ctx,
            `参数“${String(change.paramKey)}”不存在`,
            `Parameter "${String(change.paramKey)}" does not exist`,
          );
        const value = String(change.value ?? '').trim();
        checkParamValue(ctx, item, value);
        return { item, value };
      });
      for (const { item, value } of changes) item.value = value;
      Object.assign(row, { lastSyncTime: now(), updateBy: ctx.user.row.userName, updateTime: now() });
      if (typeof body.remark === 'string') row.remark = body.remark;
      touch('device_param');
      auditWrites('设备参数')({ action: 'update', ids: [row.id], body, ctx });
      return ok();
    }),
  ),

  pageHandler(arithListConfig),
  http.get(
    `${API}/des/DeviceArith/:id`,
    guarded('device:arith:query', (ctx) => {
      const key = param(ctx.params, 'id');
      const row = findByKey(deviceAriths(), key);
      if (row) return ok(row);
      const tower = towerOfDevice(key);
      if (!tower) refuse(ctx, '设备不存在', 'The device does not exist');
      return ok({
        deviceId: tower.deviceId,
        towerId: tower.towerId,
        ...defaultDeviceArith(300, tower.diffValue, tower.capacity, tower.digitCount),
      });
    }),
  ),
  http.put(
    `${API}/des/DeviceArith`,
    guarded('device:arith:edit', async (ctx) => {
      const body = await readJson<DeviceArithRow>(ctx.request);
      const rows = deviceAriths();
      let row = !isEmpty(body.id)
        ? rows.find((r) => r.id === Number(body.id))
        : findByKey(rows, String(body.deviceId ?? ''));
      let created = false;
      if (!row) {
        const tower = isEmpty(body.id) ? towerOfDevice(String(body.deviceId ?? '')) : undefined;
        if (!tower) refuse(ctx, '设备不存在', 'The device does not exist');
        row = {
          id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
          deviceId: tower.deviceId,
          towerId: tower.towerId,
          ...defaultDeviceArith(300, tower.diffValue, tower.capacity, tower.digitCount),
          remark: '',
          createBy: ctx.user.row.userName,
          createTime: now(),
        };
        created = true;
      }
      const { id: _id, deviceId: _deviceId, towerId: _towerId, createBy: _cb, createTime: _ct, ...changes } = body;
      const merged = { ...row, ...changes };
      checkArith(ctx, merged);
      if (!isEmpty(merged.enabled) && typeof merged.enabled !== 'boolean')
        refuse(ctx, '启用状态无效', 'Invalid enabled flag');
      for (const key of ARITH_NUMBERS)
        if (!isEmpty(merged[key])) (merged as Record<string, unknown>)[key] = Number(merged[key]);
      Object.assign(row, merged, { updateBy: ctx.user.row.userName, updateTime: now() });
      if (created) rows.push(row);
      touch('device_arith');
      auditWrites('设备算法')({ action: 'update', ids: [row.id], body, ctx });
      return ok();
    }),
  ),
];
